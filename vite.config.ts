import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 900 kB before any page of ours; the login page's JS size is tracked by
    // `npm run bench` (CONTRACT §7) instead of by this warning on every build.
    chunkSizeWarningLimit: 1024,
  },
  server: {
    // `npm run dev` runs the API beside Vite on port 3001, so the browser keeps talking to one origin.
    proxy: {
      '/api': 'http://127.0.0.1:3001',
    },
  },
});
