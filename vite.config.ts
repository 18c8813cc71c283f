import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.join(import.meta.dirname, 'web'),
  plugins: [react(), tailwindcss()],
  build: { outDir: path.join(import.meta.dirname, 'dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
