import { describe, expect, it } from 'vitest';
import { clientKeyOf, forwardedClient } from './client-address.js';

describe('clientKeyOf', () => {
  it('keys IPv4 as it is, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64: every address of one subscriber shares one budget', () => {
    const keys = new Set(
      [
        '2001:db8:0:1::1',
        '2001:db8:0:1:ffff:ffff:ffff:ffff',
        '2001:0db8:0000:0001:abcd::9',
        '2001:db8:0:1::1%eth0',
      ].map(clientKeyOf),
    );
    expect([...keys]).toEqual(['2001:db8:0:1::/64']);
    expect(clientKeyOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('refuses what is not an address, so keys stay short and canonical', () => {
    for (const bad of [
      '',
      'x',
      '1.2.3',
      '256.1.1.1',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'a'.repeat(15_000),
    ]) {
      expect(clientKeyOf(bad)).toBeUndefined();
    }
  });
});

describe('forwardedClient (TRUST_PROXY)', () => {
  it('takes the right-most hop behind one proxy, never the first one a client wrote', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('skips as many hops as there are trusted proxies', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('gives nothing for a missing header, no trusted proxy, or a hop that is not an address', () => {
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient('203.0.113.7', 0)).toBeUndefined();
    expect(forwardedClient('203.0.113.7, not-an-ip', 1)).toBeUndefined();
    expect(forwardedClient(`${'1.1.1.1,'.repeat(2000)}203.0.113.7`, 1)).toBe('203.0.113.7');
  });
});
