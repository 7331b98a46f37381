/**
 * @module
 * The functions every quick command calls, compiled when their chunk is compiled (issue 38, start-up on Node 22
 * and 24). Node's compile cache (bin.js turns it on) is written when a chunk is compiled, before it runs, so it
 * holds only what V8 compiled eagerly: the chunk's top level. Every function a command then calls is parsed and
 * compiled again on each run (about a fifth of `verdict resolve`'s instructions on Node 22, in callgrind). V8
 * compiles a parenthesized function expression eagerly, so its bytecode goes into the cache. After the chunks are
 * merged (merge-chunks.ts), the build runs the commands the bench measures once (`--log-function-events`), and the
 * top-level function declarations they entered become `var f = (function f(…) {…});`, moved to the top of their
 * chunk: they exist before any of the chunk's code runs, as declarations do (no chunk is imported by one it imports,
 * so none calls into a chunk before it is evaluated). The others stay lazy: compiling every function eagerly
 * makes a cache several times larger, whose reading costs what the compiling saved.
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The command lines profiled: the bench's (bench/startup.mjs) that load `main`. */
const PROFILED = [
  ['roll', '2d6', '--json'],
  ['resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 'x'],
  ['odds', 'd20-roll-under', 'check', 'value=12'],
  ['systems'],
];

interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly generator?: boolean;
  readonly async?: boolean;
  readonly id?: AstNode | null;
  readonly name?: string;
  readonly declarations?: readonly AstNode[];
  readonly init?: AstNode | null;
  readonly params?: readonly AstNode[];
  readonly body?: AstNode;
}

/** A top-level function: a declaration, or an arrow function a `var`/`let`/`const` is given. */
interface TopLevelFunction {
  readonly name: string;
  readonly node: AstNode;
  readonly declaration: boolean;
}
interface MagicString {
  prependRight(index: number, text: string): MagicString;
  appendLeft(index: number, text: string): MagicString;
  move(start: number, end: number, index: number): MagicString;
  overwrite(start: number, end: number, text: string): MagicString;
  toString(): string;
  generateMap(options: Record<string, unknown>): unknown;
}

/** Requires one of tsup's own dependencies (Rollup, magic-string), as the build's steps take them. */
export const fromTsup = createRequire(createRequire(import.meta.url).resolve('tsup'));
const { parseAst } = fromTsup('rollup/parseAst') as {
  parseAst: (code: string) => { body: readonly AstNode[] };
};
const MagicStringClass = fromTsup('magic-string') as new (code: string) => MagicString;

/**
 * The top-level functions of `code`: declarations, and arrow functions given to a variable that name neither
 * `this` nor `arguments` (as a function expression they would mean something else).
 */
function topLevelFunctions(code: string): TopLevelFunction[] {
  const found: TopLevelFunction[] = [];
  for (const node of parseAst(code).body) {
    if (node.type === 'FunctionDeclaration' && !node.generator && node.id?.name)
      found.push({ name: node.id.name, node, declaration: true });
    if (node.type !== 'VariableDeclaration') continue;
    for (const declarator of node.declarations ?? []) {
      const init = declarator.init;
      if (declarator.id?.type !== 'Identifier' || init?.type !== 'ArrowFunctionExpression') continue;
      if (/\b(this|arguments)\b/.test(code.slice(init.start, init.end))) continue;
      found.push({ name: declarator.id.name!, node: init, declaration: false });
    }
  }
  return found;
}

/**
 * The top-level functions each chunk of `dir` runs in the profiled commands, by chunk name (`main`, `system-0`):
 * `names` maps a chunk's file name to its name.
 */
export function hotFunctions(dir: string, names: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const work = mkdtempSync(join(tmpdir(), 'verdict-eager-'));
  const ranges = new Map<string, [number, number][]>();
  try {
    PROFILED.forEach((command, index) => {
      const log = join(work, `functions-${index}.log`);
      const run = spawnSync(
        process.execPath,
        [
          '--log-function-events',
          `--logfile=${log}`,
          '--no-logfile-per-isolate',
          join(dir, 'bin.js'),
          ...command,
        ],
        {
          // A home of its own: no history or characters of the person building are read or written.
          env: {
            ...process.env,
            NODE_DISABLE_COMPILE_CACHE: '1',
            XDG_CONFIG_HOME: work,
            VERDICT_SYSTEMS: '',
          },
          stdio: 'ignore',
        },
      );
      if (run.status !== 0) throw new Error(`profiling \`verdict ${command.join(' ')}\`: exit ${run.status}`);
      const scripts = new Map<string, string>();
      const lines = readFileSync(log, 'utf8').split('\n');
      for (const line of lines) {
        const [kind, id, url] = line.split(',');
        if (kind === 'script-details' && id && url?.startsWith('file:')) scripts.set(id, basename(url));
      }
      for (const line of lines) {
        const [kind, event, id, start, end] = line.split(',');
        // Entered: its first execution, or its lazy compile (which V8 does on a first call). Node 24's V8 logs
        // `first-execution` only for some functions (36 of the 188 `main` functions Node 22 logs for `odds`), so
        // a build on Node 24 made nothing eager until the lazy compiles counted too.
        const entered = event === 'first-execution' || event === 'parse-function';
        const file = kind === 'function' && entered ? scripts.get(id!) : undefined;
        if (file === undefined || !names.has(file)) continue;
        const list = ranges.get(file) ?? [];
        list.push([Number(start), Number(end)]);
        ranges.set(file, list);
      }
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const hot = new Map<string, Set<string>>();
  for (const [file, entered] of ranges) {
    const code = readFileSync(join(dir, file), 'utf8');
    const functions = topLevelFunctions(code).filter(({ node }) =>
      entered.some(([start, end]) => start >= node.start && end <= node.end),
    );
    hot.set(names.get(file)!, new Set(functions.map(({ name }) => name)));
  }
  return hot;
}

/** A Rollup output plugin: each chunk's `hot` functions eager, moved to its top (see the module's comment). */
export function eagerFunctions(hot: ReadonlyMap<string, ReadonlySet<string>>) {
  return {
    name: 'eager-functions',
    renderChunk(code: string, chunk: { readonly name: string; readonly fileName: string }) {
      const names = hot.get(chunk.name);
      if (!names || names.size === 0) return null;
      const body = parseAst(code).body;
      const first = body.find((node) => node.type !== 'ImportDeclaration');
      if (!first) return null;
      const out = new MagicStringClass(code);
      for (const { name, node, declaration } of topLevelFunctions(code)) {
        if (!names.has(name)) continue;
        if (declaration) {
          out.prependRight(node.start, `var ${name} = (`);
          out.appendLeft(node.end, ');\n');
          if (node.start !== first.start) out.move(node.start, node.end, first.start);
          continue;
        }
        // An arrow function, where it is: `(a, b) => e` becomes `(function (a, b) { return (e); })`.
        const params = node.params ?? [];
        const head = params.length > 0 ? code.slice(params[0]!.start, params.at(-1)!.end) : '';
        const body = node.body!;
        const block = body.type === 'BlockStatement';
        // An expression body may be parenthesized (`=> ({ ... })`): it is what follows the arrow.
        const from = block ? body.start : code.lastIndexOf('=>', body.start) + 2;
        const open = `(${node.async ? 'async ' : ''}function (${head}) ${block ? '' : '{ return ('}`;
        out.overwrite(node.start, from, open);
        out.appendLeft(node.end, block ? ')' : '); })');
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: chunk.fileName }) };
    },
  };
}
