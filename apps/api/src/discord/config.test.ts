import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.js';

const KEY = 'ab'.repeat(32);

describe('readConfig: the Discord app', () => {
  it('is off without DISCORD_PUBLIC_KEY, on with it, with its defaults', () => {
    expect(readConfig({}).discord).toBeUndefined();
    expect(readConfig({ DISCORD_PUBLIC_KEY: KEY }).discord).toEqual({
      publicKey: KEY,
      heavyPerUserPerMinute: 20,
    });
  });

  it('reads every Discord variable', () => {
    expect(
      readConfig({
        DISCORD_PUBLIC_KEY: KEY,
        DISCORD_APPLICATION_ID: '1234567890',
        DISCORD_API_BASE: 'http://127.0.0.1:9999/api/v10',
        DISCORD_USER_LIMIT_PER_MINUTE: '5',
        DISCORD_BOT_TOKEN: 'only for verdict discord register',
      }).discord,
    ).toEqual({
      publicKey: KEY,
      applicationId: '1234567890',
      apiBase: 'http://127.0.0.1:9999/api/v10',
      heavyPerUserPerMinute: 5,
    });
  });

  it('names the variable it cannot use', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DISCORD_PUBLIC_KEY: 'not-hex' }, /DISCORD_PUBLIC_KEY, expected the 64 hex characters/],
      [{ DISCORD_PUBLIC_KEY: KEY, DISCORD_APPLICATION_ID: 'app' }, /DISCORD_APPLICATION_ID="app"/],
      [{ DISCORD_PUBLIC_KEY: KEY, DISCORD_API_BASE: 'discord.com' }, /DISCORD_API_BASE="discord.com"/],
      [{ DISCORD_PUBLIC_KEY: KEY, DISCORD_USER_LIMIT_PER_MINUTE: 'many' }, /DISCORD_USER_LIMIT_PER_MINUTE/],
      [{ DISCORD_APPLICATION_ID: '1' }, /DISCORD_APPLICATION_ID is set but DISCORD_PUBLIC_KEY is not/],
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(message);
    }
  });
});
