export { ApiError, FieldError } from './errors';
export { INT4_MAX, textProblem, unstorableText } from './text';
export {
  countryCodes,
  Locality,
  LocalityList,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
  PlaceElsewhere,
  PlaceElsewhereQuery,
} from './gazetteer';
export type { CountryCode } from './gazetteer';
export { Health, Readiness } from './health';
export {
  Profession,
  ProfessionCategory,
  ProfessionList,
  ProfessionParams,
  Question,
  questionKinds,
} from './professions';
export type { QuestionKind } from './professions';
export {
  ContentEntry,
  ContentPage,
  ContentPageParams,
  ContentPageQuery,
  TradeGuideAnswer,
  ContentSection,
} from './content';
export { EMBED_PROTOCOL_VERSION, EmbedMessage, embedEventNames } from './embed';
export { emailTemplates, outboxPayloadSchemas } from './outbox';
export type { EmailTemplate, OutboxKind, OutboxPayloads } from './outbox';
export { realtimeEventSchemas } from './realtime';
export { PushDevicesResponse, PushSubscriptionBody } from './push';
export type { LeadPushPayload, PushDevice } from './push';
export {
  Application,
  ApplicationsResponse,
  applicationStates,
  Notification,
  NotificationParams,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
  NotificationsQuery,
  NotificationsResponse,
  UnreadCount,
} from './notifications';
export type {
  Application as ApplicationItem,
  Notification as NotificationItem,
} from './notifications';
export type { ClientToServerEvents, RealtimeEvent, ServerToClientEvents } from './realtime';
export { accessRules, httpMethods, route } from './route';
export type {
  Access,
  HttpMethod,
  MultipartSpec,
  RouteDef,
  RouteInput,
  RouteOutput,
  RouteRequest,
  RouteReturn,
} from './route';
export { DevMailboxQuery, routes } from './routes';
export type { RouteName, Routes } from './routes';
export {
  AccountExport,
  AccountSession,
  AccountSessionsResponse,
  accountThemes,
  ChangeEmailBody,
  ChangePasswordBody,
  SocialProvidersResponse,
  ActivateAccountBody,
  AuthUser,
  BusinessNumberCheck,
  BusinessNumberCheckQuery,
  BusinessProfile,
  DevMail,
  DevMailbox,
  ForgotPasswordBody,
  InternationalPhone,
  LoginBody,
  LoginRefused,
  LoginResponse,
  LogoutResponse,
  MeBody,
  MeResponse,
  MessageResponse,
  OpeningHours,
  RegisterBody,
  RegisterBusinessBody,
  RegisterCustomerBody,
  RegisterMyBusinessBody,
  RegisterResponse,
  ResetPasswordBody,
  SavedCard,
  SetPasswordBody,
  SocialProviderParams,
  socialRefusals,
  socialProviders,
  TokenQuery,
  UpdateBusinessHoursBody,
  UpdateUserFieldBody,
  interfaceLocales,
  updatableUserFields,
  UserResponse,
  userTypes,
} from './accounts';
export type { AccountTheme, SocialProvider, SocialRefusal, UserType } from './accounts';
export {
  AutoTopUp,
  AutoTopUpBody,
  LedgerQuery,
  LedgerResponse,
  PlansResponse,
  PurchaseBody,
  PurchaseActionResponse,
  PurchaseHeaders,
  PurchaseResponse,
  SpendingControls,
  SpendingControlsBody,
  TaxDocument,
} from './credits';
export type { CardEntry } from './credits';
export {
  AutoQuoteRule,
  AutoQuoteSettings,
  MAX_AUTO_QUOTE_BUDGET_CREDITS,
  MAX_AUTO_QUOTES_PER_DAY,
  QuoteTemplate,
  QuoteTemplateBody,
  QuoteTemplateParams,
} from './autoQuotes';
export {
  AdminOverviewResponse,
  AddOperatorBody,
  AddOperatorResponse,
  AuditEntry,
  AuditLogQuery,
  AuditLogResponse,
  OperatorResponse,
  operatorRoles,
  SecondFactorBody,
} from './operators';
export type { OperatorRole, PurchaseState } from './operators';
export { DEFAULT_LEAD_ENVELOPE_KEY, DEFAULT_WIRE_PASSPHRASE } from './wire';
export { accountMessages, phoneMessages } from './messages';
export {
  ConfirmPhoneBody,
  ConfirmPhoneResponse,
  CustomerQuote,
  DraftMetadata,
  EncryptedEnvelope,
  EstCost,
  HireBody,
  JobAnswer,
  JobDetailResponse,
  JobParams,
  JobPhoto,
  JobPhotoFields,
  JobPoster,
  JobSummary,
  jobStatuses,
  Lead,
  LeadDetailPayload,
  LeadListPayload,
  LeadListQuery,
  LeadParams,
  MyJobsQuery,
  MyJobsResponse,
  PhoneVerificationBody,
  PhoneVerificationParams,
  PhoneVerificationResponse,
  PostJobBody,
  PostJobResponse,
  QuoteActivityQuery,
  QuoteActivityResponse,
  ReturnOnSpendQuery,
  ReturnOnSpendResponse,
  QuoteCheckboxes,
  quoteStatuses,
  RemoveDraftQuery,
  SaveDraftBody,
  SendQuoteBody,
  SendQuoteResponse,
  SentQuote,
  ServiceArea,
  ServiceAreaResponse,
} from './marketplace';
export type { JobStatus, LeadReportReason, QuoteActivityState, QuoteStatus } from './marketplace';
export {
  BlockBody,
  BlockResponse,
  ChatMedia,
  ChatMessage,
  ChatParty,
  chatMessageTypes,
  ContactUsersQuery,
  ContactUsersResponse,
  Conversation,
  ConversationQuery,
  ConversationResponse,
  ConversationsQuery,
  ConversationsResponse,
  MediaParams,
  SeenConversationBody,
  SeenConversationResponse,
  SendMediaMessageFields,
  SendMessageBody,
  SendMessageResponse,
} from './chat';
export {
  BAYES_PRIOR_WEIGHT,
  BusinessBadge,
  BusinessImageParams,
  businessImageKinds,
  BusinessParams,
  BusinessProfileBody,
  DESCRIPTION_MAX_LENGTH,
  DIRECTORY_PAGE_SIZE,
  DirectoryEntry,
  DirectoryQuery,
  DirectoryResponse,
  GalleryPhoto,
  JobReviewResponse,
  Licence,
  MyBusinessProfile,
  PublicBusiness,
  RatingSummary,
  PRICE_GUIDE_MIN_QUOTES,
  PRICE_GUIDE_NEARBY_KM,
  PriceGuide,
  PriceGuideQuery,
  RecentReviewsQuery,
  RecentReviewsResponse,
  Review,
  ReviewBody,
  reportReasons,
  ReviewsResponse,
  SiteStats,
} from './businesses';
// The review and gallery limits, for the server: they live in the domain (businesses.ts).
export {
  GALLERY_MAX_PHOTOS,
  REPLY_MAX_LENGTH,
  REVIEW_EDIT_HOURS,
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_PHOTOS,
  REVIEW_MIN_LENGTH,
  REVIEW_WINDOW_DAYS,
} from '@quoteway/domain';
