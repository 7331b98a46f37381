import { charactersFile, createCharacterStore } from '../characters.js';
import { DamagedFileError } from '../damaged-file.js';
import { UsageError } from '../errors.js';
import { terminalJson, terminalText } from '../format/terminal-text.js';
import { type CommandContext, writeJson } from './context.js';
import { checkIds } from './known-ids.js';

/**
 * `verdict characters [<system> [<test>]] [--json]`: the characters saved on the play screen (`s`), for
 * `--character NAME` of `resolve` and `odds`. `--json` prints `{ file, characters: [{ name, system, test, input }] }`.
 */
export function charactersCommand(context: CommandContext): void {
  const [system, test, ...rest] = context.line.positionals;
  if (rest.length > 0)
    throw new UsageError(`Unexpected argument '${rest[0]}': verdict characters [<system> [<test>]]`);
  if (system !== undefined) checkIds(context.registry, system, test === undefined ? {} : { test });
  const file = charactersFile(context.env);
  let characters: ReturnType<ReturnType<typeof createCharacterStore>['list']>;
  try {
    characters = createCharacterStore(file).list();
  } catch (error) {
    // The file is named once, here (the earlier review's 18).
    const why = error instanceof DamagedFileError ? error.why : (error as Error).message;
    throw new UsageError(`Cannot read the saved characters in ${file}: ${why}`);
  }
  const shown = characters.filter(
    (c) => (system === undefined || c.system === system) && (test === undefined || c.test === test),
  );
  if (context.line.json) {
    writeJson(context, { file, characters: shown });
    return;
  }
  const { style } = context.palette;
  if (shown.length === 0) {
    context.write(
      `${style('dim', `No characters saved${system ? ` for ${[system, test].filter(Boolean).join('/')}` : ''} (in ${file}); save one with s on the play screen.`)}\n`,
    );
    return;
  }
  // Names and inputs are what someone typed: shown escaped.
  const lines = shown.map(
    (c) =>
      `${style('cyan', terminalText(`${c.system}/${c.test}`))}  ${style('bold', terminalText(c.name))}  ${style('dim', terminalJson(c.input))}`,
  );
  lines.push(style('dim', `Use one: verdict resolve <system> <test> --character NAME [field=value ...]`));
  context.write(`${lines.join('\n')}\n`);
}
