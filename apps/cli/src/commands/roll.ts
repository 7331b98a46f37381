import { rollDice } from '@verdict/dice';
import { parseDiceFaces } from '../args.js';
import { UsageError } from '../errors.js';
import { formatRoll } from '../format/roll-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import { type CommandContext, writeJson } from './context.js';

/** `verdict roll <notation> [--seed S] [--dice 3,5] [--json]`: every die with what happened to it. */
export function rollCommand(context: CommandContext): void {
  const [notation, ...rest] = context.line.positionals;
  if (notation === undefined) throw new UsageError('Missing <notation>: verdict roll 2d6+1');
  if (rest.length > 0) {
    throw new UsageError(`Unexpected argument '${rest[0]}': quote notation with spaces ('2d6 + 1')`);
  }
  if (context.line.dice !== undefined && context.line.seed !== undefined) {
    throw new UsageError('Unexpected --seed with --dice, expected one of them');
  }
  const body = rollDice({
    notation,
    ...(context.line.seed === undefined ? {} : { seed: context.line.seed }),
    ...(context.line.dice === undefined ? {} : { dice: parseDiceFaces(context.line.dice) }),
  });
  if (context.line.json) {
    writeJson(context, body);
    return;
  }
  const { style } = context.palette;
  // The notation, its labels and comment are what was typed: shown escaped.
  const shown = terminalSafe(body);
  const lines = formatRoll(shown, context.palette);
  if (shown.seed !== undefined)
    lines.push(style('dim', `Seed ${shown.seed} (replay with --seed ${shown.seed})`));
  context.write(`${lines.join('\n')}\n`);
}
