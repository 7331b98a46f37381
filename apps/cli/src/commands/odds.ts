import { oddsTest } from '@verdict/core';
import { DiceError, notationOdds } from '@verdict/dice';
import { UsageError } from '../errors.js';
import { formatNotationOdds } from '../format/notation-odds-text.js';
import { formatOdds } from '../format/odds-text.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { wrapWords } from '../format/wrap-words.js';
import { type CommandContext, writeJson } from './context.js';
import { checkIds, didYouMean } from './known-ids.js';
import { checkWholeInput, readTestRequest, rejectFlags } from './test-request.js';

/**
 * `verdict odds <system> <test> ...`: the exact odds of every outcome; `verdict odds <notation>`: the exact
 * distribution of dice notation. The first argument tells them apart: a system's id, or else notation.
 * `--json` prints the HTTP API's body (Odds, or NotationOdds as `POST /v1/odds`).
 */
export function oddsCommand(context: CommandContext): void {
  const [first, ...rest] = context.line.positionals;
  if (first !== undefined && !context.registry.systems.some((s) => s.id === first)) {
    notationOddsCommand(context, first, rest);
    return;
  }
  rejectFlags(context, 'odds', ['dice', 'seed']);
  const request = readTestRequest(context, 'odds');
  checkWholeInput(context, request);
  const odds = oddsTest(context.registry, {
    system: request.system,
    test: request.test,
    input: request.input,
  });
  if (context.line.json) {
    writeJson(context, odds);
    return;
  }
  // Titles, labels and outcome words of third-party systems are shown escaped.
  const title = wrapWords(
    terminalText(`${request.system}/${request.test}: ${request.manifest.title}`),
    context.columns,
    2,
  )
    .map((line) => context.palette.style('dim', line))
    .join('\n');
  const labels = terminalSafe(request.manifest.labels);
  context.write(`${title}\n${formatOdds(terminalSafe(odds), context.palette, context.columns, labels)}\n`);
}

function notationOddsCommand(context: CommandContext, notation: string, rest: readonly string[]): void {
  // `verdict odds 2d6-pol check`: a misspelt system, not notation.
  const systems = context.registry.systems.map((s) => s.id);
  if (rest.length > 0 && didYouMean(notation, systems)) checkIds(context.registry, notation, {});
  rejectFlags(context, 'odds', ['dice', 'seed', 'character', 'total']);
  if (context.line.input !== undefined || context.line.inputFile !== undefined) {
    throw new UsageError(`Unexpected input flags: '${notation}' is dice notation, not a system and test`);
  }
  if (rest.length > 0) {
    throw new UsageError(
      `Unexpected argument '${rest[0]}': '${notation}' is not a system, so it is read as dice notation; quote notation with spaces ('2d6 + 1')`,
    );
  }
  let odds: ReturnType<typeof notationOdds>;
  try {
    odds = notationOdds(notation);
  } catch (error) {
    // `verdict odds t31`: not notation, and close to a system's id.
    if (error instanceof DiceError && error.code === 'invalid_notation' && didYouMean(notation, systems)) {
      checkIds(context.registry, notation, {});
    }
    throw error;
  }
  if (context.line.json) {
    writeJson(context, odds);
    return;
  }
  // The notation and its comment are what was typed: shown escaped.
  const shown = terminalSafe(odds);
  const title = context.palette.style(
    'dim',
    `${shown.notation}${shown.comment ? `  # ${shown.comment}` : ''}`,
  );
  context.write(`${title}\n${formatNotationOdds(shown, context.palette, context.columns)}\n`);
}
