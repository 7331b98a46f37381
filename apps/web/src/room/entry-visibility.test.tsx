// On the GM's screen, secret, blind and result-only entries looked like public ones once opened: each entry says its
// visibility to those who can open it (and whether their copy is sealed, opened or revealed).

import { render, screen } from '@testing-library/react';
import { chainEntry, GENESIS_PREV, type RoomEntry, resolveRoll } from '@verdict/fair';
import { logLines } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';
import { EntryCard } from './entry-card.js';

const registry = createAppRegistry();
const test = { system: 'd20-roll-under', test: 'check', input: { name: 'Sense evil', value: 12 } };
const rolled = resolveRoll(registry, test, { dice: [9] });
const content = { input: rolled.input, outcome: rolled.outcome, dice: rolled.dice };

function log(): RoomEntry[] {
  const sealedRoll = (by: string, visibility: string) => ({
    type: 'roll',
    by,
    system: 'd20-roll-under',
    test: 'check',
    visibility,
    epoch: 1,
    ...(visibility === 'outcome'
      ? { result: { result: rolled.outcome.result, label: rolled.outcome.label, tier: rolled.outcome.tier } }
      : {}),
    sealed: 'b'.repeat(64),
  });
  const raw: Record<string, unknown>[] = [
    { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
    { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Grog', role: 'player' } },
    sealedRoll('gm', 'gm'),
    sealedRoll('p', 'blind'),
    sealedRoll('p', 'outcome'),
    {
      type: 'roll',
      by: 'p',
      ...test,
      visibility: 'public',
      epoch: 1,
      input: content.input,
      outcome: content.outcome,
      dice: content.dice,
    },
  ];
  let prev = GENESIS_PREV;
  return raw.map((fields, index) => {
    const entry = chainEntry({
      seq: index + 1,
      prev,
      at: '2026-12-01T20:00:00.000Z',
      ...fields,
    } as never) as RoomEntry;
    prev = entry.hash;
    return entry;
  });
}

const cardText = (seq: number, opened: ReadonlyMap<number, unknown>) => {
  const line = logLines(log(), opened, registry).lines.find((s) => s.seq === seq)!;
  const { container, unmount } = render(
    <ul>
      <EntryCard line={line} />
    </ul>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
};

describe('entry visibility on the GM screen', () => {
  const gmOpened = new Map<number, unknown>([
    [3, content],
    [4, content],
    [5, content],
  ]);

  it('an opened secret, blind or result-only roll says so', () => {
    expect(cardText(3, gmOpened)).toMatch(/secret, opened/);
    expect(cardText(4, gmOpened)).toMatch(/blind, opened/);
    expect(cardText(5, gmOpened)).toMatch(/result only, opened/);
  });

  it('a public roll says no visibility, and a roll is named by its own name and its test title', () => {
    const text = cardText(6, new Map());
    expect(text).not.toMatch(/secret|blind|result only/);
    expect(text).toContain('Grog rolled Sense evil (Check)');
    expect(text).not.toContain('d20-roll-under/check');
  });

  it('a sealed one says which kind it is', () => {
    expect(cardText(4, new Map())).toMatch(/blind, sealed/);
    expect(screen.queryByText('d20-roll-under/check')).toBeNull();
  });
});
