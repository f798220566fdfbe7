import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * The visitor page's first screen comes in its HTML (the server draws it), so its scripts are not needed for the first
 * paint: they are fetched at low priority, after the page and its styles, instead of competing with them on a slow link.
 */
const visitorScriptsLowPriority: Plugin = {
  name: 'visitor-scripts-low-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) =>
      ctx.filename.endsWith('visitor.html')
        ? html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin').replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin')
        : html,
  },
};

/** Two entries: the back-office (react-admin, MUI) and the visitor page, which must stay small and free of both. */
export default defineConfig({
  // Every text asset above 1 KB also written as .br and .gz; the server sends the best one the browser accepts.
  plugins: [react(), visitorScriptsLowPriority, compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
