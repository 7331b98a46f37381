import type { HeadlineFact } from '@verdict/form';
import { tierClass } from '../outcome/tier.js';

/** An exact fraction worth printing under its percentage; longer ones stay in the tooltip. */
const SHORT_FRACTION = 24;

const RESULT_TIER: Readonly<Record<string, number>> = { 'result.success': 1, 'result.failure': -1 };

/**
 * The numbers people look for first, big: the total chance of each kind of result (success first, with its exact
 * fraction), then the test's own headline (a Crisis chance, expected turns, each side's chance), from
 * `@verdict/form`'s `oddsHeadline`.
 */
export function OddsHeadline({ facts }: { facts: readonly HeadlineFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="odds-headline" aria-label="Headline odds">
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
