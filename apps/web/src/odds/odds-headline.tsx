import type { HeadlineFact } from '@verdict/form';
import { tierClass } from '../outcome/tier.js';

/**
 * The accessible name of a headline of the odds of `what` ("Headline odds of 2d6"): always "Headline odds"
 * first, so it reads the same wherever it is.
 *
 * @example
 * headlineName('your roll: Check (d20 roll-under)'); // 'Headline odds of your roll: Check (d20 roll-under)'
 */
export function headlineName(what: string): string {
  return `Headline odds of ${what}`;
}

/** An exact fraction worth printing under its percentage; longer ones stay in the tooltip. */
const SHORT_FRACTION = 24;

const RESULT_TIER: Readonly<Record<string, number>> = { 'result.success': 1, 'result.failure': -1 };

/**
 * The numbers people look for first, big: the total chance of each kind of result (success first, with its exact
 * fraction), then the test's own headline (a Crisis chance, expected turns, each side's chance), from
 * `@verdict/form`'s `oddsHeadline`. `name` is the block's accessible name, saying whose odds they are
 * ("Headline odds of request #4: Check (d20 roll-under)"; see {@link headlineName}), so each headline on a page
 * (the room's roll form and every request card) can be told apart.
 *
 * @example
 * <OddsHeadline facts={odds.headline} name={headlineName('Check (d20 roll-under)')} />
 */
export function OddsHeadline({ facts, name }: { facts: readonly HeadlineFact[]; name: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className="odds-headline" aria-label={name}>
      {facts.map((fact) => {
        const exact = fact.fraction ? `exactly ${fact.fraction}` : undefined;
        const title = [fact.help, exact].filter(Boolean).join('. ') || undefined;
        return (
          <div
            key={fact.key}
            className={`headline-fact ${fact.source === 'result' ? tierClass(RESULT_TIER[fact.key] ?? 0) : 'headline-system'}`}
            title={title}
          >
            <dt>{fact.label}</dt>
            <dd>
              <span className="headline-value">{fact.text}</span>
              {exact && exact.length <= SHORT_FRACTION + 8 ? (
                <span className="headline-fraction">{exact}</span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
