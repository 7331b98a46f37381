// axe-core in a page: its serious and critical violations, one line each (rule, impact, help, elements). The one
// axe helper of the browser tests (accessibility, room-accessibility, room-phone-roll-bar).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

type Violation = AxeResults['violations'][number];

const describeViolation = (violation: Violation) =>
  `${violation.id} (${violation.impact}): ${violation.help}\n` +
  violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');

/**
 * The serious and critical violations axe finds in the page, once its animations have ended (colours are checked
 * once the dice and the outcome have finished appearing, not half faded in). With `openDetails`, every disclosure
 * is opened first, so what it holds is checked too. Lesser violations are reported as warnings.
 */
export async function seriousViolations(page: Page, o: { openDetails?: boolean } = {}): Promise<string[]> {
  if (o.openDetails)
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
  // Evaluated through the debugging protocol, not an inline <script>: the app's Content-Security-Policy (served
  // by the API) rightly blocks inline scripts, and the test must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Only the violations are read: axe still runs every rule on every element, and builds the selectors and
  // details of its passes and undecided checks for one element a rule instead of all (axe's own advice for speed).
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults> };
      }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  const failing = (violation: Violation) => !!violation.impact && FAILING.includes(violation.impact);
  const lesser = results.violations.filter((violation) => !failing(violation));
  if (lesser.length > 0) console.warn(`axe (not failing):\n${lesser.map(describeViolation).join('\n')}`);
  return results.violations.filter(failing).map(describeViolation);
}
