import { parseDiceFaces } from '../args.js';
import { UsageError } from '../errors.js';
import { formatRoll } from '../format/roll-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import { expandRolls, rollAll } from '../input/roll-list.js';
import { type CommandContext, writeJson } from './context.js';
import { rejectFlags } from './test-request.js';

/**
 * `verdict roll <notation>... [--seed S] [--dice 3,5] [--total] [--json]`: every die with what happened to it.
 * Several notations, or `6x4d6kh3` (six rolls), roll one after the other; `--total` prints only the totals, one a
 * line; `--json` prints `POST /v1/roll`'s body for one notation, a list of them for several.
 */
export function rollCommand(context: CommandContext): void {
  const args = context.line.positionals;
  if (args.length === 0) throw new UsageError('Missing <notation>: verdict roll 2d6+1');
  rejectFlags(context, 'roll', ['character']);
  if (context.line.dice !== undefined && context.line.seed !== undefined) {
    throw new UsageError('Unexpected --seed with --dice, expected one of them');
  }
  if (context.line.total && context.line.json) {
    throw new UsageError('Unexpected --total with --json, expected one of them');
  }
  if (args.some((arg) => /^[-+*/]$/.test(arg))) {
    throw new UsageError(
      `Unexpected argument '${args.find((arg) => /^[-+*/]$/.test(arg))}': each argument is one roll; quote notation with spaces ('2d6 + 1')`,
    );
  }
  // `2d6 +3` is almost certainly `2d6+3` typed with a space, not a second roll of the constant 3.
  const glued = args.findIndex((arg, index) => index > 0 && /^[-+*/]/.test(arg));
  if (glued > 0) {
    const [before, after] = [args[glued - 1], args[glued]];
    throw new UsageError(
      `Unexpected argument '${after}': it reads as part of '${before}'; write '${before}${after}' (each argument is one roll)`,
    );
  }
  const { specs, several } = expandRolls(args);
  const { rolls, seed } = rollAll(specs, several, {
    ...(context.line.seed === undefined ? {} : { seed: context.line.seed }),
    ...(context.line.dice === undefined ? {} : { dice: parseDiceFaces(context.line.dice) }),
  });
  if (context.line.json) {
    writeJson(context, several ? rolls : rolls[0]);
    return;
  }
  if (context.line.total) {
    context.write(`${rolls.map((roll) => roll.total).join('\n')}\n`);
    // The totals stay alone on stdout for scripts; a seed drawn here goes to stderr, so the rolls can be replayed.
    if (seed !== undefined && context.line.seed === undefined) {
      const each = several ? `; roll N alone: --seed ${seed}:N` : '';
      context.stderr?.write(`Seed ${seed} (replay with --seed ${seed}${each})\n`);
    }
    return;
  }
  const { style } = context.palette;
  // The notation, its labels and comment are what was typed: shown escaped.
  const lines = rolls.flatMap((roll) => formatRoll(terminalSafe(roll), context.palette));
  if (several) lines.push(`Totals: ${rolls.map((roll) => style('bold', String(roll.total))).join(' ')}`);
  if (seed !== undefined && context.line.seed === undefined) {
    const shown = terminalSafe(seed);
    const each = several ? `; roll N alone: --seed ${shown}:N` : '';
    lines.push(style('dim', `Seed ${shown} (replay with --seed ${shown}${each})`));
  } else if (seed !== undefined && several) {
    // A seed given is not echoed back (the earlier review's 21); how one of several rolls replays alone is news.
    lines.push(style('dim', `Roll N alone: --seed ${terminalSafe(seed)}:N`));
  }
  context.write(`${lines.join('\n')}\n`);
}
