/** The OpenAI-compatible client's reading of streams cut at awkward places. */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ModelClient } from '../../../src/engine/planner/modelClient';

describe('planner: the model client', () => {
  it('keeps a character whole when the network splits its bytes between two pieces', async () => {
    const line = Buffer.from(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Café – 東京' }, finish_reason: null }] })}\n\n`, 'utf8');
    const cut = line.indexOf(Buffer.from('é', 'utf8')) + 1;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(line.subarray(0, cut));
      setTimeout(() => {
        res.write(line.subarray(cut));
        res.end('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n');
      }, 30);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new ModelClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'm' });
    try {
      const turn = await client.complete([{ role: 'user', content: 'hi' }], [], new AbortController().signal);
      assert.equal(turn.text, 'Café – 東京');
    } finally {
      await client.close();
      server.close();
    }
  });
});
