// Issue 37, N13 (closing clutter): a closed table still showed the whole request form, disabled, and "The epoch has
// ended …" stayed under the buttons until the GM's next action, however much was played after it. Now a closed
// table offers no request form, and what an action did is said until the log moves past the entry it appended.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { LogLine, RoomScreen } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { OddsWorkerContext } from '../odds/odds-worker-context.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { gmScreen, recordingActions } from '../test/room-screen.js';
import { GmTools } from './gm-tools.js';

const tools = (view: RoomScreen) => (
  <OddsWorkerContext value={() => new HeldWorker()}>
    <GmTools registry={registry} screen={view} actions={view.actions} />
  </OddsWorkerContext>
);

/** A log line as the room view gives it: a member's arrival at `seq`. */
const joined = (seq: number): LogLine => ({
  seq,
  at: '2026-12-06T19:00:00.000Z',
  kind: 'member',
  who: 'Grog',
  text: 'joined as a player',
  sentence: 'Grog joined as a player',
  sealed: false,
  sealedInLog: false,
  revealed: false,
});

describe('the GM tools as the table closes', () => {
  it('offer no request form at a closed table', () => {
    const { actions } = recordingActions();
    render(tools({ ...gmScreen(actions), closed: true }));
    expect(screen.queryByRole('heading', { name: 'Ask for a roll' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the request' })).toBeNull();
  });

  it('say that the epoch ended until the log moves past its entry', async () => {
    const { actions } = recordingActions();
    const view = gmScreen(actions);
    const { rerender } = render(tools(view));
    fireEvent.click(screen.getByRole('button', { name: 'End the epoch' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, end the epoch' }));
    });
    // The action appended entry #9; the log shows it: the note stays.
    rerender(tools({ ...view, log: [joined(8), joined(9)] }));
    expect(screen.getByRole('status').textContent).toMatch(/^The epoch has ended/);
    // Something else is played: the note has said its piece.
    rerender(tools({ ...view, log: [joined(8), joined(9), joined(10)] }));
    expect(screen.queryByText(/The epoch has ended/)).toBeNull();
  });
});
