import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from '../web/build/compress-plugin.js';
import { extraSystems } from '../web/build/extra-systems-plugin.js';

// The extension reuses the web app's components from their sources: `@web/…` is `apps/web/src/…` (no copies).
// Relative asset paths (`base: './'`), so the build works at `/owlbear/` beside the API and as a static site;
// `public/manifest.json` names its files under `/owlbear/`. `VERDICT_SYSTEMS` bundles extra systems, as in the web
// app; the build writes .br and .gz copies for the server to send.
export default defineConfig({
  base: './',
  plugins: [react(), extraSystems(), precompress()],
  resolve: {
    alias: { '@web': fileURLToPath(new URL('../web/src', import.meta.url)) },
    conditions: ['@verdict/source', ...defaultClientConditions],
  },
  worker: { format: 'es', plugins: () => [extraSystems()] },
  build: {
    outDir: 'dist',
    target: 'es2022',
    reportCompressedSize: false,
    // The popover, and the background page Owlbear keeps loaded for the whole session (manifest's background_url).
    rollupOptions: {
      input: {
        popover: fileURLToPath(new URL('index.html', import.meta.url)),
        background: fileURLToPath(new URL('background.html', import.meta.url)),
      },
    },
  },
});
