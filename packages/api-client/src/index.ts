export { createApiClient } from './client';
export type {
  ActivateAccountInput,
  ApiClient,
  ApiClientOptions,
  BusinessNumberCheckResult,
  ContactUsersResult,
  ConversationInput,
  ConversationResult,
  ConversationsResult,
  SeenConversationResult,
  SendMessageResult,
  JobDetailResult,
  LeadDetailResult,
  LeadListInput,
  LeadListKind,
  LeadListResult,
  LedgerResult,
  MyJobsInput,
  MyJobsResult,
  PlansResult,
  PostJobInput,
  PostJobResult,
  PurchaseInput,
  PurchaseResult,
  SendQuoteInput,
  SendQuoteResult,
  ServiceAreaInput,
  ServiceAreaResult,
  LoginResult,
  MeResult,
  MessageResult,
  RegisterInput,
  RegisterMyBusinessInput,
  UpdateBusinessHoursInput,
  UpdateUserFieldInput,
  UserResult,
} from './client';
export { ApiRequestError, fieldName, isNetworkError, NetworkError } from './errors';
export { openEnvelope } from './envelope';
export { encryptPassword } from './password';
// The wire's words and types, for apps that reach the API only through this client.
// Values come from modules without zod only (`accountMessages` lives beside the schemas, so
// apps get its type and write the strings against it).
export {
  accountMessages,
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
} from '@quoteway/contracts';
export type {
  AuthUser,
  ChatMessage,
  Conversation,
  CountryCode,
  CustomerQuote,
  DraftMetadata,
  JobAnswer,
  JobStatus,
  JobSummary,
  Lead,
  QuoteStatus,
  SavedCard,
  SentQuote,
  Locality,
  SocialProvider,
  UserType,
} from '@quoteway/contracts';
