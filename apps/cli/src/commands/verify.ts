import { readFileSync } from 'node:fs';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import { isHex64 } from '@verdict/fair';
import { describeVerdict, shortHash, type VerifyResult, verifyLog } from '@verdict/room';
import { EXIT, UsageError } from '../errors.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { createSeatStore, seatsFile } from '../room/seats-store.js';
import { type CommandContext, writeJson } from './context.js';
import { exportFrom } from './export-input.js';

/** Exit codes of `verdict verify` (2 is a usage error, as for every command). */
export const VERIFY_EXIT = {
  verified: EXIT.ok,
  incomplete: EXIT.verifyIncomplete,
  failed: EXIT.verifyFailed,
} as const;

/** The head to check against, and where it came from. */
interface WantedHead {
  readonly head: { seq?: number; hash: string };
  /** `--head`, or the seat kept in rooms.json (its file). */
  readonly from: 'flag' | string;
}

/**
 * `verdict verify <export.json|-> [--head SEQ:HASH | --head HASH] [--json]`: checks a room's exported log
 * offline with `verifyLog` and the CLI's registry (built-in systems plus `--system-package` ones). Exit 0
 * only when the log is closed and every entry verified; 3 when nothing failed but the log is open or
 * entries are not verifiable yet; 4 when a check fails (a head not in the log included); 2 for usage.
 * Without `--head`, the head kept with a seat at the export's room (rooms.json) is used, and said so.
 *
 * @example
 * verifyCommand(context); // 'Verified: closed log, all 40 entries checked' and 0
 */
export function verifyCommand(context: CommandContext): number {
  const [file, extra] = context.line.positionals;
  if (file === undefined)
    throw new UsageError("verdict verify needs the export's file: verdict verify room.json");
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}': verify takes one file`);
  const flagHead = context.line.head === undefined ? undefined : parseHead(context.line.head);
  const text = file === '-' ? context.readStdin() : readExport(file);
  const exported = exportFrom(text, file === '-' ? 'stdin' : file);
  const wanted: WantedHead | undefined = flagHead
    ? { head: flagHead, from: 'flag' }
    : keptHead(exported, context.env);
  const result = verifyLog(exported, context.registry, {
    engineVersion: corePackage.version,
    ...(wanted ? { head: wanted.head } : {}),
  });
  if (context.line.json)
    writeJson(context, { ...result, ...(wanted && wanted.from !== 'flag' ? { headFrom: wanted.from } : {}) });
  else context.write(verifyText(context, file, result, wanted));
  return VERIFY_EXIT[result.status];
}

/** `--head 40:3f2a…` or `--head 3f2a…` (64 lowercase hex digits). */
export function parseHead(value: string): { seq?: number; hash: string } {
  const match = /^(?:([1-9]\d{0,14}):)?([0-9a-fA-F]{64})$/.exec(value.trim());
  if (!match)
    throw new UsageError(
      `--head: expected SEQ:HASH or HASH (the last seq and the 64-hex-digit hash a client saw live), got '${value}'`,
    );
  const hash = match[2]!.toLowerCase();
  return match[1] === undefined ? { hash } : { seq: Number(match[1]), hash };
}

function readExport(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** The head a seat at the export's room saw live (rooms.json), if this config keeps one. */
function keptHead(exported: unknown, env: NodeJS.ProcessEnv): WantedHead | undefined {
  const first = (exported as { entries?: { room?: { id?: unknown } }[] } | undefined)?.entries?.[0];
  const roomId = first?.room?.id;
  if (typeof roomId !== 'string') return undefined;
  try {
    const store = createSeatStore(seatsFile(env));
    const head = store.find(roomId)?.head;
    if (head === undefined || !isHex64(head.hash) || !Number.isSafeInteger(head.seq)) return undefined;
    return { head: { seq: head.seq, hash: head.hash }, from: store.file };
  } catch {
    return undefined; // no readable rooms.json: nothing kept
  }
}

const EXIT_TEXT: Readonly<Record<VerifyResult['status'], string>> = {
  verified: 'exit 0: closed, and every entry verified',
  incomplete:
    'exit 3: nothing failed, but not completely verified: that needs a closed log with every entry verified',
  failed: 'exit 4: a check failed',
};

/**
 * What would make an incomplete log verifiable, for the room's state: an open room is closed with its
 * sealed entries revealed; a closed one (close refuses a second time) has them revealed one by one.
 */
export function nextStep(result: VerifyResult): string {
  if (!result.closed) return 'the GM closes the room with verdict room close --reveal-all';
  const sealed = [...new Set(result.unverifiable.filter((u) => u.kind === 'sealed').map((u) => u.seq))];
  if (sealed.length > 0) {
    const listed = `${sealed.slice(0, 5).join(', ')}${sealed.length > 5 ? ', …' : ''}`;
    const example = `verdict room reveal ${sealed[0]}${sealed.length > 1 ? ` (sealed: ${listed})` : ''}`;
    return `the room is closed, so the GM reveals each sealed entry: ${example}`;
  }
  return 'the room is closed, but a server seed is not revealed in this file: export the log again';
}

/** The verdict as text: the headline, each failure, what is not verifiable yet and why, the head, the notes. */
export function verifyText(
  context: Pick<CommandContext, 'palette'>,
  path: string,
  verified: VerifyResult,
  wanted?: WantedHead,
): string {
  const { style } = context.palette;
  // An export is anyone's file: what its checks quote from it (names, notes, ids) is shown escaped.
  const file = terminalText(path === '-' ? 'stdin' : path);
  const result = terminalSafe(verified);
  const [headline = '', ...more] = describeVerdict(result);
  const colour = result.status === 'verified' ? 'green' : result.status === 'failed' ? 'red' : 'yellow';
  const [word, rest] = [headline.slice(0, headline.indexOf(':')), headline.slice(headline.indexOf(':'))];
  const lines = [`${style(colour, word)}${rest}`, `  ${file}`];
  if (result.failures.length > 0) lines.push(`Failures (${result.failures.length}):`);
  for (const failure of result.failures) {
    const where = failure.seq === null ? 'export' : `entry ${failure.seq}`;
    lines.push(`  ${style('bold', where)} [${failure.check}]: ${failure.message}`);
  }
  if (result.unverifiable.length > 0) {
    lines.push(style('dim', `Not verifiable yet (${result.unverifiable.length}):`));
    for (const item of result.unverifiable) lines.push(style('dim', `  entry ${item.seq}: ${item.reason}`));
  }
  if (wanted && wanted.from !== 'flag') {
    const { seq, hash } = wanted.head;
    lines.push(
      `Checked against the head your seat saw live (${terminalText(wanted.from)}): seq ${seq} (hash ${shortHash(hash)}); a file exported before that fails here, give --head for it`,
    );
  }
  lines.push(...more);
  const next = result.status === 'incomplete' ? `; ${nextStep(result)}` : '';
  lines.push(style('dim', `(${EXIT_TEXT[result.status]}${next})`));
  return `${lines.join('\n')}\n`;
}
