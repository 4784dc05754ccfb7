import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address is for. Only `public` may be fetched from input URLs; every other class reaches
 * the server itself, its network or nowhere useful.
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved';

/**
 * Parses IPv4 the way URL parsers and inet_aton do: one to four parts, each decimal, octal (leading 0)
 * or hex (0x), the last part filling the remaining bytes. `127.1`, `0x7f.1` and `2130706433` are all
 * 127.0.0.1. Returns the address as an unsigned 32-bit number, or null.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  return numbers.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
}

/** Parses IPv6 (brackets and a zone such as `%eth0` allowed) into eight 16-bit groups, or null. */
export function parseIPv6(text: string): number[] | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  let body = bare;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    if (!isIPv4(dotted[2])) return null;
    const v4 = parseIPv4(dotted[2])!;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    body = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const [head, rest] = body.includes('::') ? body.split('::') : [body, undefined];
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const before = groups(head);
  const after = [...(rest === undefined ? [] : groups(rest)), ...tail];
  if (rest === undefined) return before.concat(tail).length === 8 ? before.concat(tail) : null;
  const zeros = 8 - before.length - after.length;
  return zeros < 0 ? null : [...before, ...new Array<number>(zeros).fill(0), ...after];
}

type Range = [base: number, prefix: number, kind: AddressClass];
const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

// Most specific first; the first match wins.
const ipv4Ranges: Range[] = [
  [v4(255, 255, 255, 255), 32, 'broadcast'],
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'shared'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'documentation'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'documentation'],
  [v4(203, 0, 113, 0), 24, 'documentation'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

export function classifyIPv4(address: number): AddressClass {
  for (const [base, prefix, kind] of ipv4Ranges) {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    if ((address & mask) >>> 0 === base) return kind;
  }
  return 'public';
}

const embeddedV4 = (hi: number, lo: number) => classifyIPv4(hi * 65536 + lo);

/**
 * IPv6 is allowed only in global unicast (2000::/3) outside its special blocks. Forms that carry an
 * IPv4 address (mapped, compatible, SIIT-translated, NAT64, 6to4) are judged by that IPv4 address,
 * so `::ffff:7f00:1` is loopback like 127.0.0.1.
 */
export function classifyIPv6(g: number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  if (zeroUpTo(5) && g[5] === 0xffff) return embeddedV4(g[6], g[7]); // ::ffff:a.b.c.d (mapped)
  if (zeroUpTo(6)) return embeddedV4(g[6], g[7]); // ::a.b.c.d (compatible)
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return embeddedV4(g[6], g[7]); // ::ffff:0:a.b.c.d (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embeddedV4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'reserved'; // local-use NAT64
  if (g[0] === 0x2002) return embeddedV4(g[1], g[2]); // 6to4
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'documentation'; // 3fff::/20
  if (g[0] === 0x2001 && g[1] < 0x200) return 'reserved'; // 2001::/23: Teredo, benchmarking, ORCHID …
  if ((g[0] & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if ((g[0] & 0xe000) === 0x2000) return 'public';
  return 'reserved';
}

/** The class of an IP address in any spelling (see parseIPv4/parseIPv6), or null when it is no IP address. */
export function classifyAddress(text: string): AddressClass | null {
  const groups = parseIPv6(text);
  if (groups) return classifyIPv6(groups);
  const ipv4 = parseIPv4(text);
  return ipv4 === null ? null : classifyIPv4(ipv4);
}

/** True unless the text is an IP address in public unicast space; anything unparsable counts as forbidden. */
export function isForbiddenAddress(text: string): boolean {
  return classifyAddress(text) !== 'public';
}
