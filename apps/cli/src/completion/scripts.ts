/**
 * @module
 * The completion scripts `verdict completion <shell>` prints. Each is a thin shell function that hands the words
 * before the cursor to `verdict __complete <shell> -- <words...>` and offers what it answers, so the three shells
 * complete the same ids (including systems loaded with `--system-package`) and saved character names.
 */
import type { ShellWord } from './shell-words.js';

const BASH = `# bash completion for verdict. Load it with:
#   source <(verdict completion bash)          # in ~/.bashrc
#   verdict completion bash > ~/.local/share/bash-completion/completions/verdict
_verdict_complete() {
  local line=\${COMP_LINE:0:COMP_POINT}
  local -a words out
  read -ra words <<< "$line"
  [[ $line =~ [[:space:]]$ ]] && words+=("")
  mapfile -t out < <(command verdict __complete bash -- "\${words[@]:1}" 2>/dev/null)
  if [[ \${out[0]} == ':files' ]]; then
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "\${COMP_WORDS[COMP_CWORD]}")
    return 0
  fi
  COMPREPLY=("\${out[@]}")
  local candidate
  for candidate in "\${out[@]}"; do
    [[ $candidate == *= ]] && compopt -o nospace 2>/dev/null
  done
  return 0
}
complete -F _verdict_complete verdict
`;

const ZSH = `#compdef verdict
# zsh completion for verdict. Load it with:
#   source <(verdict completion zsh)           # in ~/.zshrc, after compinit
#   verdict completion zsh > "\${fpath[1]}/_verdict"
_verdict() {
  local -a out spaced joined described
  out=("\${(@f)$(command verdict __complete zsh -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  if [[ \${out[1]} == ':files' ]]; then
    _files
    return
  fi
  local candidate
  for candidate in "\${out[@]}"; do
    [[ -z $candidate ]] && continue
    # An id and its title, tab-separated: listed as 'id  -- title'.
    if [[ $candidate == *$'\\t'* ]]; then described+=("\${\${candidate%%$'\\t'*}//:/\\:}:\${candidate#*$'\\t'}")
    elif [[ $candidate == *= ]]; then joined+=("$candidate"); else spaced+=("$candidate"); fi
  done
  (( \${#described} )) && _describe -t ids 'verdict' described
  (( \${#joined} )) && compadd -S '' -- "\${joined[@]}"
  (( \${#spaced} )) && compadd -- "\${spaced[@]}"
  return 0
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _verdict "$@"
else
  compdef _verdict verdict
fi
`;

const FISH = `# fish completion for verdict. Load it with:
#   verdict completion fish | source           # in ~/.config/fish/config.fish
#   verdict completion fish > ~/.config/fish/completions/verdict.fish
function __verdict_complete
    set -l before (commandline -opc)
    set -l current (commandline -ct)
    set -l out (command verdict __complete fish -- $before[2..-1] "$current" 2>/dev/null)
    if test "$out[1]" = ':files'
        __fish_complete_path "$current"
        return
    end
    printf '%s\\n' $out
end
complete -c verdict -f -a '(__verdict_complete)'
`;

/** The completion script of each shell `verdict completion` knows. */
export const COMPLETION_SCRIPTS: Readonly<Record<string, string>> = { bash: BASH, zsh: ZSH, fish: FISH };

/**
 * The candidates as the shell's function reads them, one a line. Bash splits the word being completed at `=` and
 * `:` (COMP_WORDBREAKS), so its candidates start after the last of those, and are escaped for its command line.
 * Inside an open quote bash completes what follows the quote and closes it: the candidates start there, unescaped.
 *
 * @example
 * shellCandidates('bash', { text: 'attribute=m' }, ['attribute=might']); // 'might'
 * shellCandidates('bash', { text: 'Ol', openAt: 0 }, ['Olaf the Bold']); // 'Olaf the Bold'
 */
export function shellCandidates(shell: string, current: ShellWord, candidates: readonly string[]): string {
  if (shell !== 'bash' || candidates[0] === ':files') return candidates.join('\n');
  // bash shows no descriptions: the id alone.
  candidates = candidates.map((candidate) => candidate.split('\t')[0]!);
  if (current.openAt !== undefined)
    return candidates.map((candidate) => candidate.slice(current.openAt)).join('\n');
  const cut = Math.max(current.text.lastIndexOf('='), current.text.lastIndexOf(':')) + 1;
  return candidates
    .map((candidate) => candidate.slice(cut).replace(/[^\w\-.,:+@%/=]/g, (c) => `\\${c}`))
    .join('\n');
}
