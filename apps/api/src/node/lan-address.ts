/**
 * @module
 * Playing at a real table (issue 37, item 4): the address phones on the same network can use, printed when the
 * server starts, and the base of the rooms' share links (their QR codes). A server on 127.0.0.1 (the default) is
 * reachable from this computer only: its start-up says how to allow phones (`HOST=0.0.0.0`) and what that means.
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

import { isLoopbackHost } from '../rooms/share-base.js';

/** Whether the server listens on every interface (`HOST=0.0.0.0` or `::`). */
export const listensBroadly = (address: string): boolean => address === '0.0.0.0' || address === '::';

/**
 * The IPv4 addresses of this computer that other devices on its networks can reach (not loopback, not the
 * link-local 169.254.x.x a network without DHCP hands out), in the order the system lists them.
 *
 * @example
 * lanAddresses({ eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, ... }] }); // ['192.168.1.20']
 */
export function lanAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const found: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family !== 'IPv4' || info.internal || info.address.startsWith('169.254.')) continue;
      if (!found.includes(info.address)) found.push(info.address);
    }
  }
  return found;
}

/** The URL phones on this network can open, when the server listens on every interface and a LAN address exists. */
export function lanUrl(address: string, port: number, lan: readonly string[]): string | undefined {
  if (!listensBroadly(address) || lan.length === 0) return undefined;
  return `http://${lan[0]}:${port}`;
}

/**
 * The lines the server prints once it listens, after `Verdict listening on …`: the addresses phones can use when it
 * listens on every interface, or, on loopback, how to allow them and what it means.
 *
 * @example
 * startupLines('0.0.0.0', 8787, ['192.168.1.20']);
 * // ['Phones and other devices on this network: http://192.168.1.20:8787', ...]
 */
export function startupLines(address: string, port: number, lan: readonly string[]): string[] {
  if (listensBroadly(address)) {
    if (lan.length === 0) {
      return [
        'Verdict listens on every network interface, but this computer has no network address other devices can reach (is it on Wi-Fi?).',
      ];
    }
    return [
      `Phones and other devices on this network: ${lan.map((a) => `http://${a}:${port}`).join(', ')}`,
      'Anyone on this network can reach the server; behind a reverse proxy with HTTPS, set PUBLIC_URL to its address.',
    ];
  }
  if (isLoopbackHost(address)) {
    return [
      'Only this computer can open it. To let phones on the same Wi-Fi join your table, start it with HOST=0.0.0.0:',
      'the server then listens on every network interface, and anyone on that network can reach it (README: "Play at a table with phones").',
    ];
  }
  return [];
}
