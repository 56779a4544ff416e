import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadQuery } from './loadQuery';

/**
 * A lazily loaded component that reads through TanStack Query: it comes with the query
 * runtime, inside the shell's QueryClientProvider.
 */
export function withQuery<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [Component, runtime] = await Promise.all([load(), loadQuery()]);
    return { default: runtime.withQueryClient(Component) };
  };
}

/** A route whose lazily loaded page reads through TanStack Query (`withQuery` for its page). */
export function queryRoute(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, runtime] = await Promise.all([lazy(), loadQuery()]);
      const { Component } = loaded;
      return Component ? { ...loaded, Component: runtime.withQueryClient(Component) } : loaded;
    },
  } as RouteObject;
}
