import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerToClientEvents } from '@quoteway/contracts';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRealtime, type RealtimeSocket } from './connect';

// A real socket.io server on loopback: the handshake, typed events and reconnects are real.
let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function startServer() {
  const http = createServer();
  const server = new Server<Record<never, never>, ServerToClientEvents>(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => void server.close());
  return { server, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

function track(socket: RealtimeSocket) {
  cleanup.push(() => socket.disconnect());
  return socket;
}

describe('connectRealtime', () => {
  it('sends the token in the handshake and receives typed events', async () => {
    const { server, url } = await startServer();
    const tokens: unknown[] = [];
    server.on('connection', (s) => {
      tokens.push(s.handshake.auth.token);
      s.emit('update-credits', { userId: 'b1' });
    });
    const socket = track(connectRealtime({ url, token: 'opaque-token', log: () => {} }));
    const payload = await new Promise((resolve) => socket.on('update-credits', resolve));
    expect(payload).toEqual({ userId: 'b1' });
    expect(tokens).toEqual(['opaque-token']);
    expect(socket.io.opts.reconnectionAttempts).toBe(Number.POSITIVE_INFINITY);
    expect(socket.io.opts.timeout).toBe(10_000);
  });

  it('logs connect errors instead of throwing while the server is unreachable', async () => {
    const { server, url } = await startServer();
    await server.close();
    const logged: string[] = [];
    const socket = track(connectRealtime({ url, token: 't', log: (m) => logged.push(m) }));
    await new Promise<void>((resolve) => socket.once('connect_error', () => resolve()));
    expect(logged[0]).toMatch(/^realtime connect error: /);
    expect(socket.connected).toBe(false);
    // Still trying: reconnection is unlimited.
    expect(socket.io.reconnection()).toBe(true);
  });

  it('comes back by itself after the connection drops, and says so', async () => {
    const { url } = await startServer();
    let reconnected = 0;
    const socket = track(
      connectRealtime({ url, token: 't', log: () => {}, onReconnect: () => reconnected++ }),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.io.engine.close();
    // The manager reconnects first, then the socket rejoins its namespace.
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(reconnected).toBe(1);
    expect(socket.connected).toBe(true);
  });
});
