import type * as QueryRuntime from './runtime';

/** The query library, the shell's QueryClient and API client (`./runtime`, a chunk of its own). */
export type Runtime = typeof QueryRuntime;

let runtime: Runtime | null = null;
let loading: Promise<Runtime> | null = null;
const arrivals: ((runtime: Runtime) => void)[] = [];
const listeners = new Set<() => void>();

/**
 * Load the query runtime: a page's first screen does without it (its reads are plain
 * fetches, `useApiRead`), and it comes after the first render, or with the first page or
 * piece that needs it. Answers the same module every time.
 */
export function loadQuery(): Promise<Runtime> {
  loading ??= import('./runtime').then((module) => {
    for (const arrive of arrivals) arrive(module);
    runtime = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/**
 * A step of the runtime's arrival, run before anything is told it is there (the first reads
 * hand their answers to its cache, so that no reader reads them again).
 */
export function onQueryRuntimeArrival(step: (runtime: Runtime) => void): void {
  arrivals.push(step);
}

/** The query runtime once loaded, else null. */
export function queryRuntime(): Runtime | null {
  return runtime;
}

/**
 * The query runtime, for what comes with it (the pages, the wizard past its first step):
 * throws when called before it has loaded.
 */
export function requireQueryRuntime(): Runtime {
  if (!runtime) throw new Error('The query runtime is not loaded yet');
  return runtime;
}

/** Be told when the query runtime has loaded; the returned function stops it. */
export function onQueryRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
