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
      trustProxy: false,
      systems: [],
      dataDir: './.verdict',
      roomTtlDays: 30,
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
        TRUST_PROXY: '1',
        VERDICT_SYSTEMS: '@acme/system-foo, ./local/pkg',
        WEB_DIST: '/srv/web',
        VERDICT_DATA_DIR: '/var/lib/verdict',
        DATABASE_URL: 'postgres://verdict@db/verdict',
        ROOM_TTL_DAYS: '7',
        PUBLIC_URL: 'https://verdict.example',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 0,
      rateLimitPerMinute: 0,
      corsOrigins: ['https://a.example', 'http://localhost:3000'],
      logFormat: 'json',
      trustProxy: true,
      systems: ['@acme/system-foo', './local/pkg'],
      webDist: '/srv/web',
      dataDir: '/var/lib/verdict',
      databaseUrl: 'postgres://verdict@db/verdict',
      roomTtlDays: 7,
      publicUrl: 'https://verdict.example',
    });
  });

  it('names the variable of a value it cannot use', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'http' }, /^Unexpected PORT="http", expected an integer from 0 to 65535$/],
      [{ PORT: '70000' }, /PORT="70000"/],
      [{ RATE_LIMIT_PER_MINUTE: '-1' }, /RATE_LIMIT_PER_MINUTE/],
      [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT="xml", expected 'text' or 'json'/],
      [{ CORS_ORIGINS: 'https://a.example/path' }, /CORS_ORIGINS/],
      [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
      [{ ROOM_TTL_DAYS: 'soon' }, /ROOM_TTL_DAYS/],
      [{ PUBLIC_URL: 'verdict.example' }, /PUBLIC_URL/],
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(message);
    }
  });
});
