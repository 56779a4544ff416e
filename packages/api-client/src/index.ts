export { createApiClient } from './client';
export type {
  ApiCalls,
  ApiClient,
  ApiClientOptions,
  ApiInput,
  ApiOutput,
  ApiRouteName,
  CallOptions,
  NavigationName,
} from './client';
export { apiQuery, REFERENCE_STALE_MS } from './queries';
export { apiQueryKey, apiRouteKey } from './keys';
export { ApiRequestError, fieldName, isNetworkError, NetworkError } from './errors';
export { answeredWith } from './answeredWith';
// The wire's words and types, for apps that reach the API only through this client.
// Values come from modules without zod only (`accountMessages` lives beside the schemas, so
// apps get its type and write the strings against it).
export {
  accountMessages,
  phoneMessages,
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
} from '@quoteway/contracts';
export type {
  AuthUser,
  ChatMessage,
  ContentPage,
  ContentSection,
  Conversation,
  CountryCode,
  CustomerQuote,
  DraftMetadata,
  JobAnswer,
  JobStatus,
  JobSummary,
  Lead,
  Locality,
  QuoteStatus,
  RealtimeEvent,
  SavedCard,
  SentQuote,
  ServerToClientEvents,
  SocialProvider,
  SocialRefusal,
  UserType,
} from '@quoteway/contracts';
