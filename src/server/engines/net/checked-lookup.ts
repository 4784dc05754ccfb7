import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into its addresses; tests pass their own to play a DNS server that changes its answers. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true }, (err, addresses: LookupAddress[]) =>
      err ? reject(err) : resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))),
    ),
  );

export interface CheckedLookupEvents {
  /** The name resolved to an address that input URLs may not reach; the connection is not made. */
  onRefused(hostname: string, address: string): void;
  onUnresolved(hostname: string): void;
}

const lookupError = (code: string, message: string) => Object.assign(new Error(message), { code });

/**
 * A `lookup` for `net.connect`: resolves the name once, refuses it when any address is not allowed, and
 * hands the socket exactly the addresses it checked. Because the socket connects to what this function
 * returns, a DNS answer that changes later cannot redirect it.
 */
export function createCheckedLookup(
  resolve: Resolve,
  isAllowed: (address: string) => boolean,
  events: CheckedLookupEvents,
): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !isAllowed(a.address));
        if (refused) {
          events.onRefused(hostname, refused.address);
          return callback(lookupError('EADDRNOTALLOWED', `${hostname} resolves to a non-public address`), '');
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) {
          events.onUnresolved(hostname);
          return callback(lookupError('ENOTFOUND', `${hostname} has no address`), '');
        }
        if (options.all) return callback(null, usable);
        return callback(null, usable[0].address, usable[0].family);
      },
      (err: NodeJS.ErrnoException) => {
        events.onUnresolved(hostname);
        callback(err, '');
      },
    );
  };
}
