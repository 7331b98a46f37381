// Issue 34 (fairplay.md N4): the writer refuses to commit to a seed the log already committed to or revealed,
// by the same rule the verifier fails it with.
import { commitment } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { buildRoom, serverSeeds } from '../test-support/build-room.js';
import { decide } from './decide.js';
import { roomState } from './state.js';

const gm = { id: 'gm', name: 'Gwen', role: 'gm' as const };
const at = '2026-12-02T00:00:00.000Z';

describe('decide and a re-used commitment', () => {
  for (const protocol of [1, 2] as const) {
    it(`refuses a rotation committing to the seed it reveals, or to an earlier commitment (protocol ${protocol})`, () => {
      const state = roomState(buildRoom(11, protocol).entries); // epoch 1, before its rotation
      const revealed = commitment(serverSeeds[1]);
      for (const reused of [revealed]) {
        const decision = decide(
          state,
          gm,
          { kind: 'rotate' },
          { at, serverSeed: serverSeeds[1], commitment: reused },
        );
        expect(decision).toEqual({
          ok: false,
          refusal: {
            code: 'invalid_body',
            message:
              "the commitment to epoch 2's seed is an earlier commitment (a seed used or revealed before)",
          },
        });
      }
      const fresh = decide(
        state,
        gm,
        { kind: 'rotate' },
        { at, serverSeed: serverSeeds[1], commitment: commitment(serverSeeds[2]) },
      );
      expect(fresh.ok).toBe(true);
      // After the rotation, epoch 3 may not go back to epoch 1's seed either.
      const later = roomState(buildRoom(13, protocol).entries);
      const back = decide(
        later,
        gm,
        { kind: 'rotate' },
        { at, serverSeed: serverSeeds[2], commitment: revealed },
      );
      expect(back.ok).toBe(false);
    });
  }
});
