// prepack: `npm pack` / `npm publish` would ship the `catalog:` and `workspace:` ranges as they are, and npm cannot
// install that tarball (EUNSUPPORTEDPROTOCOL). pnpm rewrites them to real versions, and its .pnpmfile.cjs hook
// leaves the workspace's tools out of the packed package.json: pack with pnpm (CONTRIBUTING.md, Releasing).
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    "@verdict/cli is packed with pnpm ('npx -y pnpm@12.21.0 pack' in apps/cli, or the release workflow's\n" +
      "'changeset publish'): npm pack keeps the workspace's catalog: ranges, which npm cannot install.",
  );
  process.exit(1);
}
