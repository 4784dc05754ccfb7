import { describe, expect, it } from 'vitest';
import { type AddressClass, classifyAddress, isForbiddenAddress, parseIPv4, parseIPv6 } from './ip-address';

// Every spelling a URL, a resolver or an attacker may use, and what it is.
const table: [address: string, kind: AddressClass | null][] = [
  // IPv4 loopback in the forms inet_aton and URL parsers accept
  ['127.0.0.1', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['0x7f.1', 'loopback'],
  ['0x7F.0.0.1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['017700000001', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['127.0.0.1.', 'loopback'],
  // private, shared, link-local (cloud metadata), unspecified, broadcast, multicast
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['0xc0a80101', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['169.254.169.254', 'link-local'],
  ['0xa9.0xfe.0xa9.0xfe', 'link-local'],
  ['2852039166', 'link-local'],
  ['0.0.0.0', 'unspecified'],
  ['0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['192.88.99.1', 'reserved'],
  ['192.0.2.10', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.99', 'documentation'],
  // IPv4 neighbours of the blocked ranges are public
  ['8.8.8.8', 'public'],
  ['93.184.216.34', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.1', 'public'],
  ['169.253.255.255', 'public'],
  ['192.169.0.1', 'public'],
  ['223.255.255.255', 'public'],
  ['1.1', 'public'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001::1', 'reserved'],
  ['fec0::1', 'reserved'],
  ['100::1', 'reserved'],
  ['64:ff9b:1::1', 'reserved'],
  ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
  ['2a00:1450:4001:81c::200e', 'public'],
  // IPv4 inside IPv6: mapped, compatible, SIIT, NAT64, 6to4 are judged by the IPv4 address
  ['::ffff:127.0.0.1', 'loopback'],
  ['[::ffff:127.0.0.1]', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['[::ffff:7f00:1]', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:10.0.0.1', 'private'],
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'link-local'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::808:808', 'public'],
  ['2002:808:808::1', 'public'],
  // not addresses
  ['localhost', null],
  ['example.org', null],
  ['256.0.0.1', null],
  ['1.2.3.4.5', null],
  ['4294967296', null],
  ['0x', 'unspecified'],
  ['1..1', null],
  ['08.0.0.1', null],
  ['', null],
  [':::1', null],
  ['1:2:3:4:5:6:7:8:9', null],
];

describe('classifyAddress', () => {
  it.each(table)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
    expect(isForbiddenAddress(address)).toBe(kind !== 'public');
  });
});

describe('address parsing', () => {
  it('reads every IPv4 spelling as the same number', () => {
    for (const spelling of ['127.0.0.1', '127.1', '0x7f.1', '2130706433', '0177.0.0.01', '127.0.0.1.'])
      expect(parseIPv4(spelling), spelling).toBe(0x7f000001);
  });

  it('expands IPv6 with :: and an IPv4 tail into eight groups', () => {
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
    expect(parseIPv6('fe80::1%lo')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('127.0.0.1')).toBeNull();
  });

  it('agrees with the URL parser on what a host name means', () => {
    for (const host of ['127.1', '0x7f.1', '2130706433', '0177.0.0.1']) {
      const { hostname } = new URL(`http://${host}/`);
      expect(hostname, host).toBe('127.0.0.1');
      expect(classifyAddress(host)).toBe(classifyAddress(hostname));
    }
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
    expect(classifyAddress(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback');
  });
});
