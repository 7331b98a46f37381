/**
 * @module
 * Verdict as a Discord app: the interactions endpoint (`POST /discord/interactions`) for the slash
 * commands that `@verdict/discord` builds from the registry's manifest. Runtime-agnostic (Web Crypto,
 * `fetch`), like the rest of the app.
 */
export type { DiscordContext, DiscordOptions } from './discord-options.js';
export { createInteractionHandler } from './handler.js';
export { discordRoutes } from './routes.js';
export { checkSignature, importPublicKey, MAX_SIGNATURE_AGE_SECONDS } from './signature.js';
