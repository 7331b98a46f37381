// The review's §3: zsh and fish listed bare ids (`check`, `directed-contest`), where both shells can show what each
// is. Ids of systems, tests and tools now come with their titles: fish shows them (its own `complete -C`), zsh lists
// `id -- title` (a TAB typed under tmux); bash, which has no descriptions, still gets the ids alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';
import { verdictOnPath } from './verdict-on-path.js';

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const home = tempConfigHome();
const bin = verdictOnPath();
const env = { PATH: bin.path, XDG_CONFIG_HOME: home.dir, HOME: home.dir, TERM: 'xterm' };

afterAll(() => {
  home.remove();
  bin.remove();
});

describe('completion shows what each id is', () => {
  it.skipIf(!has('fish'))('fish: tests and systems with their titles', () => {
    const fish = (line: string) =>
      execFileSync('fish', ['--no-config', '-c', `verdict completion fish | source; complete -C '${line}'`], {
        env,
        encoding: 'utf8',
      })
        .split('\n')
        .filter(Boolean);
    expect(fish('verdict resolve d20-roll-under ')).toEqual(
      expect.arrayContaining(['check\tCheck', 'directed-contest\tDirected Contest of Wills']),
    );
    expect(fish('verdict odds 2d')).toEqual(['2d6-pool\t2d6 keep-two dice pool']);
    expect(fish('verdict tool t13 b')).toEqual(['boon-value\tValue of a Boon']);
  });

  it('bash: the ids alone', () => {
    const script = `source <(verdict completion bash)
COMP_LINE=$1; COMP_POINT=\${#COMP_LINE}; COMP_WORDS=(); COMP_CWORD=0
_verdict_complete
printf '%s\\n' "\${COMPREPLY[@]}"`;
    const out = execFileSync('bash', ['-c', script, 'bash', 'verdict resolve d20-roll-under '], {
      env,
      encoding: 'utf8',
    });
    expect(out.split('\n').filter(Boolean)).toEqual([
      'check',
      'directed-contest',
      'mutual-contest',
      'resist',
      'horror',
    ]);
  });

  it.skipIf(!hasTmux || !has('zsh'))(
    'zsh: a TAB lists each test with its title',
    async () => {
      const exports = `PATH='${env.PATH}' XDG_CONFIG_HOME='${env.XDG_CONFIG_HOME}' HOME='${env.HOME}' TERM=xterm`;
      const terminal = startCommandTerminal('described-zsh', `env ${exports} zsh -f`, {
        columns: 200,
        rows: 30,
      });
      try {
        await terminal.waitFor(/[$#%] ?$/m);
        terminal.type("PS1='$ '; autoload -U compinit && compinit -u && source <(verdict completion zsh)");
        terminal.keys('Enter');
        terminal.type('verdict resolve d20-roll-under ');
        terminal.keys('Tab');
        await terminal.waitFor(/directed-contest +-- Directed Contest of Wills/);
        await terminal.waitFor(/check +-- Check/);
      } finally {
        terminal.close();
      }
    },
    120_000,
  );
});
