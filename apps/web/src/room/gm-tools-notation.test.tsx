// Issue 36: the GM asks for a plain notation roll (`4d6kh3`) as for any test: "Dice notation" among the systems of
// the request form, as in the roll form.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OddsWorkerContext } from '../odds/odds-worker-context.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { gmScreen, recordingActions } from '../test/room-screen.js';
import { GmTools } from './gm-tools.js';

describe("the GM's request form", () => {
  it('asks for a dice notation roll', async () => {
    const { actions, sent } = recordingActions();
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <GmTools registry={registry} screen={gmScreen(actions)} actions={actions} />
      </OddsWorkerContext>,
    );
    const form = screen.getByRole('heading', { name: 'Ask for a roll' }).closest('form')!;
    const system = within(form).getByLabelText('System') as HTMLSelectElement;
    const notation = [...system.options].find((option) => option.textContent === 'Dice notation');
    expect(notation, 'Dice notation among the systems').toBeTruthy();
    fireEvent.change(system, { target: { value: notation!.value } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Dice/ }), { target: { value: '4d6kh3' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    });
    expect(sent).toEqual([
      {
        action: 'request',
        args: [{ to: 'all', system: 'dice', test: 'notation', input: { notation: '4d6kh3' } }],
      },
    ]);
  });
});
