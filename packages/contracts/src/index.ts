export { ApiError, FieldError } from './errors';
export {
  countryCodes,
  Locality,
  LocalityList,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
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
export { EMBED_PROTOCOL_VERSION, EmbedMessage } from './embed';
export { realtimeEvents } from './realtime';
export type {
  ClientToServerEvents,
  RealtimeEvent,
  RealtimeMessage,
  ServerToClientEvents,
} from './realtime';
export {
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
  updatableUserFields,
  UserResponse,
  userTypes,
} from './accounts';
export type { SocialProvider, SocialRefusal, UserType } from './accounts';
export {
  LedgerQuery,
  LedgerResponse,
  PlansResponse,
  PurchaseBody,
  PurchaseHeaders,
  PurchaseResponse,
} from './credits';
export { DEFAULT_WIRE_PASSPHRASE } from './wire';
export { accountMessages } from './messages';
