import type { Registry } from '@verdict/core';
import { formatFields } from '../format/fields-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import type { SchemaNode } from '../schema/json-schema.js';
import type { CommandContext } from './context.js';
import { findTest } from './test-request.js';

const INPUT_FLAGS = `Input (combine a JSON base with field=value pairs; pairs win):
  --input, -i JSON         the whole input as JSON
  --input-file, -f FILE    read the input JSON from FILE, or '-' for stdin
  field=value              one field; nested with dots, lists with indexes: modifiers.0.amount=-3`;

const COMMON = `Common flags:
  --json                   print exactly the HTTP API's JSON body
  --system-package NAME    load an extra game system package (repeatable; or VERDICT_SYSTEMS=a,b)
  --help, -h               help for a command
  --version, -v            the version`;

/** Help text per command, with examples. */
export const HELP: Readonly<Record<string, string>> = {
  main: `verdict: resolve tabletop RPG tests exactly as the rules say, with exact odds.

Usage:
  verdict                          play in the terminal (interactive; needs a terminal)
  verdict systems [--json]         the systems and their tests
  verdict resolve <system> <test>  resolve one test
  verdict odds <system> <test>     the exact odds of every outcome
  verdict roll <notation>          roll dice notation (2d6+1, 4d6kh3, d%)

Examples:
  verdict resolve d20-roll-under check value=12 modifiers.0.amount=-3 --dice 15
  verdict odds 2d6-pool check rating=3 difficulty=8
  echo '{"value":12}' | verdict resolve d20-roll-under check --input-file - --json
  verdict roll 4d6kh3 --seed 1f2e3d4c5b6a7980

Exit codes: 0 done, 2 bad usage or input (the message names the field), 1 a bug.
Colour follows the terminal; NO_COLOR=1 turns it off.

${COMMON}

Run 'verdict <command> --help' for a command's flags.`,
  systems: `verdict systems [--json]

The systems and their tests. --json prints the body of GET /v1/systems (with each test's JSON Schema and examples).

Examples:
  verdict systems
  verdict systems --json | jq '.systems[].id'

${COMMON}`,
  resolve: `verdict resolve <system> <test> [field=value ...] [--input JSON | --input-file FILE] [--dice 15,7 | --seed S] [--json]

Resolves one test. Dice are generated from a fresh seed (printed, to replay the roll), from --seed,
or taken from --dice: the faces of physical dice, in the order the test rolls them.
--json prints exactly the HTTP API's Outcome.

${INPUT_FLAGS}
  --dice, -d 15,7          entered faces instead of generated dice
  --seed, -s SEED          replay a generated roll

Examples:
  verdict resolve d20-roll-under check value=12 modifiers.0.label='poor tackle' modifiers.0.amount=-3 --dice 15
  verdict resolve 2d6-pool check --input '{"rating":3,"difficulty":8}' --seed 5eed --json
  verdict resolve d20-roll-under check --help      the fields of a test, and its examples

${COMMON}`,
  odds: `verdict odds <system> <test> [field=value ...] [--input JSON | --input-file FILE] [--json]

The exact odds of every outcome (never sampled). --json prints exactly the HTTP API's Odds.

${INPUT_FLAGS}

Examples:
  verdict odds d20-roll-under check value=12
  verdict odds t13 value --input-file pushers.json --json

${COMMON}`,
  roll: `verdict roll <notation> [--seed S | --dice 3,5] [--json]

Rolls dice notation: NdS, d% , keep/drop (4d6kh3, 2d20kl1, 4d6dl1), sums of dice and numbers (2d6+1d4-1).
--json prints the body of POST /v1/roll: { notation, total, dice, seed? }.

  --seed, -s SEED          replay a roll
  --dice, -d 3,5           use these faces instead of generated dice

Examples:
  verdict roll 1d20
  verdict roll '4d6kh3' --json
  verdict roll 2d6+1 --seed 0123456789abcdef

${COMMON}`,
};

/** The help of one test: its fields (from its JSON Schema) and its examples as ready-to-run commands. */
export function testHelp(context: CommandContext, command: string): string | undefined {
  const [system, test] = context.line.positionals;
  if (system === undefined || test === undefined) return undefined;
  const manifest = terminalSafe(findTest(context, system, test));
  const examples = manifest.examples.map((example) => {
    const dice = example.dice
      ? ` --dice ${example.dice.join(',')}`
      : example.seed
        ? ` --seed ${example.seed}`
        : '';
    const input = JSON.stringify(example.input).replaceAll("'", "'\\''");
    return `  # ${example.title}\n  verdict ${command} ${system} ${test} --input '${input}'${command === 'resolve' ? dice : ''}`;
  });
  return [
    `${system}/${test}: ${manifest.title}${manifest.rounds ? ' (can be played round by round in the interactive screen)' : ''}`,
    manifest.description,
    '',
    'Fields:',
    ...formatFields(manifest.inputSchema as SchemaNode),
    '',
    ...(examples.length > 0 ? ['Examples:', ...examples, ''] : []),
    HELP[command] ?? '',
  ].join('\n');
}

/** The ids of every system and test, for a usage message. */
export function listTests(registry: Registry): string {
  return registry.systems.map((s) => `${s.id}: ${Object.keys(s.tests).join(', ')}`).join('\n');
}
