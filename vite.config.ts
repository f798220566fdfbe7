import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/** Two entries: the back-office (react-admin, MUI) and the visitor page, which must stay small and free of both. */
export default defineConfig({
  // Every text asset above 1 KB also written as .br and .gz; the server sends the best one the browser accepts.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
