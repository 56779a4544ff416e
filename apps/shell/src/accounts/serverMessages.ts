import { accountMessages } from '@quoteway/api-client';

/**
 * The server's account messages (spec section 8), from the contracts. The server answers
 * them in the interface's language; an app compares an answer's `messageId` (the English
 * text) with these, never its translated `message`.
 */
export const serverMessages = accountMessages;
