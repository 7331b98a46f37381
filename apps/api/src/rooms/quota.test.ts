import { describe, expect, it } from 'vitest';
import { ProblemError } from '../http/problem.js';
import { storageQuota } from './quota.js';

const HOUR = 60 * 60 * 1000;

/** The problem a promise is refused with (its code, status and headers), or undefined. */
async function refusal(admitted: Promise<void>) {
  try {
    await admitted;
    return undefined;
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return { code: error.problem.code, status: error.problem.status, headers: error.headers };
  }
}

describe('storageQuota', () => {
  it('refuses an address past its bytes of the last 24 hours, until they leave the window, and no one else', async () => {
    let now = 10 * HOUR;
    const quota = storageQuota({ bytesPerClientPerDay: 1_000, reserveBytes: 0 }, () => now);
    quota.charge('a', 600);
    expect(await refusal(quota.admit('a'))).toBeUndefined();
    now += 2 * HOUR;
    quota.charge('a', 600); // past the quota by its own size: admitted before it was written
    expect(await refusal(quota.admit('a'))).toMatchObject({
      code: 'storage_quota',
      status: 429,
      // The first 600 leave the window 22 hours from now: 600 is then under 1,000.
      headers: { 'retry-after': String(22 * 60 * 60) },
    });
    expect(await refusal(quota.admit('b', true))).toBeUndefined();
    now += 22 * HOUR;
    expect(await refusal(quota.admit('a'))).toBeUndefined();
  });

  it('refuses new rooms only, below the reserve, and never when the free space is unknown', async () => {
    let free: number | undefined = 10;
    const quota = storageQuota(
      { bytesPerClientPerDay: 0, reserveBytes: 100, freeBytes: async () => free },
      () => 0,
    );
    expect(await refusal(quota.admit('a', true))).toMatchObject({ code: 'storage_reserve', status: 507 });
    expect(await refusal(quota.admit('a'))).toBeUndefined();
    const unknown = storageQuota(
      { bytesPerClientPerDay: 0, reserveBytes: 100, freeBytes: async () => undefined },
      () => 0,
    );
    free = undefined;
    expect(await refusal(unknown.admit('a', true))).toBeUndefined();
  });

  it('counts nothing when off', async () => {
    const quota = storageQuota(
      { bytesPerClientPerDay: 0, reserveBytes: 0, freeBytes: async () => 0 },
      () => 0,
    );
    quota.charge('a', 1e12);
    expect(await refusal(quota.admit('a', true))).toBeUndefined();
  });
});
