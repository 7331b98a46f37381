import type { OutcomeResponse } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { RoomEntry } from '@verdict/fair';
import { describeEntry, describeVerdict, type VerifyResult } from '@verdict/room';
import { ProblemError } from '../http/problem.js';
import { checkRole, type Member, memberOf, type RoomStore, rollAs, wholeLog } from '../rooms/door.js';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse, ReceivedOption } from './interaction.js';
import { OptionError } from './option-errors.js';
import { privateNote } from './respond.js';
import { isTableGm, tableMember } from './table-members.js';

/** A channel bound to a room: its test rolls are made as the linking GM's member, into the room's log. */
export interface TableLink {
  readonly roomId: string;
  readonly roomName: string;
  readonly member: Member;
  /** The Discord user who linked it (the only one who may unlink it). */
  readonly linkedBy: string;
}

/**
 * Which channel is bound to which room, kept in the room store (`discord_links`), so a restart keeps the
 * bindings and the idle sweep deletes them with their room. Without rooms there are no links.
 */
export class TableLinks {
  constructor(
    private readonly store: RoomStore | undefined,
    private readonly now: () => number,
  ) {}

  /** The channel's link with its room's name and the linking member, or undefined (none, or its room is gone). */
  async get(channel: string | undefined): Promise<TableLink | undefined> {
    if (channel === undefined || !this.store) return undefined;
    const link = await this.store.discordLink(channel);
    if (!link) return undefined;
    const [room, members] = await Promise.all([
      this.store.room(link.roomId),
      this.store.members(link.roomId),
    ]);
    const member = members.find((m) => m.id === link.memberId);
    if (!room || !member) return undefined;
    return { roomId: room.id, roomName: room.name, member, linkedBy: link.linkedBy };
  }

  async set(channel: string, link: TableLink): Promise<void> {
    await this.store?.setDiscordLink({
      channelId: channel,
      roomId: link.roomId,
      memberId: link.member.id,
      linkedBy: link.linkedBy,
      created: this.now(),
    });
  }

  async delete(channel: string): Promise<void> {
    await this.store?.deleteDiscordLink(channel);
  }
}

/** What a roll in a linked channel came to: the outcome, the room's dice, and where it is in the log. */
export interface TableRoll {
  readonly result: OutcomeResponse;
  readonly footer: string;
  /** `#7 Gerd rolled Check against Skill 12: Success by 3 (…)`: the entry in @verdict/room's words, as the web app and CLI say it. */
  readonly logLine: string;
}

/**
 * Rolls a test into the channel's room, as the user's member (`tableMember`: the GM for the user who linked
 * the channel, else the user's own player): generated dice come from the room's committed server seed, a
 * client seed made from the interaction's id (chosen by Discord, after the commitment), and the next nonce;
 * a private roll is the GM's secret (`gm` visibility), refused to players. The roll is made by the function
 * `POST /v1/rooms/{id}/rolls` calls (the door's `rollAs`: a heavy one in the worker pool under the deadline,
 * its draw reserved, with no transaction open), and its answer keeps the engine's steps for the embed.
 */
export async function rollAtTable(
  env: HandlerEnv,
  link: TableLink,
  interaction: Interaction,
  request: {
    system: string;
    test: string;
    input: Record<string, unknown>;
    dice?: readonly number[];
    private: boolean;
    user: string;
  },
): Promise<TableRoll> {
  const rooms = env.rooms!;
  const clientSeed = `discord:${interaction.id ?? 'interaction'}`.slice(0, 128);
  // Through the room's one door (rooms/door.ts), as `POST /v1/rooms/{id}/rolls`: its role and visibility rules,
  // the storage quota (this Discord user's), the worker pool under the deadline.
  const via = { client: discordClient(request.user), steps: true };
  const member = await tableMember(env, link, interaction, request.user);
  const rolled =
    member &&
    (await rollAs(
      rooms,
      env.work,
      link.roomId,
      member,
      {
        system: request.system,
        test: request.test,
        input: request.input,
        visibility: request.private ? 'gm' : 'public',
        ...(request.dice ? { dice: [...request.dice] } : { clientSeed }),
      },
      via,
    ));
  const answer = rolled ? rolled.answer : undefined;
  if (!answer) {
    await env.links.delete(interaction.channel_id ?? '');
    throw new OptionError([
      { option: 'room', message: 'the linked room no longer exists: link another one' },
    ]);
  }
  const entry = answer.entry as unknown as Record<string, unknown>;
  const content = (answer.content ?? entry) as Pick<OutcomeResponse, 'outcome'> & { dice: DieRecord[] };
  const names = new Map((await rooms.store.members(link.roomId)).map((m) => [m.id, m.name]));
  const opened = new Map<number, unknown>(
    answer.content === undefined ? [] : [[answer.entry.seq, answer.content]],
  );
  const logged = answer.entry as unknown as RoomEntry;
  const sentence = describeEntry(logged, { names, opened, revealed: new Set() }, env.registry).sentence;
  const nonce =
    entry.nonce === undefined ? 'entered dice' : `nonce ${entry.nonce}, client seed ${clientSeed}`;
  return {
    result: {
      system: request.system,
      test: request.test,
      outcome: content.outcome,
      dice: content.dice,
      steps: answer.steps ?? [],
    },
    footer: `Room "${link.roomName}" · entry #${entry.seq} · epoch ${entry.epoch} · ${nonce}`,
    logLine: `#${logged.seq} ${sentence}`,
  };
}

/**
 * Refuses a roll the room's rules refuse to `user`'s role before anything runs (`checkRole`: a private roll is
 * `gm` visibility, the GM's sealed roll), in the room's words, naming who is the GM here.
 */
export function checkTableRoll(link: TableLink, user: string, private_: boolean): void {
  try {
    checkRole(isTableGm(link, user) ? 'gm' : 'player', 'roll', private_ ? 'gm' : 'public');
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    throw new OptionError([
      {
        option: 'private',
        message: `${error.problem.detail}: here that is <@${link.linkedBy}>, who linked this channel (a private roll is sealed for the GM). Roll without private`,
      },
    ]);
  }
}

/** The storage quota's key of a Discord user's writes (an HTTP client's is its address). */
export const discordClient = (user: string) => `discord:${user}`;

/** `/verdict table link|verify|unlink`. */
export async function tableCommand(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  sub: ReceivedOption | undefined,
): Promise<InteractionResponse> {
  const rooms = env.rooms;
  if (!rooms) return privateNote('⚠️ This server has no rooms, so a channel cannot be linked to one.');
  const channel = interaction.channel_id;
  if (!channel) return privateNote('⚠️ Tables work in a channel.');
  // A DM or group DM (a user install) has no server: a table is a server channel's, where its players are.
  if (interaction.guild_id === undefined) {
    return privateNote(
      "⚠️ `/verdict table` works in a server's channel, with Verdict added to that server: a DM or group DM has no table to link. Your rolls here still work.",
    );
  }
  const link = await env.links.get(channel);
  if (sub?.name === 'link') {
    if (link && link.linkedBy !== user) {
      return privateNote(
        `This channel is already linked to "${link.roomName}" by <@${link.linkedBy}>, who can unlink it first.`,
      );
    }
    const value = (name: string) => String(sub.options?.find((o) => o.name === name)?.value ?? '').trim();
    const roomId = value('room');
    const room = /^[\w-]{1,64}$/.test(roomId) ? await rooms.store.room(roomId) : undefined;
    if (!room)
      throw new OptionError([{ option: 'room', message: `no room '${roomId.slice(0, 64)}' on this server` }]);
    let member: Member;
    try {
      member = await memberOf(rooms, room.id, value('token'));
    } catch {
      throw new OptionError([{ option: 'token', message: "not a member's token of this room" }]);
    }
    if (member.role !== 'gm')
      throw new OptionError([{ option: 'token', message: "only the GM's token links a channel" }]);
    if (room.closed) throw new OptionError([{ option: 'room', message: 'the room is closed' }]);
    await env.links.set(channel, { roomId: room.id, roomName: room.name, member, linkedBy: user });
    return privateNote(
      `🔗 This channel is linked to the room "${room.name}": test rolls made here now go into its fair log, with the room's seeds (\`/verdict table verify\` checks it). You roll here as its GM (you alone may roll \`private\`); everyone else rolls as their own player, joining the room on their first roll. \`/roll\` and \`/odds\` stay outside the room.`,
    );
  }
  if (!link)
    return privateNote('This channel is not linked to a room: a GM links it with `/verdict table link`.');
  if (sub?.name === 'unlink') {
    if (link.linkedBy !== user)
      return privateNote(`Only <@${link.linkedBy}>, who linked it, can unlink this channel.`);
    await env.links.delete(channel);
    return privateNote(`This channel is no longer linked to "${link.roomName}".`);
  }
  if (sub?.name === 'verify') {
    const wait = env.limit.take(user);
    if (wait > 0) return privateNote(`⏳ You are rolling fast: try again in ${wait} s.`);
    return env.deferrer.deferAsync(interaction, false, async () => {
      const entries = await wholeLog(rooms, link.roomId);
      // In the worker pool under the request deadline, as all engine work (it resolves every roll again).
      const log = { format: 'verdict-room-log', version: 1, entries };
      const result = await env.work.value<VerifyResult>({ kind: 'verify-log', log });
      const [headline = '', ...notes] = describeVerdict(result);
      const mark = result.status === 'verified' ? '✅' : result.status === 'incomplete' ? '⏳' : '❌';
      const lines = [
        `${mark} The log of "${link.roomName}": ${headline}`,
        ...result.failures.slice(0, 10).map((f) => `• entry ${f.seq ?? '-'} (${f.check}): ${f.message}`),
        ...result.unverifiable.slice(0, 10).map((u) => `• entry ${u.seq} not verifiable yet: ${u.reason}`),
        ...notes,
        `Anyone can check it offline: the room's members export it with \`GET /v1/rooms/${link.roomId}/export\` and run \`verifyLog\` of @verdict/room${env.webUrl ? `, or paste it into ${env.webUrl}/#/verify (it checks it in the browser, sending nothing)` : ''}.`,
      ];
      return { content: lines.join('\n').slice(0, 2000) };
    });
  }
  return privateNote('⚠️ Unknown /verdict table command.');
}
