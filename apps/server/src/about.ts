/**
 * @module
 * What `verdict-server --version` and `--help` print.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import dicePackage from '@verdict/dice/package.json' with { type: 'json' };
import serverPackage from '../package.json' with { type: 'json' };

/**
 * The version lines: the server's, the engine's (bundled) and each built-in game system's.
 *
 * @example
 * versionText(createAppRegistry());
 * // verdict-server 0.0.0 (its package.json version)
 * // engine: @verdict/core 1.0.0, @verdict/dice 1.0.0
 * // systems: d20-roll-under 1.0.0, 2d6-pool 1.0.0, t13 1.0.0
 */
export function versionText(registry: Registry): string {
  const systems = registry.systems.map((system) => `${system.id} ${system.version}`).join(', ');
  return [
    `verdict-server ${serverPackage.version}`,
    `engine: @verdict/core ${corePackage.version}, @verdict/dice ${dicePackage.version}`,
    `systems: ${systems}`,
  ].join('\n');
}

/** `verdict-server --help`: what it serves and the environment it reads. */
export const HELP = `verdict-server: the Verdict HTTP API and web app

Usage:
  npx @verdict/server                     serve on http://127.0.0.1:8787
  HOST=0.0.0.0 PORT=3000 verdict-server   every interface, port 3000 (phones on your Wi-Fi can join)
  verdict-server --version                the server, engine and system versions

Environment:
  HOST                   address to listen on (127.0.0.1: this computer only; 0.0.0.0: every interface)
  PORT                   port, 0 for any free one (8787)
  RATE_LIMIT_PER_MINUTE  requests per client per minute on /v1/* (600; 0 = off)
  CORS_ORIGINS           * or a comma-separated list of origins (*)
  LOG_FORMAT             text or json (text)
  TRUST_PROXY            1: the client is the first X-Forwarded-For address (off)
  VERDICT_SYSTEMS        extra game-system packages, comma-separated
  VERDICT_DATA_DIR       folder of the rooms' SQLite database (./.verdict)
  DATABASE_URL           postgres:// URL: rooms in PostgreSQL instead of SQLite
  ROOM_TTL_DAYS          days before an idle room is deleted (30; 0: never)
  STORAGE_CLIENT_BYTES_PER_DAY  bytes of rooms one client address may write a day (200000000; 0: off)
  STORAGE_RESERVE_BYTES  free disk kept for the rooms in play: below it, no new room (500000000; 0: off)
  PUBLIC_URL             the web app's public origin, for rooms' join links and QR codes
  WEB_DIST               another web app build to serve (the one in this package)
  OWLBEAR_DIST           another Owlbear Rodeo extension build to serve at /owlbear/
  OWLBEAR_ORIGINS        origins besides owlbear.rodeo that may frame the extension

Routes: / (the web app), /owlbear/manifest.json (the Owlbear Rodeo extension), /docs (the API reference), /openapi.json, /healthz, /v1/...`;
