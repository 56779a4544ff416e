import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { quietMoments } from './quietMoments';

/** Long enough never to end a pause in these tests: only a quiet moment does. */
const NEVER = 600_000;

/** Every slow route's release: a failed test must not leave its server waiting on one. */
const releases: Array<() => void> = [];

/**
 * A server with one route under /api, registered before the pauses' hooks as the app
 * registers its routes before the place load: `/api/slow` answers once `release()` is called.
 */
async function serverWithSlowRoute() {
  const app = Fastify();
  let entered: () => void = () => undefined;
  let release: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  releases.push(release);
  await app.register(
    async (scope) => {
      scope.get('/slow', async () => {
        entered();
        await released;
        return { ok: true };
      });
      scope.get('/fast', async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  return { app, inHandler, release };
}

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** Whether `promise` has settled after a few turns of the event loop and 20 ms. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

describe('quietMoments: pauses of the place load', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    for (const release of releases.splice(0)) release();
    await app?.close();
    app = undefined;
  });

  /** The slow route's server, listening, with pauses counting its requests. */
  async function start(longestMs: number) {
    const server = await serverWithSlowRoute();
    app = server.app;
    const moments = quietMoments(app, { longestMs });
    return { ...server, moments, pause: moments.pause, base: await listen(app) };
  }

  it('waits while a request is being answered, and ends once it is answered', async () => {
    const { base, pause, ...server } = await start(NEVER);
    const answer = fetch(`${base}/api/slow`);
    await server.inHandler;
    const paused = pause();
    expect(await settledSoon(paused)).toBe(false);
    server.release();
    await paused;
    expect((await answer).status).toBe(200);
  });

  it('ends at once when no request is being answered, after requests that were', async () => {
    const { base, pause, ...server } = await start(NEVER);
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
    expect((await server.app.inject('/api/fast')).statusCode).toBe(200);
    expect(await settledSoon(pause())).toBe(true);
  });

  it('no longer counts a request whose client went away', async () => {
    const { base, pause, ...server } = await start(NEVER);
    const client = httpRequest(`${base}/api/slow`);
    client.on('error', () => undefined);
    client.end();
    await server.inHandler;
    expect(await settledSoon(pause())).toBe(false);
    client.destroy();
    await pause();
    server.release();
  });

  it('ends after longestMs under a request that is never answered', async () => {
    const { base, pause, ...server } = await start(50);
    const answer = fetch(`${base}/api/slow`);
    await server.inHandler;
    await pause();
    server.release();
    expect((await answer).status).toBe(200);
  });

  it('counts nothing once stopped', async () => {
    const { base, moments, ...server } = await start(NEVER);
    moments.stop();
    const answer = fetch(`${base}/api/slow`);
    await server.inHandler;
    expect(await settledSoon(moments.pause())).toBe(true);
    server.release();
    expect((await answer).status).toBe(200);
  });
});
