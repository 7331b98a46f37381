import type { ApplicationCommand, CommandOption } from './discord-types.js';
import { OptionType } from './discord-types.js';
import { NAME_PATTERN } from './names.js';

/** Combined characters of names, descriptions and choice values in one command. */
export const MAX_COMMAND_CHARS = 4000;

/** One way a command definition breaks Discord's limits: where, and what. */
export interface CommandIssue {
  /** `t13 > dice > facet`: the command, subcommand and option. */
  readonly at: string;
  readonly message: string;
}

const length = (text: string) => [...text].length;

/**
 * Counts what Discord counts against the 4,000 characters of a command: the name, description and value
 * of the command, its options (subcommands and groups included) and their choices.
 *
 * @example
 * commandSize({ type: 1, name: 'roll', description: 'Roll dice' }); // 13
 */
export function commandSize(command: ApplicationCommand | CommandOption): number {
  let size = length(command.name) + length(command.description);
  for (const option of command.options ?? []) size += commandSize(option);
  for (const choice of 'choices' in command ? (command.choices ?? []) : []) {
    size += length(choice.name) + length(String(choice.value));
  }
  return size;
}

/**
 * Checks chat-input command definitions against Discord's documented limits (application commands:
 * naming, structure, option types, choices, autocomplete, 25 options, 100 commands, 4,000 characters).
 * An empty list means Discord's bulk overwrite would accept them as to shape and size.
 *
 * @example
 * validateCommands([{ type: 1, name: 'Roll', description: '' }]); // two issues: uppercase name, empty description
 */
export function validateCommands(commands: readonly ApplicationCommand[]): CommandIssue[] {
  const issues: CommandIssue[] = [];
  if (commands.length > 100)
    issues.push({ at: '(all)', message: `${commands.length} commands, at most 100` });
  unique(commands, '(all)', issues);
  for (const command of commands) {
    const at = command.name;
    if (command.type !== 1) issues.push({ at, message: 'type must be 1 (CHAT_INPUT)' });
    nameAndDescription(command, at, issues);
    const size = commandSize(command);
    if (size > MAX_COMMAND_CHARS) {
      issues.push({ at, message: `${size} combined characters, at most ${MAX_COMMAND_CHARS}` });
    }
    options(command.options ?? [], at, 0, issues);
    installs(command, at, issues);
  }
  return issues;
}

/** `integration_types` and `contexts`: known values, each once, and not empty when given. */
function installs(command: ApplicationCommand, at: string, issues: CommandIssue[]): void {
  const lists = [
    ['integration_types', command.integration_types, [0, 1]],
    ['contexts', command.contexts, [0, 1, 2]],
  ] as const;
  for (const [field, values, known] of lists) {
    if (values === undefined) continue;
    if (values.length === 0)
      issues.push({ at, message: `${field} is empty: leave it out for Discord's default` });
    for (const value of values) {
      if (!(known as readonly number[]).includes(value))
        issues.push({ at, message: `${field} has ${value}, not one of ${known.join(', ')}` });
    }
    if (new Set(values).size !== values.length) issues.push({ at, message: `${field} repeats a value` });
  }
}

function options(list: readonly CommandOption[], at: string, depth: number, issues: CommandIssue[]): void {
  if (list.length > 25) issues.push({ at, message: `${list.length} options, at most 25` });
  unique(list, at, issues);
  const nested = list.filter(
    (o) => o.type === OptionType.SubCommand || o.type === OptionType.SubCommandGroup,
  );
  if (nested.length > 0 && nested.length < list.length) {
    issues.push({ at, message: 'subcommands and plain options cannot be mixed at one level' });
  }
  let optionalSeen = false;
  for (const option of list) {
    const here = `${at} > ${option.name}`;
    nameAndDescription(option, here, issues);
    if (option.type === OptionType.SubCommandGroup) {
      if (depth > 0) issues.push({ at: here, message: 'a subcommand group can only be at the top level' });
      if ((option.options ?? []).some((o) => o.type !== OptionType.SubCommand)) {
        issues.push({ at: here, message: 'a subcommand group holds only subcommands' });
      }
      options(option.options ?? [], here, depth + 1, issues);
      continue;
    }
    if (option.type === OptionType.SubCommand) {
      if (
        (option.options ?? []).some(
          (o) => o.type === OptionType.SubCommand || o.type === OptionType.SubCommandGroup,
        )
      ) {
        issues.push({ at: here, message: 'a subcommand cannot hold subcommands' });
      }
      options(option.options ?? [], here, depth + 1, issues);
      continue;
    }
    if (option.type < 3 || option.type > 11)
      issues.push({ at: here, message: `unknown option type ${option.type}` });
    if (option.required) {
      if (optionalSeen) issues.push({ at: here, message: 'required options must come before optional ones' });
    } else optionalSeen = true;
    value(option, here, issues);
  }
}

function value(option: CommandOption, at: string, issues: CommandIssue[]): void {
  const numeric = option.type === OptionType.Integer || option.type === OptionType.Number;
  const text = option.type === OptionType.String;
  if (option.choices !== undefined) {
    if (!numeric && !text) issues.push({ at, message: 'choices only on string, integer or number options' });
    if (option.choices.length > 25)
      issues.push({ at, message: `${option.choices.length} choices, at most 25` });
    if (option.autocomplete) issues.push({ at, message: 'autocomplete cannot be used with choices' });
    for (const choice of option.choices) {
      const n = length(choice.name);
      if (n < 1 || n > 100)
        issues.push({ at, message: `choice name '${choice.name}' must be 1-100 characters` });
      if (
        text &&
        (typeof choice.value !== 'string' || length(choice.value) > 100 || length(choice.value) < 1)
      ) {
        issues.push({
          at,
          message: `choice value ${JSON.stringify(choice.value)} must be a string of 1-100 characters`,
        });
      }
      if (numeric && (typeof choice.value !== 'number' || Math.abs(choice.value) > 2 ** 53)) {
        issues.push({
          at,
          message: `choice value ${JSON.stringify(choice.value)} must be a number within ±2^53`,
        });
      }
      if (option.type === OptionType.Integer && !Number.isInteger(choice.value)) {
        issues.push({ at, message: `choice value ${choice.value} must be an integer` });
      }
    }
  }
  if (option.autocomplete && !numeric && !text) {
    issues.push({ at, message: 'autocomplete only on string, integer or number options' });
  }
  for (const key of ['min_value', 'max_value'] as const) {
    const bound = option[key];
    if (bound === undefined) continue;
    if (!numeric) issues.push({ at, message: `${key} only on integer or number options` });
    if (Math.abs(bound) > 2 ** 53) issues.push({ at, message: `${key} ${bound} is beyond ±2^53` });
  }
  if (
    option.min_value !== undefined &&
    option.max_value !== undefined &&
    option.min_value > option.max_value
  ) {
    issues.push({ at, message: 'min_value is above max_value' });
  }
  for (const [key, low] of [
    ['min_length', 0],
    ['max_length', 1],
  ] as const) {
    const bound = option[key];
    if (bound === undefined) continue;
    if (!text) issues.push({ at, message: `${key} only on string options` });
    if (!Number.isInteger(bound) || bound < low || bound > 6000) {
      issues.push({ at, message: `${key} ${bound} must be an integer from ${low} to 6000` });
    }
  }
}

function nameAndDescription(item: { name: string; description: string }, at: string, issues: CommandIssue[]) {
  if (!NAME_PATTERN.test(item.name)) {
    issues.push({ at, message: `name '${item.name}' must be 1-32 letters, digits, - or _` });
  } else if (item.name !== item.name.toLowerCase()) {
    issues.push({ at, message: `name '${item.name}' must be lowercase` });
  }
  const n = length(item.description);
  if (n < 1 || n > 100) issues.push({ at, message: `description must be 1-100 characters (has ${n})` });
}

function unique(list: readonly { name: string }[], at: string, issues: CommandIssue[]): void {
  const seen = new Set<string>();
  for (const { name } of list) {
    if (seen.has(name)) issues.push({ at, message: `name '${name}' is used twice` });
    seen.add(name);
  }
}
