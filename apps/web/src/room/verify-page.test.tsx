// The verify page says what a log proves (issue 24): "Verified" for a closed and fully revealed log,
// "Incomplete" for the same log cut by one entry, "Failed" against the head seen live (typed, or kept by
// this browser at the room), and "Failed" naming the entry and field for a changed die.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoom, rechain } from '../../../../packages/room/src/test-support/build-room.js';
import { registry } from '../test/render-app.js';
import { saveHead } from './seats.js';
import { VerifyPage } from './verify-page.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const whole = () => room.export() as unknown as { entries: Raw[] };
const last = () => whole().entries.at(-1) as { seq: number; hash: string };

function check(exported: unknown, head = '') {
  render(<VerifyPage registry={registry} />);
  fireEvent.change(screen.getByLabelText(/The head you saw live/), { target: { value: head } });
  fireEvent.change(screen.getByLabelText('Or paste it'), { target: { value: JSON.stringify(exported) } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}
const heading = () =>
  screen.getByRole('heading', { level: 2, name: /^(Verified|Incomplete|Failed)/ }).textContent;

afterEach(() => localStorage.clear());

describe('the verify page', () => {
  it('a closed log with everything revealed: Verified, every entry checked', () => {
    check(whole());
    expect(heading()).toBe('Verified: closed log, all 20 entries checked');
  });

  it('cut by one entry: Incomplete (the log reads as still open), never Verified', () => {
    const cut = whole();
    cut.entries = cut.entries.slice(0, -1);
    check(cut);
    expect(heading()).toMatch(
      /^Incomplete: chain intact to seq 19 \(hash [0-9a-f]{12}…\); 1 entry not verifiable yet \(sealed\): #6$/,
    );
  });

  it('cut by one entry, against the head typed in: Failed, naming both seqs', () => {
    const cut = whole();
    cut.entries = cut.entries.slice(0, -1);
    check(cut, `${last().seq}:${last().hash}`);
    expect(heading()).toMatch(/^Failed: the export: the log ends at seq 19, before the head seq 20/);
  });

  it('cut by one entry, against the head this browser kept at the room: Failed, and it says so', () => {
    saveHead('room-1', last());
    const cut = whole();
    cut.entries = cut.entries.slice(0, -1);
    check(cut);
    expect(heading()).toMatch(/^Failed: the export: the log ends at seq 19/);
    expect(
      screen.getByText(/Checked against the head this browser saw live at this room: seq 20/),
    ).toBeTruthy();
  });

  it('one die changed: Failed, naming the entry, the field and both values', () => {
    const log = whole();
    (log.entries[9] as { dice: { face: number }[] }).dice[2]!.face = 4;
    log.entries = rechain(log.entries);
    check(log);
    expect(heading()).toBe(
      'Failed: entry #10: outcome differs at outcome.label: rules "Success, 2 degrees", log "Success, 3 degrees" (from faces [6, 3, 4, 1])',
    );
  });

  it('a head that is not SEQ:HASH: said next to the field, nothing verified', () => {
    check(whole(), 'nope');
    expect(screen.getByRole('alert').textContent).toMatch(/SEQ:HASH/);
    expect(screen.queryByRole('heading', { level: 2, name: /^(Verified|Incomplete|Failed)/ })).toBeNull();
  });
});
