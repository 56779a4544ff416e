import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pause } from './service';

/** The longest a pause waits for a moment without requests, by default. */
const LONGEST_PAUSE_MS = 250;

/**
 * Pauses for background work that shares the process with requests (the place load): each
 * lasts until no request is being answered, at most `longestMs`, so the work still moves on
 * under steady traffic. On PGlite a statement runs on the event loop's thread: with these
 * pauses a request's statements never queue behind the work's, only behind the one slice
 * already running when it came. `stop()` ends the counting (the work is over).
 */
export function quietMoments(
  app: FastifyInstance,
  { signal, longestMs = LONGEST_PAUSE_MS }: { signal?: AbortSignal; longestMs?: number } = {},
): { pause: Pause; stop(): void } {
  const answering = new Set<FastifyRequest>();
  let counting = true;
  app.addHook('onRequest', async (request, reply) => {
    if (!counting) return;
    answering.add(request);
    // The response's 'close' comes once however the request ends: answered (by the network or
    // by inject), or the client went away first.
    reply.raw.once('close', () => answering.delete(request));
  });
  return {
    async pause() {
      await setImmediate();
      const until = performance.now() + longestMs;
      while (answering.size > 0 && performance.now() < until && !signal?.aborted) await sleep(5);
    },
    stop() {
      counting = false;
      answering.clear();
    },
  };
}
