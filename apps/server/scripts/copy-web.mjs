// Ships the web app and the Owlbear Rodeo extension inside the package: copies apps/web's build and
// apps/owlbear's (with their precompressed .gz and .br files) to dist/web and dist/owlbear, where dist/bin.js
// serves them from (`/` and `/owlbear/`). Both must be built first (turbo's ^build does it).
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

for (const [app, folder] of [
  ['web', 'web'],
  ['owlbear', 'owlbear'],
]) {
  const from = fileURLToPath(new URL(`../../../apps/${app}/dist`, import.meta.url));
  const to = fileURLToPath(new URL(`../dist/${folder}`, import.meta.url));
  if (!existsSync(`${from}/index.html`)) {
    console.error(
      `${from}/index.html is missing: build apps/${app} first (npx turbo run build --filter=@verdict/server)`,
    );
    process.exit(1);
  }
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });
  console.log(`copied apps/${app}'s build to ${to}`);
}
