// Issue 37, item 4: what the server says at start-up about phones on the local network.
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, lanUrl, startupLines } from './lan-address.js';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('LAN addresses', () => {
  it('are the IPv4 addresses other devices can reach: not loopback, not link-local, not IPv6', () => {
    const found = lanAddresses({
      lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
      wlan0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6')],
      eth1: [info('169.254.3.4', 'IPv4'), info('10.0.0.7', 'IPv4')],
    });
    expect(found).toEqual(['192.168.1.20', '10.0.0.7']);
  });

  it('give the share URL only when the server listens on every interface', () => {
    expect(lanUrl('0.0.0.0', 8787, ['192.168.1.20'])).toBe('http://192.168.1.20:8787');
    expect(lanUrl('::', 8787, ['192.168.1.20'])).toBe('http://192.168.1.20:8787');
    expect(lanUrl('127.0.0.1', 8787, ['192.168.1.20'])).toBeUndefined();
    expect(lanUrl('0.0.0.0', 8787, [])).toBeUndefined();
  });
});

describe('start-up lines', () => {
  it('name the addresses phones can use when listening on every interface', () => {
    const lines = startupLines('0.0.0.0', 8787, ['192.168.1.20', '10.0.0.7']);
    expect(lines[0]).toBe(
      'Phones and other devices on this network: http://192.168.1.20:8787, http://10.0.0.7:8787',
    );
    expect(lines.join(' ')).toContain('PUBLIC_URL');
  });

  it('say how to allow phones (HOST=0.0.0.0), and what it means, on loopback', () => {
    const text = startupLines('127.0.0.1', 8787, ['192.168.1.20']).join(' ');
    expect(text).toContain('Only this computer can open it');
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('anyone on that network can reach it');
  });

  it('say nothing more for a server on one address of its own choosing', () => {
    expect(startupLines('192.168.1.20', 8787, ['192.168.1.20'])).toEqual([]);
  });
});
