import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from '../web/build/compress-plugin.js';
import { extraSystems } from '../web/build/extra-systems-plugin.js';

// The extension reuses the web app's components from their sources through the web app's package exports
// (`@verdict/web/embed`, `@verdict/web/app-registry`, its style sheets): no copies, and no path into apps/web/src.
// Relative asset paths (`base: './'`), so the build works at `/owlbear/` beside the API and as a static site;
// `public/manifest.json` names its files under `/owlbear/`. `VERDICT_SYSTEMS` bundles extra systems, as in the web
// app; the build writes .br and .gz copies for the server to send.
export default defineConfig({
  base: './',
  plugins: [react(), extraSystems(), precompress()],
  resolve: {
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
