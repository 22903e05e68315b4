import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/vite-precompile-messages.js';
import { precompress } from './scripts/vite-precompress.js';
import { prerender } from './scripts/vite-prerender.js';

// `npm run dev`: Vite serves the app and forwards the wire to the platform on :8080.
export default defineConfig({
  plugins: [react(), precompileMessages(), prerender(), precompress()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/web': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
