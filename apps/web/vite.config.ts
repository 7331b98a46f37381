import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { extraSystems } from './build/extra-systems-plugin.js';
import { serviceWorker } from './build/service-worker-plugin.js';

// Relative asset paths (`base: './'`) so the build works at `/` beside the API and as a static site under any path.
// `VERDICT_SYSTEMS=pkg,./path` bundles extra game systems (build/extra-systems-plugin.ts).
// Workspace packages resolve to their TypeScript sources, so the app bundles exactly what it tests.
export default defineConfig({
  base: './',
  plugins: [react(), extraSystems(), serviceWorker()],
  resolve: { conditions: ['@verdict/source', ...defaultClientConditions] },
  build: { outDir: 'dist', target: 'es2022', reportCompressedSize: true },
});
