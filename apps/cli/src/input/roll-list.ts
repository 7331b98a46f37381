import {
  createSeed,
  createTray,
  DiceError,
  LIMITS,
  type RollResponse,
  rollDice,
  rollNotation,
  seedProblem,
} from '@verdict/dice';
import { UsageError } from '../errors.js';
import { kernelRandom } from './kernel-random.js';

/** One roll asked for on the command line: its notation and which argument it came from (1-based). */
export interface RollSpec {
  readonly notation: string;
  readonly argument: number;
}

/** At most this many rolls in one `verdict roll` (`1000x1d6`, or several arguments together). */
export const MAX_ROLLS = 1000;

/**
 * `6x4d6kh3`: six rolls of `4d6kh3`. Dice notation has no `x` after a leading number, so this never clashes; what
 * is repeated must roll dice (`2x6` is not a repeat of the constant 6 but bad notation, as before).
 */
const REPEAT = /^(\d+)x(.*d.*)$/is;

/**
 * The rolls of `verdict roll`'s arguments: each argument one roll, or `Nx<notation>` N rolls of it. `several` is
 * true unless there is exactly one argument and no repeat (then `--json` prints one body, as `POST /v1/roll`).
 *
 * @example
 * expandRolls(['2d20kh1+5', '3x1d6']).specs.length; // 4
 */
export function expandRolls(args: readonly string[]): { specs: RollSpec[]; several: boolean } {
  const specs: RollSpec[] = [];
  let repeated = false;
  args.forEach((arg, index) => {
    const match = REPEAT.exec(arg);
    const count = match ? Number(match[1]) : 1;
    if (match) repeated = true;
    if (match && (count < 1 || count > MAX_ROLLS)) {
      throw new UsageError(
        `Roll ${index + 1} ('${arg}'): expected a repeat count from 1 to ${MAX_ROLLS}, got ${match[1]}`,
      );
    }
    if (specs.length + count > MAX_ROLLS) {
      throw new UsageError(`Too many rolls: at most ${MAX_ROLLS} in one command`, { code: 'limit_exceeded' });
    }
    for (let i = 0; i < count; i++) specs.push({ notation: match ? match[2]! : arg, argument: index + 1 });
  });
  return { specs, several: repeated || args.length > 1 };
}

/**
 * Rolls each spec: from entered faces, used in order across the rolls; or from a seed, roll N (1-based) drawing from
 * `SEED:N` (so each roll's body carries a seed that replays it alone), `SEED` itself for a single roll. Nothing is
 * returned unless every roll succeeds (no half-done output).
 */
export function rollAll(
  specs: readonly RollSpec[],
  several: boolean,
  options: { readonly seed?: string; readonly dice?: readonly number[] },
): { rolls: RollResponse[]; seed?: string } {
  if (!several) {
    // One notation: exactly `POST /v1/roll`, errors and all.
    const roll = rollDice(
      {
        notation: specs[0]!.notation,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.dice === undefined ? {} : { dice: options.dice }),
      },
      kernelRandom(),
    );
    return { rolls: [roll], ...(roll.seed === undefined ? {} : { seed: roll.seed }) };
  }
  if (options.dice !== undefined) return { rolls: rollEntered(specs, options.dice) };
  const seed = options.seed ?? createSeed(kernelRandom());
  const rolls: RollResponse[] = [];
  let drawn = 0;
  specs.forEach((spec, index) => {
    const own = `${seed}:${index + 1}`;
    const problem = seedProblem(own);
    if (problem) throw new UsageError(`--seed: roll ${index + 1} draws from '${own}': ${problem}`);
    const roll = withRoll(spec, index, 0, () =>
      rollDice({ notation: spec.notation, seed: own }, kernelRandom()),
    );
    drawn += roll.dice.length;
    if (drawn > LIMITS.maxDicePerRequest) {
      const message = `Too many dice: at most ${LIMITS.maxDicePerRequest} dice can be drawn by one command`;
      throw new DiceError('limit_exceeded', message, [{ path: ['dice'], message }]);
    }
    rolls.push(roll);
  });
  return { rolls, seed };
}

function rollEntered(specs: readonly RollSpec[], dice: readonly number[]): RollResponse[] {
  let used = 0;
  const rolls = specs.map((spec, index) =>
    withRoll(spec, index, used, () => {
      // A first pass counts the faces this roll draws (explosions and rerolls draw more), then the roll is made
      // with exactly those, so its body is `rollDice`'s own.
      const tray = createTray({ faces: dice.slice(used) });
      rollNotation(spec.notation, tray);
      const roll = rollDice(
        { notation: spec.notation, dice: dice.slice(used, used + tray.records.length) },
        // Unused (the faces are given); a default would read globalThis.crypto, which loads Web Crypto.
        kernelRandom(),
      );
      used += tray.records.length;
      return roll;
    }),
  );
  if (used < dice.length) {
    const message = `Die ${used + 1} is left over: ${dice.length} entered, the rolls use ${used}`;
    throw new DiceError('dice_left_over', message, [{ path: ['dice', used], message }]);
  }
  return rolls;
}

/** Runs one roll; its dice errors name the roll, and count dice from the first entered (`--dice`'s order). */
function withRoll(spec: RollSpec, index: number, offset: number, roll: () => RollResponse): RollResponse {
  try {
    return roll();
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    const renumber = (text: string) =>
      text.replace(/\b([Dd]ie) (\d+)/g, (_, word: string, n: string) => `${word} ${Number(n) + offset}`);
    const issues = error.issues.map((issue) => ({
      ...issue,
      message: renumber(issue.message),
      path:
        issue.path[0] === 'dice' && typeof issue.path[1] === 'number'
          ? ['dice', issue.path[1] + offset, ...issue.path.slice(2)]
          : issue.path,
    }));
    const where = `Roll ${index + 1} ('${spec.notation}', argument ${spec.argument})`;
    throw new DiceError(error.code, `${where}: ${renumber(error.message)}`, issues, {
      ...(error.position === undefined ? {} : { position: error.position }),
      ...(error.limit === undefined ? {} : { limit: error.limit }),
      ...(error.notation === undefined ? {} : { notation: error.notation }),
      ...(error.suggestion === undefined ? {} : { suggestion: error.suggestion }),
    });
  }
}
