/**
 * @module
 * `verdict room answer <seq | note> [field=value ...] [--character NAME] [--input JSON] [--client-seed S | --dice F,...]`:
 * answers a request through @verdict/room's room view, as the room screen does: the request is one waiting for
 * this seat (`requestToAnswer`, refused in the room's words before anything is sent), the answer is the view's
 * typed action, and its line is the view's. A request in parts (`room request --parts`) fixes the GM's fields;
 * the answer gives the player's: a saved character's input for the request's test (its fixed fields left out, the
 * GM sets them), then `--input` and `field=value` over it. A request with a whole input takes no input.
 */
import type { RequestEntry } from '@verdict/fair';
import { answerPartRefusal, requestToAnswer } from '@verdict/room';
import { parseDiceFaces } from '../args.js';
import { findTest, inputFlags } from '../commands/test-request.js';
import { UsageError } from '../errors.js';
import { readInput } from '../input/read-input.js';
import type { RoomContext } from './command.js';
import { freshClientSeed } from './play-commands.js';
import { characterPart } from './screen/answer-part.js';
import { seatOf } from './seat-commands.js';
import { printAppended, readSeatView, runAction } from './seat-view.js';
import { orUsage, refuseIf } from './usage.js';

/** Runs `verdict room answer`. */
export async function answerCommand(context: RoomContext): Promise<number> {
  const seat = seatOf(context);
  const [seqText, ...pairs] = context.args;
  if (seqText === undefined)
    throw new UsageError("Missing <seq>: verdict room answer <seq | 'the GM's note'> [field=value ...]");
  const flags = context.line.room;
  if (flags.clientSeed !== undefined && context.line.dice !== undefined)
    throw new UsageError('Unexpected --client-seed with --dice: entered dice take no client seed');
  const { client, view } = await readSeatView(context, seat);
  const request = orUsage(requestToAnswer(client.getSnapshot(), seqText, 'answer'));
  const input = answerInput(context, request, pairs);
  // A request in parts: the player's part is checked here first (exit 2, nothing sent).
  refuseIf(
    answerPartRefusal({ registry: context.registry, request, part: input, command: 'verdict room answer' }),
  );
  const dice = context.line.dice === undefined ? undefined : parseDiceFaces(context.line.dice);
  const answered = await runAction('answer', view.getSnapshot().actions.answer, (answer) =>
    answer(request.seq, {
      ...(input === undefined ? {} : { input }),
      ...(dice === undefined ? { clientSeed: flags.clientSeed ?? freshClientSeed() } : { dice }),
    }),
  );
  return printAppended(context, { seat, view, appended: answered });
}

/** The player's part: a saved character (its fixed fields left out), then --input and field=value pairs. */
function answerInput(context: RoomContext, request: RequestEntry, pairs: readonly string[]): unknown {
  const { character } = context.line;
  const given = character !== undefined || pairs.length > 0 || context.line.input !== undefined;
  if (request.fixes === undefined) {
    if (given)
      throw new UsageError(
        `answer: request ${request.seq} gives the whole input; answer it without --character, --input or field=value`,
      );
    return undefined;
  }
  const manifest = findTest(context, request.system, request.test);
  const own = character === undefined ? undefined : characterPart(context.env, character, request);
  return readInput(
    { ...inputFlags(context), pairs, ...(own ? { character: own } : {}) },
    manifest.inputSchema,
  );
}
