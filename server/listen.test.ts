import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { listen } from './listen';

// A browser test failed with ECONNRESET: its client reused a connection the server had closed after Node's default
// 5 s of idleness, as the request went out. A connection idle for longer than that must still be answered.
const server = listen(() => new Response('ok'), 0, '127.0.0.1');
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(agent: Agent): Promise<{ body: string; socket: unknown }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ body, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('keeps an idle keep-alive connection open past Node’s 5 s default', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await get(agent);
  await new Promise((r) => setTimeout(r, 6_000));
  const second = await get(agent);
  expect([first.body, second.body]).toEqual(['ok', 'ok']);
  expect(second.socket, 'the same connection, still open').toBe(first.socket);
  agent.destroy();
});
