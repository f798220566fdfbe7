import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // The files of a worker share one module graph: each file no longer loads and evaluates the whole
          // server again, and what the server compiles once per process (the request validators) is compiled
          // once per worker. Measured on this host, the whole layer one run after the other: 12:00 wall and
          // 19:32 CPU isolated, 8:03 and 11:34 shared. The files share no state but these caches: every test
          // starts its own app on its own database and closes it.
          isolate: false,
        },
      },
    ],
  },
});
