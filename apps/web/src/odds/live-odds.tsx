/**
 * @module
 * The room's compact odds (the roll form's, each request card's): the solo panel's headline and bars, with its
 * "Computing the odds…" and greyed earlier odds, without the extras.
 */
import { ComputingStatus } from './computing-status.js';
import { OddsBars } from './odds-bars.js';
import { headlineName, OddsHeadline } from './odds-headline.js';
import type { OddsResult } from './use-odds.js';
import './odds.css';

/** Options of {@link LiveOdds}. */
export interface LiveOddsOptions {
  /** The odds last worked out, from {@link useOdds}. */
  readonly result: OddsResult;
  /** Whether `result` is still an earlier input's (the current one's odds are being computed). */
  readonly stale: boolean;
  /** Whose odds these are, naming the headline ("your roll: Check (d20 roll-under)"). */
  readonly of: string;
  /** The class of the block, for its place's styles. */
  readonly className?: string | undefined;
  /** Put before the engine's words when it refuses the input ("No odds: "). */
  readonly refusedPrefix?: string | undefined;
}

/**
 * The headline first (the chance of each kind of result, then the test's own numbers), then every outcome as bars,
 * as the solo odds panel shows them. While new odds are computed the earlier ones stay, greyed (`aria-busy`), and
 * "Computing the odds…" is said once they take a moment; nothing at all while there is no input to work out (the
 * form says what to fix).
 *
 * @example
 * const { result, stale } = useOdds(registry, system, test, input, valid);
 * <LiveOdds result={result} stale={stale} of="your roll: Check (d20 roll-under)" />
 */
export function LiveOdds({ result, stale, of, className, refusedPrefix = '' }: LiveOddsOptions) {
  return (
    <div className={className ? `live-odds ${className}` : 'live-odds'}>
      {/* Outside the busy part: a live region inside an aria-busy one would be held back until it is idle again. */}
      <ComputingStatus busy={stale} />
      <div className="odds-content" aria-busy={stale}>
        {result === undefined ? null : result.ok ? (
          <>
            <OddsHeadline facts={result.headline} name={headlineName(of)} />
            <OddsBars outcomes={result.value.outcomes} />
          </>
        ) : (
          <p className="problem">
            {refusedPrefix}
            {result.problem.message}
          </p>
        )}
      </div>
    </div>
  );
}
