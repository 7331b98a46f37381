import type { Registry } from '@verdict/core';
import { formatFields } from '../format/fields-text.js';
import { terminalJson, terminalSafe, terminalText } from '../format/terminal-text.js';
import { wrapWords } from '../format/wrap-words.js';
import { MAX_ROLLS } from '../input/roll-list.js';
import { ROOM_HELP } from '../room/help.js';
import type { CommandContext } from './context.js';
import { findTest } from './test-request.js';

const CHARACTER_FLAG = `
  --character, -c NAME     a character saved on the play screen (s) for this test ('verdict characters')`;

/**
 * The input flags of `resolve` and `odds`; `tool` takes no saved character (its help must not offer one), and its
 * examples are a tool's (the review's 10: its help showed `resolve d20-roll-under check` and `modifiers.0.amount`).
 */
const inputFlags = (character: boolean) => {
  const pair = character ? 'modifiers.0.amount=-3' : 'boon=13';
  const short = character
    ? `
                           a list of objects written short: modifiers=-3:poor tackle;+1:dusk`
    : '';
  const piped = character
    ? `echo '{"value":12}' | verdict resolve d20-roll-under check`
    : `echo '{"boon":13}' | verdict tool t13 boon-value`;
  return `Input (each layer over the one before; objects merged, pairs win):${character ? CHARACTER_FLAG : ''}
  --input, -i JSON         the whole input as JSON
  --input-file, -f FILE    read the input JSON from FILE, or '-' for stdin
  -                        read the input JSON from stdin (as --input-file -)
  field=value              one field; nested with dots, lists with indexes: ${pair}${short}
  When stdin is a pipe, a file or a socket and no input is given at all (no flag above, no pair), the input JSON is
  read from stdin: ${piped}`;
};
const INPUT_FLAGS = inputFlags(true);

/** The flags every command takes, said in full once: in the top help (`verdict --help`). */
const COMMON_FULL = `Common flags:
  --json                   print exactly the HTTP API's JSON body; a failure prints the API's problem JSON
                           { type, title, status, detail, code, errors?: [{ path, message }] } on stdout
  --no-color               no colour (also NO_COLOR=1; there is none when stdout is not a terminal)
  --system-package NAME    load an extra game system package (repeatable; or VERDICT_SYSTEMS=a,b)
  --help, -h               help for a command
  --version, -v            the version`;

/** A command's page names them in one line (they were the same 6 lines on every page; the review's §3). */
const COMMON =
  "Common flags: --json, --no-color, --system-package NAME, --help/-h, --version/-v ('verdict --help' says each)";

/** Help text per command, with examples. */
export const HELP: Readonly<Record<string, string>> = {
  ...ROOM_HELP,
  main: `verdict: resolve tabletop RPG tests exactly as the rules say, with exact odds.

Usage:
  verdict                          play in the terminal (interactive; needs a terminal)
  verdict systems [--json]         the systems and their tests
  verdict resolve <system> <test>  resolve one test
  verdict odds <system> <test>     the exact odds of every outcome
  verdict odds <notation>          the exact distribution of dice notation (8d6!kh3)
  verdict roll <notation>...       roll dice notation (2d6+1, 4d6kh3, 10d6!, 20d10>=8; 6x4d6kh3: six rolls)
  verdict discord register         register the Discord slash commands (see 'verdict discord --help')
  verdict tool <system> <tool>     run a system's tool (T13: the Value of a Boon)
  verdict characters               the characters saved on the play screen (for --character)
  verdict completion <shell>       shell completion for bash, zsh or fish
  verdict room <command>           play at a shared table on a server (create, join, roll, log, ...)
  verdict verify <export.json>     verify a room's exported log offline
  verdict help [<command>]         this help, or a command's (as verdict <command> --help)

Examples:
  verdict resolve d20-roll-under check value=12 modifiers.0.amount=-3 --dice 15
  verdict odds 2d6-pool check rating=3 difficulty=8
  echo '{"value":12}' | verdict resolve d20-roll-under check --json
  verdict roll 4d6kh3 --seed 1f2e3d4c5b6a7980
  verdict roll 6x4d6kh3 --total
  verdict tool t13 boon-value boon=13
  source <(verdict completion bash)

Exit codes: 0 done, 1 a bug, 2 bad usage or input (the message names the field),
5 a server refused the request (its problem is printed), 6 no server answered (room commands);
verdict verify also exits 3 (not completely verified yet) and 4 (a check failed): see its --help.
Colour follows the terminal; --no-color or NO_COLOR=1 turns it off.

Environment:
  VERDICT_SERVER           the server for 'verdict room' (as --server; a kept seat keeps its own server)
  VERDICT_SYSTEMS          extra game system packages, comma-separated (as --system-package)
  XDG_CONFIG_HOME          where characters, history and room seats are kept (default ~/.config; under verdict/)
  NO_COLOR                 no colour when set and not empty (as --no-color)
  FORCE_COLOR              colour even when stdout is not a terminal (0 or false: none)

${COMMON_FULL}

Run 'verdict <command> --help' for a command's flags.
Docs: https://github.com/verdict-rpg/verdict/tree/main/apps/cli#readme
Issues: https://github.com/verdict-rpg/verdict/issues`,
  discord: `verdict discord register [--application-id ID] [--token TOKEN] [--guild GUILD] [--api-base URL] [--json]
verdict discord commands [--json]

register sends the slash commands (built from every system loaded, with --system-package too) to Discord,
replacing the application's commands: globally, or in one guild with --guild (shown at once; good for testing).
commands prints them without sending anything (--json: exactly what register would send).

  --application-id ID      the application's id (or DISCORD_APPLICATION_ID)
  --token TOKEN            the bot token (or DISCORD_BOT_TOKEN; prefer the variable, flags show in ps)
  --guild GUILD            register in this guild only
  --api-base URL           Discord's REST API (or DISCORD_API_BASE; default https://discord.com/api/v10)
  --timeout SECONDS        how long Discord may take to answer (30 by default; then exit 6)

Examples:
  DISCORD_BOT_TOKEN=... verdict discord register --application-id 1234567890 --guild 987654321
  verdict discord commands --json | jq -r '.[].name'

${COMMON}`,
  systems: `verdict systems [--json]

The systems and their tests. --json prints the body of GET /v1/systems (with each test's JSON Schema and examples).

Examples:
  verdict systems
  verdict systems --json | jq '.systems[].id'

${COMMON}`,
  resolve: `verdict resolve <system> <test> [field=value ...] [--character NAME] [--input JSON | --input-file FILE | -]
        [--dice 15,7 | --seed S] [--json]

Resolves one test. Dice are generated from a fresh seed (printed, to replay the roll), from --seed,
or taken from --dice: the faces of physical dice, in the order the test rolls them.
--json prints exactly the HTTP API's Outcome.

${INPUT_FLAGS}

Dice:
  --dice, -d 15,7          entered faces instead of generated dice
  --seed, -s SEED          replay a generated roll

Examples:
  verdict resolve d20-roll-under check value=12 modifiers.0.label='poor tackle' modifiers.0.amount=-3 --dice 15
  verdict resolve 2d6-pool check --input '{"rating":3,"difficulty":8}' --seed 5eed --json
  echo '{"value":12}' | verdict resolve d20-roll-under check - modifiers.0.amount=-3 --dice 15
  # A character saved with s on the play screen (say 'Olaf: Fishing 12') is the base of the input:
  #   verdict resolve d20-roll-under check --character 'Olaf: Fishing 12' --dice 15
  verdict resolve d20-roll-under check --help      # the fields of a test, and its examples

${COMMON}`,
  odds: `verdict odds <system> <test> [field=value ...] [--character NAME] [--input JSON | --input-file FILE | -] [--json]
verdict odds <notation> [--json]

The exact odds of every outcome of a test, or the exact distribution of dice notation (never sampled).
The first argument tells them apart: a system's id (see 'verdict systems'), or else dice notation, in one
argument (quote it if it has spaces). --json prints exactly the HTTP API's Odds, or for notation the body of
POST /v1/odds: { notation, min, max, mean, standardDeviation, distribution, truncated? }.
Exploding dice are summed as their exact series, cut below 1e-12 (the mass cut is shown as Truncated).

${INPUT_FLAGS}

Examples:
  verdict odds d20-roll-under check value=12
  echo '{"tested":{"contributions":[{"boon":13}]},"opposing":{"difficulty":50}}' | verdict odds t13 value --json
  verdict odds 4d6kh3
  verdict odds '8d6!kh3'
  verdict odds '100d10>=6f1' --json

${COMMON}`,
  roll: `verdict roll <notation>... [--seed S | --dice 3,5] [--total] [--json]

Rolls dice notation as Roll20, Foundry VTT and rpg-dice-roller read it: NdS, d%, dF, d{2,3,5,7}; keep/drop
(4d6kh3, 2d20kl1, 4d6dl1); explode ! !>=5, compound !!, penetrate !p; reroll r<3, ro1; successes >=8 with
failures f1; min3 max5; critical marks cs>=19 cf1; + - * / ( ) floor ceil round abs min max; roll groups
{4d6, 3d8}kh1; labels 2d6[fire] and a # comment. Every die is shown with what happened to it:
! exploded, r rerolled, (..) dropped or rerolled, ✓ success, ✗ failure, * critical success, _ critical failure.
Each argument is one roll (quote notation with spaces; 2d6 +3 is refused: write 2d6+3); Nx<notation> rolls it N
times (6x4d6kh3: six rolls of 4d6kh3; at most ${MAX_ROLLS} rolls). With several rolls, --seed S gives roll N the seed S:N (so one roll replays
alone with --seed S:N), and --dice faces are used in order across the rolls.
--json prints the body of POST /v1/roll: { notation, total, dice, seed?, labels?, comment? }; with several
rolls, a list of them.

  --seed, -s SEED          replay a roll
  --dice, -d 3,5           use these faces instead of generated dice
  --total, -t              print only each roll's total, one a line (a seed drawn here: on stderr)

Examples:
  verdict roll 1d20
  verdict roll 2d20kh1+5 1d6
  verdict roll 6x4d6kh3 --total
  verdict roll '4d6kh3' --json
  verdict roll '8d6!kh3 # fireball'
  verdict roll 4dF+2 --dice 1,2,3,3          # Fate dice are entered as 1, 2, 3 (-, blank, +)
  verdict roll 2d6+1 --seed 0123456789abcdef

${COMMON}`,
  characters: `verdict characters [<system> [<test>]] [--json]

The characters saved on the play screen (s saves the input as a character), for --character NAME of
'verdict resolve' and 'verdict odds'. They are kept in $XDG_CONFIG_HOME/verdict/characters.json (default
~/.config/verdict/). --json prints { file, characters: [{ name, system, test, input }] }.

Examples:
  verdict characters
  verdict characters d20-roll-under check --json
  # With a character saved on the play screen (s), say 'Olaf: Fishing 12', its odds with a change:
  #   verdict odds d20-roll-under check --character 'Olaf: Fishing 12' modifiers.0.amount=-3

${COMMON}`,
  completion: `verdict completion <bash|zsh|fish>

Prints a completion script for the shell: commands, system, test and tool ids (those of --system-package too),
fields (value= and their choices), flags, and saved character names for --character. The script asks
'verdict' itself for the ids, so they stay current.

Examples:
  source <(verdict completion bash)                   # bash: in ~/.bashrc
  mkdir -p ~/.zfunc && verdict completion zsh > ~/.zfunc/_verdict   # zsh: fpath+=(~/.zfunc) before compinit
  mkdir -p ~/.config/fish/completions && verdict completion fish > ~/.config/fish/completions/verdict.fish

${COMMON}`,
  tool: `verdict tool <system> <tool> [field=value ...] [--input JSON | --input-file FILE] [--json]

Runs one of a system's tools: a calculator beside its tests (T13: the Value of a Boon, helpers needed, a name's
Geometry). 'verdict systems' lists them; --json prints the HTTP API's answer { system, tool, lines, values }.

${inputFlags(false)}

Examples:
  verdict tool t13 boon-value boon=13
  verdict tool t13 helpers value=1087 --json
  verdict tool t13 geometry --help      # the fields of a tool, and its examples

${COMMON}`,
};

/** The help of one test: its fields (from its JSON Schema) and its examples as ready-to-run commands. */
export function testHelp(context: CommandContext, command: string): string | undefined {
  const [system, test] = context.line.positionals;
  if (system === undefined || test === undefined) return undefined;
  const found = findTest(context, system, test);
  // Titles, descriptions and field notes of third-party systems are shown escaped.
  const manifest = terminalSafe(found);
  const examples = found.examples.map((example) => {
    // A test that draws no dice takes `--dice ''` (as the API's `dice: []`).
    const dice = example.dice
      ? ` --dice ${example.dice.length > 0 ? example.dice.join(',') : "''"}`
      : example.seed
        ? ` --seed ${terminalText(example.seed)}`
        : '';
    // The input as JSON that reads back the same (C0 escaped by JSON, C1 by terminalJson), quoted for a shell.
    const input = terminalJson(example.input).replaceAll("'", "'\\''");
    return `  # ${terminalText(example.title)}\n  verdict ${command} ${system} ${test} --input '${input}'${command === 'resolve' ? dice : ''}`;
  });
  // The terminal's width, or 80 for a pipe or a file: a help page is read (N14).
  const width = Number.isFinite(context.columns) ? context.columns : 80;
  return [
    ...wrapWords(
      `${system}/${test}: ${manifest.title}${manifest.rounds ? ' (can be played round by round in the interactive screen)' : ''}`,
      width,
      2,
    ),
    ...wrapWords(manifest.description, width),
    '',
    'Fields:',
    ...formatFields(manifest.inputSchema, width),
    '',
    ...(examples.length > 0 ? ['Examples:', ...examples, ''] : []),
    HELP[command] ?? '',
  ].join('\n');
}

/** The ids of every system and test, for a usage message. */
export function listTests(registry: Registry): string {
  return registry.systems.map((s) => `${s.id}: ${Object.keys(s.tests).join(', ')}`).join('\n');
}
