import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Why an endpoint's URL may not be sent to, or undefined when it may: only `https`, and only to
 * public addresses, unless the operator allows private targets. A name is refused when any of the
 * addresses it resolves to is not public; one that resolves to none is not refused here.
 */
export async function refusedTarget(url: URL, allowPrivate: boolean): Promise<string | undefined> {
  if (!['https:', 'http:'].includes(url.protocol)) return `refused target ${url.origin}: not an http(s) URL`;
  if (allowPrivate) return undefined;
  if (url.protocol !== 'https:') return `refused target ${url.origin}: only https URLs are allowed`;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = ipaddr.isValid(host) ? [host] : await resolved(host);
  return refusedAddresses(host, addresses);
}

/**
 * The addresses a name resolves to; none when it does not resolve (yet): nothing can be sent to it
 * then, and the lookup made when connecting checks again whatever it resolves to later.
 */
async function resolved(host: string): Promise<string[]> {
  try {
    return (await lookupAll(host, { all: true })).map((found) => found.address);
  } catch {
    return [];
  }
}

/**
 * The `lookup` of an outgoing request (http.request's documented option): it resolves the name as
 * Node would and refuses it when an address is not public, at the moment of connecting, so that a
 * name whose answer changed since it was checked (DNS rebinding) is still refused.
 */
export function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate
        ? undefined
        : refusedAddresses(
            hostname,
            found.map((one) => one.address),
          );
      if (refused) return callback(Object.assign(new Error(refused), { code: 'EREFUSEDTARGET' }), '', 0);
      if (options.all) return callback(null, found);
      const [first] = found as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

function refusedAddresses(host: string, addresses: readonly string[]): string | undefined {
  const refused = addresses.find((address) => !isPublic(address));
  return refused === undefined ? undefined : `refused target ${host}: ${refused} is not a public address`;
}

/**
 * Public means ipaddr.js's `unicast`: not loopback, private (RFC 1918, ULA), link-local (the cloud
 * metadata address 169.254.169.254 among them), unspecified, CGNAT, multicast or reserved. An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it maps; the IPv6 ranges that embed an
 * IPv4 address otherwise (6to4, Teredo, NAT64) are refused whole rather than unpicked.
 */
const isPublic = (address: string): boolean => ipaddr.process(address).range() === 'unicast';
