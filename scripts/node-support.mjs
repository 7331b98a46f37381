// The Node.js that `npm start` and `npm test` run on: 20.19 or later (apps/api/src/node/supported-node.ts says
// the same for the server). An older Node gets one line and exit code 1, before anything is installed.
// Plain, old syntax on purpose: this file must load on the Node it refuses.
export function requireSupportedNode() {
  var parts = process.versions.node.split('.');
  var major = Number(parts[0]);
  var minor = Number(parts[1]);
  if (major > 20 || (major === 20 && minor >= 19)) return;
  console.error(
    'Verdict needs Node.js 20.19 or later (22 or 24 recommended); this is Node.js ' +
      process.versions.node +
      '.',
  );
  process.exit(1);
}
