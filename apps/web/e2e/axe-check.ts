// axe-core in a page: its serious and critical violations, one line each (rule, impact, help, elements).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** The serious and critical violations axe finds in the page, once its animations have ended. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations
    .filter((v) => !!v.impact && FAILING.includes(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}
