import { resolveTest } from '@verdict/core';
import { formatOutcome } from '../format/outcome-text.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { kernelRandom } from '../input/kernel-random.js';
import { type CommandContext, writeJson } from './context.js';
import { checkWholeInput, readTestRequest } from './test-request.js';

/** `verdict resolve <system> <test> ...`: resolves one test; `--json` prints the HTTP API's Outcome. */
export function resolveCommand(context: CommandContext): void {
  const request = readTestRequest(context, 'resolve');
  checkWholeInput(context, request);
  const outcome = resolveTest(
    context.registry,
    {
      system: request.system,
      test: request.test,
      input: request.input,
      ...(request.dice === undefined ? {} : { dice: request.dice }),
      ...(request.seed === undefined ? {} : { seed: request.seed }),
    },
    { random: kernelRandom() },
  );
  if (context.line.json) {
    writeJson(context, outcome);
    return;
  }
  // Names, labels and outcome words (from the input or a third-party system) are shown escaped.
  const title = context.palette.style(
    'dim',
    terminalText(`${request.system}/${request.test}: ${request.manifest.title}`),
  );
  const labels = terminalSafe(request.manifest.labels);
  context.write(
    `${title}\n${formatOutcome(terminalSafe(outcome), context.palette, labels, {
      seedGiven: request.seed !== undefined,
    })}\n`,
  );
}
