import { oddsTest } from '@verdict/core';
import { formatOdds } from '../format/odds-text.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { type CommandContext, writeJson } from './context.js';
import { readTestRequest, rejectFlags } from './test-request.js';

/** `verdict odds <system> <test> ...`: the exact odds of every outcome; `--json` prints the HTTP API's Odds. */
export function oddsCommand(context: CommandContext): void {
  rejectFlags(context, 'odds', ['dice', 'seed']);
  const request = readTestRequest(context, 'odds');
  const odds = oddsTest(context.registry, {
    system: request.system,
    test: request.test,
    input: request.input,
  });
  if (context.line.json) {
    writeJson(context, odds);
    return;
  }
  const title = context.palette.style(
    'dim',
    terminalText(`${request.system}/${request.test}: ${request.manifest.title}`),
  );
  context.write(`${title}\n${formatOdds(terminalSafe(odds), context.palette, context.columns)}\n`);
}
