/**
 * @module
 * The runtime-agnostic API, for any runtime with the Fetch API (Node, Bun, Deno, edge workers):
 * `createApp` with the bundled systems' registry.
 *
 * @example
 * import { createApp, createAppRegistry } from './index.js';
 * export default createApp({ registry: createAppRegistry() }); // a worker's fetch handler
 */
export { type AppOptions, createApp, type WebHandler } from './app.js';
export { ConfigError, readConfig, type ServerConfig } from './config.js';
export { formatLogRecord, type LogFormat, type Logger, type LogRecord } from './log.js';
export { buildOpenApiDocument } from './openapi/document.js';
export { createAppRegistry } from './registry.js';
