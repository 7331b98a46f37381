// The review's §3: a quoted partial word completed nothing. In bash `--character 'Ol<TAB>` did nothing, while
// `--character Ol<TAB>` gave `Olaf:\ Will\ 11`; the words before it were split at blanks inside quotes too. A TAB in
// an open quote now completes as the shell reads the word, in bash and zsh (a TAB typed under tmux) and fish
// (`complete -C`, its own completion engine).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';
import { verdictOnPath } from './verdict-on-path.js';

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const home = tempConfigHome();
const bin = verdictOnPath();
mkdirSync(join(home.dir, 'verdict'), { recursive: true });
writeFileSync(
  join(home.dir, 'verdict', 'characters.json'),
  JSON.stringify({
    version: 1,
    characters: [
      { name: 'Olaf: Will 11', system: 'd20-roll-under', test: 'check', input: { value: 11 } },
      { name: 'Ottar', system: 'd20-roll-under', test: 'check', input: { value: 9 } },
    ],
  }),
);
const env = { PATH: bin.path, XDG_CONFIG_HOME: home.dir, HOME: home.dir, TERM: 'xterm' };

afterAll(() => {
  home.remove();
  bin.remove();
});

/** Runs bash's completion function for a line as bash calls it on TAB, and returns COMPREPLY. */
function bashComplete(line: string): string[] {
  const script = `source <(verdict completion bash)
COMP_LINE=$1; COMP_POINT=\${#COMP_LINE}; COMP_WORDS=(); COMP_CWORD=0
_verdict_complete
printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', script, 'bash', line], { env, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

describe('a quoted partial word completes', () => {
  it.each([
    ["verdict resolve d20-roll-under check --character 'Ol", ['Olaf: Will 11']],
    ['verdict resolve d20-roll-under check --character "Olaf: W', ['Olaf: Will 11']],
    ["verdict resolve d20-roll-under check --character 'Olaf: Will 11' --di", ['--dice']],
    ["verdict resolve 2d6-pool check attribute='k", ['knack']],
  ])('bash: %s<TAB>', (line, expected) => {
    expect(bashComplete(line)).toEqual(expected);
  });

  it('bash: the unquoted word still completes escaped', () => {
    expect(bashComplete('verdict resolve d20-roll-under check --character Ol')).toEqual([
      'Olaf:\\ Will\\ 11',
    ]);
  });

  it.skipIf(!has('fish'))('fish: a quoted partial name', () => {
    const out = execFileSync(
      'fish',
      [
        '--no-config',
        '-c',
        `verdict completion fish | source; complete -C "verdict resolve d20-roll-under check --character 'Ol"`,
      ],
      { env, encoding: 'utf8' },
    );
    expect(out.split('\n').filter(Boolean)).toEqual(['Olaf: Will 11']);
  });
});

describe.skipIf(!hasTmux)('a TAB in an open quote, typed in a real terminal', () => {
  const exports = `PATH='${env.PATH}' XDG_CONFIG_HOME='${env.XDG_CONFIG_HOME}' HOME='${env.HOME}' TERM=xterm`;
  const shells = [
    ['bash', `env ${exports} bash --norc --noprofile`, "PS1='$ '; source <(verdict completion bash)"],
    [
      'zsh',
      `env ${exports} zsh -f`,
      "PS1='$ '; autoload -U compinit && compinit -u && source <(verdict completion zsh)",
    ],
  ] as const;
  it.each(shells.filter(([shell]) => has(shell)))(
    '%s closes the quote and the line runs',
    async (shell, command, setup) => {
      const terminal = startCommandTerminal(`quoted-${shell}`, command, { columns: 200, rows: 30 });
      try {
        await terminal.waitFor(/[$#%] ?$/m);
        terminal.type(setup);
        terminal.keys('Enter');
        terminal.type("verdict resolve d20-roll-under check --character 'Ol");
        terminal.keys('Tab');
        await terminal.waitFor(/--character 'Olaf: Will 11' ?$/m);
        terminal.type(' --dice 5');
        terminal.keys('Enter');
        await terminal.waitFor(/Strong Success/);
      } finally {
        terminal.close();
      }
    },
    120_000,
  );
});
