// `npm start`: install what is missing, build, and serve the API and the web app on HOST:PORT.
import { build, ensureInstalled, run } from './run.mjs';

ensureInstalled();
build();
run(process.execPath, ['apps/api/dist/serve.js'], { stdio: 'inherit' });
