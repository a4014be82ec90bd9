import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * Where a thumbnail may be downloaded from. The URLs come from a provider's feed, which the
 * casino does not control: a compromised or careless feed could name the cloud's metadata
 * service, the database or an admin port on our own network, and the import would fetch it from
 * inside (server-side request forgery). So a thumbnail's host must resolve to public addresses
 * only, checked when each connection is made (a name that resolves to a public address for a
 * check and to 127.0.0.1 for the connection, DNS rebinding, is refused too), and every redirect
 * is checked again.
 *
 * The hosts of the integration's own feed and launch URLs are the exception: the operator typed
 * them, and a sandbox or a provider reached over a private link lives on such an address.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 it is. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether a literal IP address is one a public server may have. */
export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped !== undefined) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL without IPv6 brackets, lower-cased. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
    this.name = 'ForbiddenAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for outgoing connections that resolves as usual and refuses a name with any
 * non-public address, unless the name is one of `trustedHosts`. Node calls it for each connection
 * to a name (never for a literal IP: `requirePublicUrl` checks those).
 */
export function publicOnlyLookup(trustedHosts: ReadonlySet<string>) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ): void => {
    const family =
      options.family === 'IPv4' || options.family === 4
        ? 4
        : options.family === 'IPv6' || options.family === 6
          ? 6
          : 0;
    dnsLookup(hostname, { all: true, family }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, []);
        return;
      }
      const trusted = trustedHosts.has(hostname.toLowerCase());
      if (!trusted && addresses.some((entry) => !isPublicAddress(entry.address))) {
        callback(new ForbiddenAddressError(hostname), []);
        return;
      }
      if (options.all) callback(null, addresses);
      else {
        const [first] = addresses;
        if (first === undefined) callback(new ForbiddenAddressError(hostname), []);
        else callback(null, first.address, first.family);
      }
    });
  };
}

/**
 * Refuses a URL that is not http(s), or whose host is a literal IP address that is not public
 * (unless trusted). Names are checked when connecting (publicOnlyLookup).
 */
export function requirePublicUrl(url: URL, trustedHosts: ReadonlySet<string>): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ForbiddenAddressError(url.protocol);
  }
  const host = hostOf(url);
  if (trustedHosts.has(host)) return;
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new ForbiddenAddressError(host);
}

/** The hosts of an integration's own URLs (feed, launch), which may be private. */
export function integrationHosts(urls: readonly (string | null | undefined)[]): Set<string> {
  const hosts = new Set<string>();
  for (const value of urls) {
    if (!value) continue;
    try {
      hosts.add(hostOf(new URL(value)));
    } catch {
      // A URL the operator saved is valid; nothing to trust otherwise.
    }
  }
  return hosts;
}
