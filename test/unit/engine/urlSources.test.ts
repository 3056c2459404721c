/**
 * `url` data sources aimed at this machine or a private network: refused when created, in every
 * spelling of such an address, and again when the download connects (a name that resolved to a
 * public address at creation and to loopback later). Only loopback servers are used.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { isPrivateAddress } from '../../../src/engine/fetchUrl';
import { CSV_SALES, USER, startTestEngine, waitForSync, type TestEngine } from '../../support/engine-harness';

describe('engine url data sources: local and private addresses', () => {
  let files: Server;
  let port = 0;
  let requests = 0;
  before(async () => {
    files = createServer((req, res) => {
      requests++;
      if (req.url === '/to-loopback') {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/sales.csv` });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(CSV_SALES);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    port = (files.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((resolve) => files.close(() => resolve())));

  async function create(engine: TestEngine, url: string) {
    const datasetId = (await engine.call('POST', '/datasets', { name: 'remote', user_id: USER })).body.data.id;
    const reply = await engine.call('POST', `/datasets/${datasetId}/datasources`, { name: 'remote.csv', type: 'FILE', url, user_id: USER });
    return { datasetId, reply };
  }

  it('refuses them when the data source is created, in every spelling, without a request', async () => {
    const engine = await startTestEngine({ downloadTimeoutMs: 1_000 });
    try {
      const spellings = [
        `http://127.0.0.1:${port}/sales.csv`,
        `http://127.1:${port}/sales.csv`,
        `http://127.0.0.2:${port}/sales.csv`,
        `http://0x7f.0.0.1:${port}/sales.csv`,
        `http://0x7f000001:${port}/sales.csv`,
        `http://2130706433:${port}/sales.csv`,
        `http://017700000001:${port}/sales.csv`,
        `http://0177.0.0.01:${port}/sales.csv`,
        `http://[::1]:${port}/sales.csv`,
        `http://[0:0:0:0:0:0:0:1]:${port}/sales.csv`,
        `http://[::ffff:127.0.0.1]:${port}/sales.csv`,
        `http://[::ffff:7f00:1]:${port}/sales.csv`,
        `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/sales.csv`,
        `http://[::127.0.0.1]:${port}/sales.csv`,
        `http://[64:ff9b::127.0.0.1]:${port}/sales.csv`,
        `http://[2002:7f00:1::]:${port}/sales.csv`,
        `http://0.0.0.0:${port}/sales.csv`,
        `http://0:${port}/sales.csv`,
        `http://[::]:${port}/sales.csv`,
        `http://localhost:${port}/sales.csv`,
        `http://LocalHost.:${port}/sales.csv`,
        `http://files.localhost:${port}/sales.csv`,
        'https://10.0.0.1/sales.csv',
        'http://172.16.5.5/sales.csv',
        'http://192.168.1.1/sales.csv',
        'http://169.254.169.254/latest/meta-data/x.csv',
        'http://0xa9fea9fe/latest/meta-data/x.csv',
        'http://100.100.100.200/x.csv',
        'http://[fd00:ec2::254]/x.csv',
        'http://[fe80::1]/x.csv',
        'http://[fc00::1]/x.csv',
        'http://224.0.0.1/x.csv',
      ];
      for (const url of spellings) {
        const { reply } = await create(engine, url);
        assert.equal(reply.body.code, 300001, `${url}: ${JSON.stringify(reply.body)}`);
        assert.match(reply.body.msg, /points to this machine or a private network/, url);
        assert.match(reply.body.msg, /--allow-url-host/, url);
      }
      const listed = await engine.get('/datasets');
      for (const dataset of listed.body.data.records) {
        assert.equal((await engine.get(`/datasets/${dataset.id}/datasources`)).body.data.total_items, 0);
      }
      assert.equal(requests, 0, 'no request reached the local server');
      // A public address is accepted (its download then fails here, with no network).
      assert.equal((await create(engine, 'http://93.184.216.34/sales.csv')).reply.body.code, 0);
    } finally {
      await engine.dispose();
    }
  });

  it('refuses a name that resolves to a private address when created', async () => {
    const resolveHost = async (host: string): Promise<LookupAddress[]> => (host === 'metadata.internal' ? [{ address: '169.254.169.254', family: 4 }] : []);
    const engine = await startTestEngine({ resolveHost });
    try {
      const { reply } = await create(engine, 'http://metadata.internal/computeMetadata/v1/x.csv');
      assert.equal(reply.body.code, 300001);
      assert.match(reply.body.msg, /\(169\.254\.169\.254\)/);
    } finally {
      await engine.dispose();
    }
  });

  it('checks again when connecting: a name that rebinds to loopback after creation is refused', async () => {
    let lookups = 0;
    // Public when the data source is created, loopback when the download connects.
    const resolveHost = async (host: string): Promise<LookupAddress[]> => {
      if (host !== 'rebind.example') return [];
      lookups++;
      return [{ address: lookups === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    const before = requests;
    const engine = await startTestEngine({ resolveHost });
    try {
      const { datasetId, reply } = await create(engine, `http://rebind.example:${port}/sales.csv`);
      assert.equal(reply.body.code, 0, JSON.stringify(reply.body));
      const source = await waitForSync(engine, datasetId, reply.body.data.id);
      assert.equal(source.status, 'invalid');
      assert.match(source.reason, /points to this machine or a private network \(127\.0\.0\.1\)/);
      assert.equal(lookups, 2);
      assert.equal(requests, before, 'the download never connected');
    } finally {
      await engine.dispose();
    }
  });

  it('downloads from a local host the user named, and still refuses a redirect to another local host', async () => {
    const engine = await startTestEngine({ allowUrlHosts: ['localhost'] });
    try {
      const ok = await create(engine, `http://localhost:${port}/sales.csv`);
      assert.equal(ok.reply.body.code, 0, JSON.stringify(ok.reply.body));
      assert.equal((await waitForSync(engine, ok.datasetId, ok.reply.body.data.id)).status, 'synched');
      const redirected = await create(engine, `http://localhost:${port}/to-loopback`);
      const source = await waitForSync(engine, redirected.datasetId, redirected.reply.body.data.id);
      assert.equal(source.status, 'invalid');
      assert.match(source.reason, /\(127\.0\.0\.1\)/);
      // Only the named host: the loopback address itself is still refused.
      assert.equal((await create(engine, `http://127.0.0.1:${port}/sales.csv`)).reply.body.code, 300001);
    } finally {
      await engine.dispose();
    }
  });

  it('classifies addresses, with IPv4 inside IPv6 checked as IPv4', () => {
    for (const address of [
      '10.1.2.3', '192.168.0.1', '172.16.5.5', '169.254.169.254', '127.0.0.1', '0.0.0.0', '100.64.0.1', '::1', '::', 'fe80::1', 'fd00::1',
      '::ffff:7f00:1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:0:7f00:1', '64:ff9b::a00:1', '::7f00:1', '2002:a9fe:a9fe::1', 'not-an-address',
    ]) assert.equal(isPrivateAddress(address), true, address);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1::1', '::ffff:8.8.8.8', '2002:5db8:d822::1']) {
      assert.equal(isPrivateAddress(address), false, address);
    }
  });
});
