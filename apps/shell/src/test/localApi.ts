import { serveLocalApi as serveApi } from '@quoteway/api-client/testing';
import { act } from '@testing-library/react';
import { connectApi } from '../api';
import { queryClient } from '../queryClient';

export { type ApiAnswer, apiError } from '@quoteway/api-client/testing';

/** The local API (`@quoteway/api-client/testing`) with the shell's client pointed at it. */
export function serveLocalApi() {
  return serveApi({ connect: connectApi, reset: () => queryClient.clear() });
}

/**
 * Let the local API answer and the app take it in, until `done()` holds (store state, not
 * the DOM: React shows the result when the surrounding act() ends). For tests that fake
 * `setTimeout`, where Testing Library's waitFor cannot run; steps on setImmediate, which
 * those tests leave real, so this polls the event loop rather than sleeping. It gives up
 * after `timeoutMs` of real time (a page's lazily loaded code can take seconds to load on a
 * busy machine), as waitFor does.
 */
export async function settleUntil(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const giveUpAt = performance.now() + timeoutMs;
  await act(async () => {
    while (!done() && performance.now() < giveUpAt) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  if (!done()) throw new Error('settleUntil: the condition never held');
}
