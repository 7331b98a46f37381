// Ships the web app inside the package: copies apps/web's build (with its precompressed .gz and .br files)
// to dist/web, where dist/bin.js serves it from. The web app must be built first (turbo's ^build does it).
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const to = fileURLToPath(new URL('../dist/web', import.meta.url));
if (!existsSync(`${from}/index.html`)) {
  console.error(
    `${from}/index.html is missing: build the web app first (npx turbo run build --filter=@verdict/server)`,
  );
  process.exit(1);
}
cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });
console.log(`copied the web app to ${to}`);
