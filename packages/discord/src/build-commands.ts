import type { SystemManifest } from '@verdict/core';
import type { JsonSchema } from '@verdict/form';
import {
  type ApplicationCommand,
  type CommandOption,
  IntegrationType,
  InteractionContext,
  OptionType,
} from './discord-types.js';
import { type FieldOptionPlan, fieldOptions, toCommandOption } from './field-options.js';
import { commandSize, MAX_COMMAND_CHARS } from './limits.js';
import { clip, toDiscordName } from './names.js';

/** The options every test's subcommand has besides its fields. */
export const FIXED = {
  fields: 'fields',
  dice: 'dice',
  oddsFirst: 'odds_first',
  private: 'private',
  byRound: 'by_round',
} as const;

/** Command names the dice commands use; a system whose id is one of them gets a `v-` prefix. */
export const DICE_COMMANDS = ['roll', 'odds', 'verdict', 'save', 'saved', 'r', 'unsave', 'board'] as const;

/** Saved tests' names: 1-32 letters, digits, spaces, `-` and `_`, starting with a letter or digit. */
export const SAVED_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,31}$/u;

/** One test as a subcommand: what the interactions endpoint needs to turn options back into an input. */
export interface TestCommandPlan {
  readonly command: string;
  readonly subcommand: string;
  readonly system: string;
  readonly test: string;
  readonly title: string;
  readonly rounds: boolean;
  readonly schema: JsonSchema;
  /** The fields offered as options (the rest go through `fields`). */
  readonly fields: readonly FieldOptionPlan[];
}

/**
 * Dice, odds and every system's tests work wherever a user is: installed to a server or to a user's account,
 * in a server's channel, the bot's DM or any DM and group DM (a roll needs nothing of a server).
 */
export const ANYWHERE = {
  integration_types: [IntegrationType.GuildInstall, IntegrationType.UserInstall],
  contexts: [InteractionContext.Guild, InteractionContext.BotDm, InteractionContext.PrivateChannel],
} as const;

/** Linking a channel to a room needs a server's channel, and the app installed to that server. */
export const SERVER_ONLY = {
  integration_types: [IntegrationType.GuildInstall],
  contexts: [InteractionContext.Guild],
} as const;

/** The definitions to register, and the plan of each test's subcommand. */
export interface DiscordCommandSet {
  readonly commands: readonly ApplicationCommand[];
  readonly tests: readonly TestCommandPlan[];
  /** Systems or tests that could not get a command (over Discord's 25 subcommands, or a clashing name). */
  readonly omitted: readonly string[];
}

/**
 * Builds Discord slash commands from a registry manifest (`describeRegistry`): `/roll` and `/odds` for dice
 * notation, `/verdict table link|verify|unlink` to bind a channel to a fair room, and one command per system with a subcommand per test, whose options are the input's scalar
 * fields (enums as choices, or autocomplete past 25 values) plus `fields`, `dice`, `odds_first`,
 * `private` and, for tests with rounds, `by_round`. Any system package gets commands with no Discord code.
 * Every command but `/verdict` may be used from a user install, in DMs and group DMs too ({@link ANYWHERE});
 * `/verdict` (tables, a server's defaults) needs a server's channel and the server install ({@link SERVER_ONLY});
 * `/board` posts a button per saved test.
 * Descriptions are shortened, and choices turned into autocomplete, until each command fits Discord's limits.
 *
 * @example
 * const { commands } = buildDiscordCommands(describeRegistry(registry));
 * commands.map((c) => c.name); // ['roll', 'odds', 'verdict', 'save', 'saved', 'r', 'unsave', 'board', 'd20-roll-under', …]
 */
export function buildDiscordCommands(manifest: {
  readonly systems: readonly SystemManifest[];
}): DiscordCommandSet {
  const commands: ApplicationCommand[] = [
    rollCommand(),
    oddsCommand(),
    verdictCommand(),
    ...savedTestCommands(),
  ];
  const tests: TestCommandPlan[] = [];
  const omitted: string[] = [];
  const taken = new Set<string>(DICE_COMMANDS);
  for (const system of manifest.systems) {
    let command = toDiscordName(system.id);
    if (taken.has(command)) command = toDiscordName(`v-${command}`);
    if (taken.has(command) || commands.length >= 100) {
      omitted.push(`${system.id}: no free command name (or over Discord's 100 commands)`);
      continue;
    }
    taken.add(command);
    const plans: TestCommandPlan[] = [];
    const subNames = new Set<string>();
    for (const test of system.tests) {
      const subcommand = toDiscordName(test.id);
      if (plans.length >= 25 || subNames.has(subcommand)) {
        omitted.push(`${system.id}/${test.id}: over Discord's 25 subcommands, or a clashing name`);
        continue;
      }
      subNames.add(subcommand);
      const schema = test.inputSchema as JsonSchema;
      const reserved = new Set<string>(Object.values(FIXED));
      const budget = 25 - (test.rounds ? 5 : 4);
      plans.push({
        command,
        subcommand,
        system: system.id,
        test: test.id,
        title: test.title,
        rounds: test.rounds,
        schema,
        fields: fieldOptions(schema, reserved).slice(0, budget),
      });
    }
    let fitted = fitCommand(command, `${system.name}: ${system.description}`, plans, system.tests);
    // Still too big at the smallest shape: leave tests out, last first, until the command fits.
    while (commandSize(fitted.command) > MAX_COMMAND_CHARS && plans.length > 1) {
      const dropped = plans.pop()!;
      omitted.push(`${system.id}/${dropped.test}: over Discord's 4,000 characters for one command`);
      fitted = fitCommand(command, `${system.name}: ${system.description}`, plans, system.tests);
    }
    commands.push(fitted.command);
    tests.push(...fitted.plans);
  }
  return { commands, tests, omitted };
}

type Shape = { descriptionMax: number; asChoices: boolean; keep: number };

/** Shrinks descriptions, then turns choices into autocomplete, then drops optional fields until it fits. */
function fitCommand(
  name: string,
  description: string,
  plans: TestCommandPlan[],
  manifests: SystemManifest['tests'],
): { command: ApplicationCommand; plans: TestCommandPlan[] } {
  const shapes: Shape[] = [];
  for (const asChoices of [true, false]) {
    for (const descriptionMax of [100, 60, 40, 24, 12]) shapes.push({ descriptionMax, asChoices, keep: 25 });
  }
  for (const keep of [15, 10, 5, 0]) shapes.push({ descriptionMax: 12, asChoices: false, keep });
  let last: { command: ApplicationCommand; plans: TestCommandPlan[] } | undefined;
  for (const shape of shapes) {
    const shaped = plans.map((plan) => ({ ...plan, fields: keepFields(plan.fields, shape.keep) }));
    const command: ApplicationCommand = {
      type: 1,
      name,
      description: clip(description, 100),
      ...ANYWHERE,
      options: shaped.map((plan) => {
        const test = manifests.find((t) => t.id === plan.test)!;
        return subcommand(plan, `${test.title}: ${test.description}`, shape);
      }),
    };
    last = { command, plans: shaped };
    if (commandSize(command) <= MAX_COMMAND_CHARS) return last;
  }
  return last!;
}

function keepFields(fields: readonly FieldOptionPlan[], keep: number): FieldOptionPlan[] {
  const required = fields.filter((f) => f.required);
  return [...required, ...fields.filter((f) => !f.required).slice(0, Math.max(0, keep - required.length))];
}

function subcommand(plan: TestCommandPlan, description: string, shape: Shape): CommandOption {
  const d = shape.descriptionMax;
  const fixed: CommandOption[] = [
    text(
      FIXED.fields,
      'More fields as field=value: modifiers=-3:poor tackle;+1:dusk, or modifiers.0.amount=-3',
      d,
    ),
    text(FIXED.dice, 'Your own dice: their faces in order (15, or 6 3 5 1)', d),
    flag(FIXED.oddsFirst, 'Show the exact odds first, with a Roll button', d),
    flag(FIXED.private, 'Only you see the reply (a secret roll)', d),
    ...(plan.rounds ? [flag(FIXED.byRound, 'Play round by round, a button for each roll', d)] : []),
  ];
  return {
    type: OptionType.SubCommand,
    name: plan.subcommand,
    description: clip(description, d),
    options: [...plan.fields.map((f) => toCommandOption(f, shape)), ...fixed],
  };
}

function text(name: string, description: string, max: number, required = false): CommandOption {
  return {
    type: OptionType.String,
    name,
    description: clip(description, max),
    ...(required ? { required: true } : {}),
    max_length: 1000,
  };
}

function flag(name: string, description: string, max: number): CommandOption {
  return { type: OptionType.Boolean, name, description: clip(description, max) };
}

function rollCommand(): ApplicationCommand {
  return {
    type: 1,
    name: 'roll',
    description: 'Roll dice notation (2d6+3, 4d6kh3, d%), with the chance of the total',
    ...ANYWHERE,
    options: [
      text('notation', 'Dice notation: 2d6+3, 4d6kh3, 2d20kl1, d%', 100, true),
      text(FIXED.dice, 'Your own dice: their faces in order (3 4)', 100),
      flag(FIXED.private, 'Only you see the reply (a secret roll)', 100),
    ],
  };
}

function oddsCommand(): ApplicationCommand {
  return {
    type: 1,
    name: 'odds',
    description: 'The exact odds of every total of dice notation, before you roll',
    ...ANYWHERE,
    options: [
      text('notation', 'Dice notation: 2d6+3, 4d6kh3, 2d20kl1, d%', 100, true),
      flag(FIXED.private, 'Only you see the reply', 100),
    ],
  };
}

/**
 * Saved tests: `/save` keeps the test you rolled last under a name (yours, or with `server` the server's, for
 * members who may manage it), `/saved` lists them, `/r` rolls one (its name autocompleted) with fields
 * changed by `fields`, `/unsave` forgets one.
 */
function savedTestCommands(): ApplicationCommand[] {
  const name = (description: string, autocomplete = false): CommandOption => ({
    ...text('name', description, 100, true),
    max_length: 32,
    ...(autocomplete ? { autocomplete: true } : {}),
  });
  const server = flag('server', "The server's list (saving or forgetting needs Manage Server)", 100);
  return [
    {
      type: 1,
      name: 'save',
      description: 'Save the test you rolled last, with its fields, under a name: /r name rolls it again',
      ...ANYWHERE,
      options: [name('A name: letters, digits, spaces, - and _ (1-32)'), server],
    },
    { type: 1, name: 'saved', description: "Your saved tests and this server's", ...ANYWHERE },
    {
      type: 1,
      name: 'r',
      description: 'Roll a saved test (yours first, then the server’s), changing fields if you like',
      ...ANYWHERE,
      options: [
        name('The saved test', true),
        text(FIXED.fields, 'Fields to change, as field=value: modifiers=+2, value=14', 100),
        text(FIXED.dice, 'Your own dice: their faces in order (15, or 6 3 5 1)', 100),
        flag(FIXED.private, 'Only you see the reply (a secret roll)', 100),
      ],
    },
    {
      type: 1,
      name: 'unsave',
      description: 'Forget a saved test',
      ...ANYWHERE,
      options: [name('The saved test', true), server],
    },
    {
      type: 1,
      name: 'board',
      description: 'Post a button for each of your saved tests (or the server’s): one tap rolls it',
      ...ANYWHERE,
      options: [
        flag('server', "The server's saved tests, for every member to roll", 100),
        flag(FIXED.private, 'The board and its rolls are seen only by whoever taps', 100),
      ],
    },
  ];
}

/**
 * `/verdict table link|verify|unlink`: a channel bound to a fair room, whose rolls then go into its log;
 * `/verdict defaults [private] [odds_first]`: what a server's commands use when a user leaves those options out.
 */
function verdictCommand(): ApplicationCommand {
  const sub = (name: string, description: string, options: CommandOption[] = []): CommandOption => ({
    type: OptionType.SubCommand,
    name,
    description,
    ...(options.length > 0 ? { options } : {}),
  });
  return {
    type: 1,
    name: 'verdict',
    description: "Verdict tables (a channel's fair room) and this server's defaults",
    ...SERVER_ONLY,
    options: [
      {
        type: OptionType.SubCommandGroup,
        name: 'table',
        description: "This channel's fair room",
        options: [
          sub('link', "GM: this channel's test rolls go into a room's verifiable log", [
            { ...text('room', 'The room id (from POST /v1/rooms)', 100, true), max_length: 64 },
            {
              ...text('token', "The GM's member token of that room (the reply is private)", 100, true),
              max_length: 200,
            },
          ]),
          sub('verify', "Check the linked room's whole log (hash chain, seeds, nonces, outcomes)"),
          sub('unlink', 'Stop logging this channel into its room'),
        ],
      },
      sub(
        'defaults',
        "Manage Server: this server's defaults when a command leaves them out (none: show them)",
        [
          flag(FIXED.private, 'Rolls and odds reply privately unless asked otherwise', 100),
          flag(FIXED.oddsFirst, 'Tests show the exact odds first, with a Roll button', 100),
        ],
      ),
    ],
  };
}
