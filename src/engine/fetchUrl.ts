/**
 * Downloads a `url` data source to a file, so a data source can never be used to probe the
 * machine's own network: only http and https, every resolved address checked (loopback, private,
 * link-local, unique-local, multicast and unspecified ranges refused), the connection pinned to
 * the checked address, redirects re-checked, and a size and time limit. The same check refuses
 * such an address when the data source is created (`urlRefusal`); the check when connecting
 * still counts, as a name may resolve elsewhere by then (DNS rebinding).
 */
import { createWriteStream } from 'node:fs';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { IngestRefusal } from './loaders';

/** Every address a host name resolves to (the system resolver by default). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Hosts the user named as allowed although local or private (people serving files locally). */
  allowHosts?: readonly string[];
  resolve?: HostResolver;
  maxRedirects?: number;
}

const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true });

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
// ::/96 holds the unspecified and loopback addresses and the deprecated IPv4-compatible ones.
for (const [network, prefix] of [
  ['::', 96], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a data source must not reach. IPv4-mapped IPv6 is checked as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const embedded = embeddedIpv4(address);
  if (embedded) return blocked.check(embedded, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d),
 * NAT64 (64:ff9b::a.b.c.d) or 6to4 (2002:aabb:ccdd::) IPv6 address, in either notation.
 */
function embeddedIpv4(address: string): string | undefined {
  const words = ipv6Words(address);
  if (!words) return undefined;
  const quad = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zero = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zero(0, 5) && words[5] === 0xffff) return quad(words[6], words[7]);
  if (zero(0, 4) && words[4] === 0xffff && words[5] === 0) return quad(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6)) return quad(words[6], words[7]);
  if (words[0] === 0x2002) return quad(words[1], words[2]);
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (dotted IPv4 tail allowed), or undefined. */
function ipv6Words(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headWords = head ? head.split(':') : [];
  const tailWords = tail ? tail.split(':') : [];
  const missing = 8 - headWords.length - tailWords.length;
  const all = tail === undefined ? headWords : [...headWords, ...Array<string>(missing).fill('0'), ...tailWords];
  if (all.length !== 8) return undefined;
  return all.map((word) => parseInt(word, 16));
}

/** A host as the URL parser gives it, comparable: lower case, no brackets, no trailing dot. */
function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

function isAllowedHost(hostname: string, allowHosts: readonly string[] | undefined): boolean {
  const host = bareHost(hostname);
  return (allowHosts ?? []).some((allowed) => bareHost(allowed) === host);
}

/** Names that mean this machine whatever DNS says (RFC 6761), refused without a lookup. */
function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain' || host === 'ip6-localhost' || host === 'ip6-loopback';
}

function privateMessage(url: string, address: string): string {
  return `The address ${url} points to this machine or a private network (${address}); the engine only downloads public addresses. ` +
    'To download from a host of your own network, start the engine with --allow-url-host <host>.';
}

const CREATION_LOOKUP_MS = 5_000;

/**
 * Why a `url` data source must be refused when it is created, or undefined: an address on this
 * machine or a private network, written in any spelling (the URL parser already turns octal,
 * hex and whole-number IPv4 into dotted form), or a name that resolves to one. A name that does
 * not resolve now is left to the download, which checks again when it connects.
 */
export async function urlRefusal(url: URL, limits: Pick<FetchLimits, 'allowPrivate' | 'allowHosts' | 'resolve'>): Promise<string | undefined> {
  if (limits.allowPrivate || isAllowedHost(url.hostname, limits.allowHosts)) return undefined;
  const host = bareHost(url.hostname);
  if (isIP(host)) return isPrivateAddress(host) ? privateMessage(url.href, host) : undefined;
  if (isLocalName(host)) return privateMessage(url.href, host);
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    (limits.resolve ?? systemResolver)(host).catch(() => [] as LookupAddress[]),
    new Promise<LookupAddress[]>((resolve) => (timer = setTimeout(() => resolve([]), CREATION_LOOKUP_MS))),
  ]);
  clearTimeout(timer);
  const bad = addresses.find((entry) => isPrivateAddress(entry.address));
  return bad ? privateMessage(url.href, bad.address) : undefined;
}

/** Resolves and checks a host just before connecting; returns the address to connect to. */
async function safeAddress(hostname: string, limits: FetchLimits): Promise<{ address: string; family: number }> {
  const bare = bareHost(hostname);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await (limits.resolve ?? systemResolver)(bare);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new IngestRefusal(`The address ${hostname} does not resolve.`);
  if (!limits.allowPrivate && !isAllowedHost(hostname, limits.allowHosts)) {
    const bad = isLocalName(bare) ? { address: bare } : addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) {
      throw new IngestRefusal(
        `The address ${hostname} points to this machine or a private network (${bad.address}); the engine only downloads public addresses.`,
      );
    }
  }
  return addresses[0];
}

export async function downloadTo(url: string, file: string, limits: FetchLimits, signal?: AbortSignal): Promise<number> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let current = new URL(url);
  for (let hop = 0; hop <= (limits.maxRedirects ?? 3); hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new IngestRefusal('Only http and https addresses can be downloaded.');
    }
    const pinned = await safeAddress(current.hostname, limits);
    // Connect to the address that was checked, not to whatever a second lookup returns.
    const pinLookup: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) callback(null, [{ address: pinned.address, family: pinned.family }]);
      else callback(null, pinned.address, pinned.family);
    };
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const client = current.protocol === 'https:' ? https : http;
      const request = client.get(current, { lookup: pinLookup, signal: combined, headers: { 'user-agent': 'data-analysis-engine' } }, resolve);
      request.on('error', reject);
    }).catch((error: unknown) => {
      if (timeout.aborted) throw new IngestRefusal(`The download took longer than ${Math.round(limits.timeoutMs / 1000)} s.`);
      if (error instanceof IngestRefusal) throw error;
      throw new IngestRefusal(`The address could not be downloaded: ${(error as Error).message}`);
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new IngestRefusal(`The address answered HTTP ${status}.`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw new IngestRefusal(`The file is larger than the ${limits.maxBytes} byte limit for downloads.`);
    }
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limits.maxBytes) callback(new IngestRefusal(`The file is larger than the ${limits.maxBytes} byte limit for downloads.`));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(response, counter, createWriteStream(file), { signal: combined });
    } catch (error) {
      if (error instanceof IngestRefusal) throw error;
      if (timeout.aborted) throw new IngestRefusal(`The download took longer than ${Math.round(limits.timeoutMs / 1000)} s.`);
      throw error;
    }
    return received;
  }
  throw new IngestRefusal('The address redirected too many times.');
}
