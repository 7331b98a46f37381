// pnpm's hooks. beforePacking: the package.json that `pnpm pack` / `pnpm publish` put in a tool's tarball carries
// only what an installed tool needs (issue 38, N18): its dependencies, bin, files and engines, not the
// workspace's build and test tools (devDependencies, some of them private) or scripts run from the repository.
const TOOLS = new Set(['@verdict/cli']);

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (!TOOLS.has(pkg.name)) return pkg;
      const { devDependencies, scripts, ...published } = pkg;
      return published;
    },
  },
};
