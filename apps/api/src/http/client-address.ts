/**
 * Who a client is, for the rate limit: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so keying on the full address would give them 2^64 budgets),
 * and the right-most untrusted hop of `X-Forwarded-For` behind trusted proxies. Keys are short and
 * canonical whatever a client sends. Runtime-agnostic: no `node:net`.
 */

/**
 * The rate limit's key for an address: `203.0.113.7`, `2001:db8:0:1::/64`, or undefined when it is not an
 * IP address. IPv4-mapped IPv6 (`::ffff:203.0.113.7`) is keyed as the IPv4 address.
 *
 * @example
 * clientKeyOf('2001:db8:0:1:aaaa::1'); // '2001:db8:0:1::/64'
 */
export function clientKeyOf(address: string): string | undefined {
  if (address.length > 64) return undefined;
  const v4 = ipv4(address);
  if (v4) return v4.join('.');
  const groups = ipv6(address);
  if (!groups) return undefined;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address from `X-Forwarded-For` behind `trustedProxies` proxies: each proxy appends the
 * address it received the request from, so the entry `trustedProxies` from the right is the one the
 * outermost trusted proxy saw. Entries to its left were sent by the client and are never trusted.
 * Undefined when that entry is not an IP address (or there is no header).
 *
 * @example
 * forwardedClient('6.6.6.6, 203.0.113.7', 1); // '203.0.113.7' (the client wrote 6.6.6.6 itself)
 */
export function forwardedClient(header: string | undefined, trustedProxies: number): string | undefined {
  if (header === undefined || trustedProxies <= 0) return undefined;
  // Only the right-most entries matter: never split more of a huge header than needed.
  const hops = header.slice(-64 * trustedProxies - 64).split(',');
  const picked = hops[Math.max(0, hops.length - trustedProxies)]?.trim();
  return picked === undefined ? undefined : clientKeyOf(picked);
}

function ipv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : 256));
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

/** The 8 groups of an IPv6 address (zone dropped, embedded IPv4 allowed), or undefined. */
function ipv6(input: string): number[] | undefined {
  let text = input.replace(/%[\w.-]+$/, '');
  const tailAt = text.lastIndexOf(':');
  if (tailAt >= 0 && text.slice(tailAt + 1).includes('.')) {
    const v4 = ipv4(text.slice(tailAt + 1));
    if (!v4) return undefined;
    text = `${text.slice(0, tailAt + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}
