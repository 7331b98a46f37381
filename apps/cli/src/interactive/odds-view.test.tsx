import { oddsTest } from '@verdict/core';
import { oddsSections } from '@verdict/form';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { percent } from '../format/bar.js';
import { headlineValue, outcomeLabel } from '../format/odds-text.js';
import { createAppRegistry } from '../registry.js';
import { OddsView } from './odds-view.js';

const registry = createAppRegistry();
const PAGE_DOWN = '\u001B[6~';
const PAGE_UP = '\u001B[5~';

describe('the odds panel', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the headline first, then the outcomes and the tables, a page at a time (a 10,000-turn extended test)', async () => {
    const odds = oddsTest(registry, {
      system: '2d6-pool',
      test: 'extended',
      input: { difficulty: 9, progressRequired: 10, participants: [{ rating: 1 }], maxTurns: 10_000 },
    });
    const labels = registry.test('2d6-pool', 'extended').labels;
    const app = await renderScreen(
      <OddsView odds={odds} issues={[]} height={14} width={60} labels={labels} paging />,
    );
    const first = await app.see(/Page 1\/\d+/);
    const lines = first.split('\n');
    // The headline: the chance of each kind of result, then the expected and median turns.
    expect(lines[1]).toMatch(/^Success\s+100%/);
    expect(lines[2]).toMatch(/^Unresolved\s+<0\.01%/);
    expect(lines[3]).toMatch(/^Expected turns\s+16\.759/);
    expect(lines[4]).toMatch(/^Median turns\s+16/);
    expect(first).not.toMatch(/[{}"]/);
    const frames = [first];
    while (!/… 9,967 more rows; all with verdict odds --json/.test(frames.at(-1)!)) {
      await app.press(PAGE_DOWN);
      frames.push(await app.see(`Page ${frames.length + 1}/`));
    }
    // What the expected and median turns mean follows the outcomes, wrapped to the panel.
    expect(frames.join('\n')).toMatch(/Expected turns: The mean number of turns/);
    // A page that begins inside the table of turns repeats its header.
    const inside = frames.filter((frame) => /^\s+\d+\s+[\d.<]+%/.test(frame.split('\n')[2] ?? ''));
    expect(inside.length).toBeGreaterThan(0);
    for (const frame of inside)
      expect(frame.split('\n')[1]).toMatch(/Turn\s+Probability\s+At least\s+At most/);
    await app.press(PAGE_UP);
    await app.see(`Page ${frames.length - 1}/`);
    app.unmount();
  });

  it('needs no pages when everything fits, and leaves the keys alone', async () => {
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } });
    // A panel without pages reads no keys (renderScreen would wait for it to): the first frame is the whole panel.
    const app = render(<OddsView odds={odds} issues={[]} height={14} width={60} paging />);
    const frame = app.lastFrame() ?? '';
    expect(
      frame
        .split('\n')
        .slice(1, 3)
        .map((line) => line.trim()),
    ).toEqual([expect.stringMatching(/^Success\s+60\.0%$/), expect.stringMatching(/^Failure\s+40\.0%$/)]);
    expect(frame).not.toContain('Page');
    app.unmount();
  });

  it('shows every label, fact and table in full at 80x24 (its 39 columns): a long label on its own lines, a wide table as records', async () => {
    // Every example of every test of the three systems, plus a contest whose sides have long names.
    const cases = registry.systems.flatMap((system) =>
      Object.entries(system.tests).flatMap(([test, definition]) =>
        (definition.examples ?? []).map((example) => ({ system: system.id, test, input: example.input })),
      ),
    );
    cases.push({
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Wilhelmina the Unrelenting Witch of the Marsh and Fen', will: 12, wits: 10 },
          { name: 'Abbot', will: 11, wits: 14 },
        ],
      },
    });
    for (const request of cases) {
      const odds = oddsTest(registry, request);
      const labels = registry.test(request.system, request.test).labels;
      const app = await renderOdds(
        <OddsView odds={odds} issues={[]} height={20} width={39} labels={labels} paging />,
      );
      const frames = [app.frame()];
      for (
        let page = 2;
        frames.at(-1)!.includes(`Page ${page - 1}/`) &&
        !frames.at(-1)!.match(new RegExp(`Page ${page - 1}/${page - 1} `));
        page++
      ) {
        await app.press(PAGE_DOWN);
        frames.push(await app.see(`Page ${page}/`));
      }
      app.unmount();
      // Nothing is cut: not the facts, not a table wider than the panel (its rows read as records); the only …
      // begins a table's line of rows left out.
      for (const frame of frames)
        for (const line of frame.split('\n'))
          expect(line, `${request.system}/${request.test}`).not.toMatch(/\S…/);
      // A label is read in full, then its value, when its words follow each other across a wrapped line's break.
      const text = frames.join('\n').replace(/\s+/g, ' ');
      const shown = [
        ...odds.outcomes.map((outcome) => `${outcomeLabel(outcome, labels)} ${percent(outcome.probability)}`),
        ...oddsSections(odds, labels).headline.map((fact) => `${fact.label} ${headlineValue(fact).trim()}`),
      ];
      for (const label of shown) expect(text, `${request.system}/${request.test}`).toContain(label);
    }
  });
});

/** A panel with pages reads keys (renderScreen waits for that); one without is complete at its first frame. */
async function renderOdds(element: Parameters<typeof render>[0]) {
  const app = render(element);
  if (!(app.lastFrame() ?? '').includes('Page '))
    return { ...app, frame: () => app.lastFrame() ?? '', press: async () => {}, see: async () => '' };
  app.unmount();
  return renderScreen(element);
}
