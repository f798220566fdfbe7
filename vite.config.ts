import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/** Two entries: the back-office (react-admin, MUI) and the visitor page, which must stay small and free of both. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { main: 'index.html', visitor: 'visitor.html' } },
  },
  server: {
    port: 5173,
    proxy: {
      '/ccim-main': backend,
      '/ccim-robot': backend,
      '/sso': backend,
      '/config.json': backend,
      '/uploads': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
