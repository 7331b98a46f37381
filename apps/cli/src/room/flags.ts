/**
 * @module
 * The flags of `verdict room ...`, parsed with the rest of the command line (node:util parseArgs).
 */

/** The room flags' definitions for parseArgs. */
export const ROOM_OPTIONS = {
  server: { type: 'string' },
  room: { type: 'string' },
  name: { type: 'string' },
  visibility: { type: 'string' },
  'client-seed': { type: 'string' },
  request: { type: 'string' },
  to: { type: 'string' },
  hidden: { type: 'boolean' },
  parts: { type: 'boolean' },
  note: { type: 'string' },
  'reveal-all': { type: 'boolean' },
  timeout: { type: 'string' },
} as const;

/** The room flags given (the server from `--server`, else `VERDICT_SERVER`). */
export interface RoomFlags {
  readonly server?: string;
  /** `--server` itself (not VERDICT_SERVER): it overrides the server a kept seat names. */
  readonly serverFlag?: string;
  readonly room?: string;
  readonly name?: string;
  readonly visibility?: string;
  readonly clientSeed?: string;
  readonly request?: string;
  readonly to?: string;
  readonly hidden: boolean;
  /** `room request --parts`: the fields given are the GM's part; each answer gives the rest. */
  readonly parts: boolean;
  readonly note?: string;
  /** `room close --reveal-all`: reveal every sealed entry, then close. */
  readonly revealAll: boolean;
  /** `--timeout <seconds>`: how long a server call may take (30 s when not given). */
  readonly timeout?: string;
}

type Values = {
  [K in keyof typeof ROOM_OPTIONS]?: (typeof ROOM_OPTIONS)[K]['type'] extends 'boolean' ? boolean : string;
};

/** Picks the room flags out of parseArgs' values. */
export function roomFlags(values: Values, env: NodeJS.ProcessEnv): RoomFlags {
  const server = values.server ?? (env.VERDICT_SERVER || undefined);
  const pick = <K extends string>(key: K, value: string | undefined) =>
    value === undefined ? {} : { [key]: value };
  return {
    ...pick('server', server),
    ...pick('serverFlag', values.server),
    ...pick('room', values.room),
    ...pick('name', values.name),
    ...pick('visibility', values.visibility),
    ...pick('clientSeed', values['client-seed']),
    ...pick('request', values.request),
    ...pick('to', values.to),
    ...pick('note', values.note),
    ...pick('timeout', values.timeout),
    hidden: values.hidden ?? false,
    parts: values.parts ?? false,
    revealAll: values['reveal-all'] ?? false,
  };
}
