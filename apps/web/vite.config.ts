import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/compress-plugin.js';
import { extraSystems } from './build/extra-systems-plugin.js';
import { serviceWorker } from './build/service-worker-plugin.js';
import { webManifest } from './build/web-manifest-plugin.js';

// Relative asset paths (`base: './'`) so the build works at `/` beside the API and as a static site under any path.
// `VERDICT_SYSTEMS=pkg,./path` bundles extra game systems (build/extra-systems-plugin.ts).
// The build writes .br and .gz copies of its text files (build/compress-plugin.ts) for the server to send.
// Workspace packages resolve to their TypeScript sources, so the app bundles exactly what it tests.
export default defineConfig({
  base: './',
  // The manifest and icons come before the service worker, so its precache list includes them;
  // precompression runs last, on every file written.
  plugins: [react(), extraSystems(), webManifest(), serviceWorker(), precompress()],
  resolve: { conditions: ['@verdict/source', ...defaultClientConditions] },
  // The odds worker (src/workers/odds.worker.ts) bundles the registry as an ES module, extra systems included.
  worker: { format: 'es', plugins: () => [extraSystems()] },
  build: { outDir: 'dist', target: 'es2022', reportCompressedSize: true },
});
