/**
 * Downloads a `url` data source to a file, so a data source can never be used to probe the
 * machine's own network: only http and https, every resolved address checked (loopback, private,
 * link-local, unique-local, multicast and unspecified ranges refused), the connection pinned to
 * the checked address, redirects re-checked, and a size and time limit.
 */
import { createWriteStream } from 'node:fs';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { IngestRefusal } from './loaders';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
  maxRedirects?: number;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a data source must not reach. IPv4-mapped IPv6 is checked as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const embedded = embeddedIpv4(address);
  if (embedded) return blocked.check(embedded, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2], 16);
  const low = parseInt(match[3], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Resolves and checks a host; returns the address to connect to. */
async function safeAddress(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (addresses.length === 0) throw new IngestRefusal(`The address ${hostname} does not resolve.`);
  if (!allowPrivate) {
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) {
      throw new IngestRefusal(
        `The address ${hostname} points into a private or local network (${bad.address}); the engine only downloads public addresses.`,
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
    const pinned = await safeAddress(current.hostname, limits.allowPrivate);
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
