import { apiQueryKey } from '@quoteway/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** The My Responses badge: a one-item read that counts conversations with unread messages. */
export const unreadQuery = queryOptions({
  queryKey: apiQueryKey('conversations', { query: { perPage: 1 } }),
  queryFn: ({ signal }) => api.conversations({ query: { perPage: 1 } }, { signal }),
  select: (page) => page.unreadConversations,
});
