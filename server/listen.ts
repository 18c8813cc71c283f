import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { limitHeapGrowth } from './lib/heap-growth';

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s by default, so a client (or a load
 * balancer: AWS's keeps them 60 s) that sends its next request on the same connection just as Node closes it gets
 * ECONNRESET instead of an answer. The server must outlast its clients: 65 s, and the headers' wait just above it.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Serves the app on the port, keeping idle connections open longer than the clients in front of it do. */
export function listen(fetch: (req: Request) => Response | Promise<Response>, port: number, hostname: string, onListening?: () => void): ServerType {
  limitHeapGrowth(); // a serving process keeps its heap near its live size, long downloads included (decision 044)
  const server = serve({ fetch, port, hostname }, onListening);
  (server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  (server as Server).headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
