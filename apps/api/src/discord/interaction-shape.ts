/**
 * The shape of an interaction, checked before any of it is used (issue 33, L5): a signed body whose fields are
 * not what Discord documents (a list where a string goes, options that are not a list) reached SQL parameters
 * and `.map`, and was logged as an error with a stack. Unknown fields are kept: Discord adds fields over time.
 * Only what the endpoint reads is checked (`interaction.ts`).
 */
import { z } from 'zod';
import type { Interaction } from './interaction.js';

/** An id: Discord's are snowflakes (digits); any short string is kept, so stand-ins may name theirs. */
const snowflake = z.string().min(1).max(64);
const text = z.string().max(10_000);

type Option = {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
  options?: Option[];
};
const option: z.ZodType<Option> = z.lazy(() =>
  z.looseObject({
    name: text,
    type: z.int().min(1).max(100),
    value: z.union([text, z.number(), z.boolean()]).optional(),
    focused: z.boolean().optional(),
    options: z.array(option).max(25).optional(),
  }),
);

const user = z.looseObject({
  id: snowflake,
  username: text.optional(),
  global_name: text.nullable().optional(),
});

const interaction = z.looseObject({
  type: z.int().min(1).max(100),
  id: snowflake.optional(),
  application_id: snowflake.optional(),
  token: text.optional(),
  channel_id: snowflake.optional(),
  guild_id: snowflake.optional(),
  member: z
    .looseObject({
      user: user.optional(),
      nick: text.nullable().optional(),
      // The member's permissions in the channel, as a decimal bit set.
      permissions: z
        .string()
        .regex(/^\d{1,30}$/)
        .optional(),
    })
    .optional(),
  user: user.optional(),
  // A user install's interactions: where it was used (0 server, 1 the bot's DM, 2 another DM or group DM) and
  // which installs authorized it (install type -> the server's or the user's id).
  context: z.int().min(0).max(100).optional(),
  authorizing_integration_owners: z.record(z.string().max(8), snowflake).optional(),
  data: z
    .looseObject({
      name: text.optional(),
      options: z.array(option).max(25).optional(),
      custom_id: z.string().max(100).optional(),
      component_type: z.int().optional(),
      // A select menu's chosen values (at most its 25 options, each at most 100 characters).
      values: z.array(z.string().max(100)).max(25).optional(),
      // A modal's answer: at most 5 rows of text inputs, each at most Discord's 4,000 characters.
      components: z
        .array(
          z.looseObject({
            components: z
              .array(z.looseObject({ custom_id: z.string().max(100).optional(), value: text.optional() }))
              .max(5)
              .optional(),
          }),
        )
        .max(5)
        .optional(),
    })
    .optional(),
});

/**
 * The interaction in `parsed` when it has the shape the endpoint reads, else what is wrong with it (one line,
 * naming the field).
 *
 * @example
 * interactionShape({ type: 1 }); // { ok: true, interaction: { type: 1 } }
 * interactionShape({ type: 2, channel_id: [1] }); // { ok: false, why: 'channel_id: expected string, received array' }
 */
export function interactionShape(
  parsed: unknown,
): { readonly ok: true; readonly interaction: Interaction } | { readonly ok: false; readonly why: string } {
  const checked = interaction.safeParse(parsed);
  if (checked.success) return { ok: true, interaction: checked.data as Interaction };
  const [issue] = checked.error.issues;
  const at = issue?.path.length ? issue.path.join('.') : '(body)';
  return { ok: false, why: `${at}: ${issue?.message ?? 'not an interaction'}` };
}
