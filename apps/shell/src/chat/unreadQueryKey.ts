import { apiQueryKey } from '@quoteway/api-client/keys';

/** The My Responses badge's read: one conversation, and the count of unread ones. */
export const unreadInput = { query: { perPage: 1 } };

/** Its query key (the badge and the inbox's cache updates share it). */
export const unreadQueryKey = apiQueryKey('conversations', unreadInput);
