import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (npm run dev:server) listens on :3000; `npm run dev` proxies the API and media to it.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // antd is CSS-in-JS: its styles travel in the JS chunks (STACK.md gotcha 6).
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
    },
  },
});
