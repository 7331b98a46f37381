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
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(message);
    }
  });
});
