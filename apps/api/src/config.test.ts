import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

describe('readConfig', () => {
  it('has the contract defaults', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      rateLimitPerMinute: 600,
      corsOrigins: '*',
      logFormat: 'text',
      trustProxy: 0,
      requestDeadlineMs: 2000,
      maxResponseBytes: 1_000_000,
      workers: 2,
      workerMemoryMb: 512,
      writeTimeoutMs: 10_000,
      headersTimeoutMs: 10_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 128,
      shutdownGraceMs: 10_000,
      systems: [],
      dataDir: './.verdict',
      sqliteSynchronous: 'normal',
      roomTtlDays: 30,
      hiddenAnswerFloorMs: 1000,
      roomLimits: {
        entries: 100_000,
        roomBytes: 100_000_000,
        entryBytes: 500_000,
        streams: 1_000,
        streamsPerClient: 20,
        streamsPerMember: 5,
      },
      storageQuota: { bytesPerClientPerDay: 200_000_000, reserveBytes: 500_000_000 },
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        HOST: '0.0.0.0',
        PORT: '0',
        RATE_LIMIT_PER_MINUTE: '0',
        CORS_ORIGINS: 'https://a.example, http://localhost:3000',
        LOG_FORMAT: 'json',
        TRUST_PROXY: '2',
        REQUEST_DEADLINE_MS: '500',
        MAX_RESPONSE_BYTES: '65536',
        WORKERS: '0',
        WORKER_MEMORY_MB: '64',
        WRITE_TIMEOUT_MS: '3000',
        HEADERS_TIMEOUT_MS: '4000',
        MAX_CONNECTIONS: '900',
        MAX_CONNECTIONS_PER_ADDRESS: '30',
        VERDICT_SQLITE: 'better-sqlite3',
        SHUTDOWN_GRACE_MS: '0',
        PUBLIC_URL: 'https://verdict.example/dice/',
        VERDICT_SYSTEMS: '@acme/system-foo, ./local/pkg',
        WEB_DIST: '/srv/web',
        VERDICT_DATA_DIR: '/var/lib/verdict',
        SQLITE_SYNCHRONOUS: 'FULL',
        DATABASE_URL: 'postgres://verdict@db/verdict',
        ROOM_TTL_DAYS: '7',
        HIDDEN_ANSWER_FLOOR_MS: '250',
        ROOM_MAX_ENTRIES: '5000',
        ROOM_MAX_BYTES: '20000000',
        ROOM_ENTRY_BYTES: '100000',
        ROOM_MAX_STREAMS: '300',
        ROOM_STREAMS_PER_CLIENT: '4',
        ROOM_STREAMS_PER_MEMBER: '2',
        STORAGE_CLIENT_BYTES_PER_DAY: '0',
        STORAGE_RESERVE_BYTES: '2000000000',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 0,
      rateLimitPerMinute: 0,
      corsOrigins: ['https://a.example', 'http://localhost:3000'],
      logFormat: 'json',
      trustProxy: 2,
      requestDeadlineMs: 500,
      maxResponseBytes: 65536,
      workers: 0,
      workerMemoryMb: 64,
      writeTimeoutMs: 3000,
      headersTimeoutMs: 4000,
      maxConnections: 900,
      maxConnectionsPerAddress: 30,
      sqliteBinding: 'better-sqlite3',
      shutdownGraceMs: 0,
      publicUrl: 'https://verdict.example/dice',
      systems: ['@acme/system-foo', './local/pkg'],
      webDist: '/srv/web',
      dataDir: '/var/lib/verdict',
      sqliteSynchronous: 'full',
      databaseUrl: 'postgres://verdict@db/verdict',
      roomTtlDays: 7,
      hiddenAnswerFloorMs: 250,
      roomLimits: {
        entries: 5000,
        roomBytes: 20_000_000,
        entryBytes: 100_000,
        streams: 300,
        streamsPerClient: 4,
        streamsPerMember: 2,
      },
      storageQuota: { bytesPerClientPerDay: 0, reserveBytes: 2_000_000_000 },
    });
  });

  it('reads TRUST_PROXY as a number of proxies, true meaning one', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
  });

  it('reads the Owlbear extension folder and the origins that may frame it', () => {
    const config = readConfig({
      OWLBEAR_DIST: '/srv/owlbear',
      OWLBEAR_ORIGINS: 'https://vtt.example, http://localhost:5173',
    });
    expect(config.owlbearDist).toBe('/srv/owlbear');
    expect(config.owlbearOrigins).toEqual(['https://vtt.example', 'http://localhost:5173']);
  });

  it('names the variable of a value it cannot use', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'http' }, /^Unexpected PORT="http", expected an integer from 0 to 65535$/],
      [{ PORT: '70000' }, /PORT="70000"/],
      [{ RATE_LIMIT_PER_MINUTE: '-1' }, /RATE_LIMIT_PER_MINUTE/],
      [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT="xml", expected 'text' or 'json'/],
      [{ CORS_ORIGINS: 'https://a.example/path' }, /CORS_ORIGINS/],
      [{ OWLBEAR_ORIGINS: '*' }, /^Unexpected origin "\*" in OWLBEAR_ORIGINS, expected origins such as/],
      [{ OWLBEAR_ORIGINS: 'https://vtt.example/owlbear' }, /OWLBEAR_ORIGINS/],
      [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
      [{ ROOM_TTL_DAYS: 'soon' }, /ROOM_TTL_DAYS/],
      [{ STORAGE_CLIENT_BYTES_PER_DAY: '1e9' }, /STORAGE_CLIENT_BYTES_PER_DAY/],
      [{ STORAGE_RESERVE_BYTES: '-1' }, /STORAGE_RESERVE_BYTES/],
      [{ PUBLIC_URL: 'verdict.example' }, /PUBLIC_URL/],
      [{ REQUEST_DEADLINE_MS: '0' }, /REQUEST_DEADLINE_MS="0", expected an integer from 1 to/],
      [{ MAX_RESPONSE_BYTES: '10' }, /MAX_RESPONSE_BYTES/],
      [{ WORKERS: 'many' }, /WORKERS/],
      [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL/],
      [{ PUBLIC_URL: 'https://a.example/?q=1' }, /PUBLIC_URL/],
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(message);
    }
  });
});
