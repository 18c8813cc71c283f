import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` builds the browser's app into dist/web; `vite build --ssr entry-server.tsx` the server's
// renderer of public pages into dist/ssr (server/lib/web-pages.ts loads it).
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(import.meta.dirname, 'web'),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: path.join(import.meta.dirname, 'dist/ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: path.join(import.meta.dirname, 'dist/web'),
        emptyOutDir: true,
        chunkSizeWarningLimit: 700,
        manifest: true,
        sourcemap: true,
        // Zod and its browser settings in one chunk, settings last: they apply before any schema is built (web/app/zod-config.ts).
        rollupOptions: {
          // The app, and the first script of pages that load it on the visitor's first move (web/app/hydrate-on-intent.ts).
          input: {
            index: path.join(import.meta.dirname, 'web/index.html'),
            'hydrate-on-intent': path.join(import.meta.dirname, 'web/app/hydrate-on-intent.ts'),
          },
          output: { manualChunks: (id: string) => (/node_modules\/zod\/|app\/zod-config\.ts$/.test(id) ? 'zod' : undefined) },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
