// The extra game systems bundled at build time (VERDICT_SYSTEMS); see build/extra-systems-plugin.ts.
declare module 'virtual:verdict-extra-systems' {
  import type { GameSystemV1 } from '@verdict/core';
  export const extraSystems: readonly GameSystemV1[];
}
