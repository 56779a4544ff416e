import { create } from 'zustand';

/**
 * How many reads are under way with no answer yet: a page's first loads (a refresh of data on
 * screen is not one). Counted by the query runtime once it is there (`queryClient.ts`), read
 * by the busy indicator (`usePageBusy`); kept apart from TanStack Query so the first screen
 * does without it.
 */
export const useFirstLoads = create<{ count: number }>()(() => ({ count: 0 }));
