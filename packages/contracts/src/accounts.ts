import {
  type AccountTheme,
  accountThemes,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from '@quoteway/domain';
import { EMAIL_MAX_LENGTH, isValidEmail, readInternationalPhone } from '@quoteway/validation';
import { z } from 'zod';
import { INT4_MAX } from './text';
import { countryCodes } from './gazetteer';

export const userTypes = ['Customer User', 'Business User'] as const;
export type UserType = (typeof userTypes)[number];

export { accountThemes, type AccountTheme };

/** The interface languages (the same list as `@quoteway/i18n`'s `locales`; a test holds them equal). */
export const interfaceLocales = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;

export const socialProviders = ['google', 'linkedin', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, /*i18n*/ 'must be a valid e-mail address');

/** A password encrypted in the browser with the shared passphrase (crypto-js AES). */
const encryptedPassword = z.string().min(16).max(2048);

const userName = z
  .string()
  .trim()
  .min(USER_NAME_MIN_LENGTH, `must be at least ${USER_NAME_MIN_LENGTH} characters`)
  .max(USER_NAME_MAX_LENGTH);

/**
 * "+64 21 123 4567": a calling code, then the number as typed, checked by country and
 * normalised to one form (the local trunk 0 or a pasted calling code taken off, see
 * `readPhone`), so it is stored and compared as "+64 21 123 4567" however it was typed.
 */
export const InternationalPhone = z
  .string()
  .trim()
  .max(24)
  .superRefine((value, ctx) => {
    const reading = readInternationalPhone(value);
    if (reading.ok) return;
    ctx.addIssue({
      code: 'custom',
      message: /^\+\d/.test(value)
        ? reading.message
        : 'Start the number with its country code, like +64 21 555 0198.',
    });
  })
  // Still a string to the schema (and OpenAPI); only its spelling changes.
  .overwrite((value) => {
    const reading = readInternationalPhone(value);
    return reading.ok ? reading.international : value;
  });

const optionalUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
    /*i18n*/ 'must be a web address (https://...)',
  )
  .optional();

const businessFields = {
  businessName: z.string().trim().min(2).max(120),
  businessUrl: optionalUrl,
  businessProfession: z
    .string()
    .regex(/^[a-z0-9-]+$/, /*i18n*/ 'must be a profession slug')
    .max(80),
  /** NZBN, ABN/ACN or GSTIN by country; checked offline, then against the register. */
  businessABN: z.string().trim().min(9).max(20),
  country: z.enum(countryCodes).default('NZ'),
  designation: z.string().trim().max(80).optional(),
  mobile: InternationalPhone,
  /** A gazetteer locality id (from /api/localities). */
  location: z.number().int().positive().max(INT4_MAX),
};

/** Sign-up needs the person's consent to the Terms of Use and the Privacy Policy (recorded). */
const acceptTerms = z.literal(true, {
  error: /*i18n*/ 'Accept the Terms of Use and the Privacy Policy to create an account.',
});

export const RegisterCustomerBody = z.object({
  email,
  password: encryptedPassword,
  userName,
  acceptTerms,
  userType: z.literal('Customer User'),
  status: z.literal('PENDING').default('PENDING'),
});

export const RegisterBusinessBody = z.object({
  email,
  password: encryptedPassword,
  userName,
  acceptTerms,
  userType: z.literal('Business User'),
  status: z.literal('PENDING').default('PENDING'),
  createBusiness: z.literal(true).default(true),
  ...businessFields,
});

export const RegisterBody = z.discriminatedUnion('userType', [
  RegisterCustomerBody,
  RegisterBusinessBody,
]);
export type RegisterBody = z.infer<typeof RegisterBody>;

/** A logged-in customer registering their business (spec: "Register my business"). */
export const RegisterMyBusinessBody = z.object(businessFields);
export type RegisterMyBusinessBody = z.infer<typeof RegisterMyBusinessBody>;

export const RegisterResponse = z.object({ success: z.string() });

export const OpeningHours = z
  .array(
    z.union([
      z.object({
        day: z.number().int().min(0).max(6),
        open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ 'must be HH:MM'),
        close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ 'must be HH:MM'),
      }),
      z.object({ day: z.number().int().min(0).max(6), closed: z.literal(true) }),
    ]),
  )
  .max(7);
export type OpeningHours = z.infer<typeof OpeningHours>;

export const BusinessProfile = z.object({
  businessName: z.string(),
  businessUrl: z.string().nullable(),
  professionSlug: z.string(),
  country: z.enum(countryCodes),
  businessNumber: z.string(),
  businessNumberKind: z.enum(['NZBN', 'ABN', 'ACN', 'GSTIN']),
  businessNumberStatus: z.enum(['verified', 'unverified', 'format-only']),
  designation: z.string().nullable(),
  mobile: z.string(),
  localityId: z.number().int().nullable(),
});

/** The signed-in user (spec section 3, auth user). */
export const AuthUser = z.object({
  _id: z.string(),
  email: z.string(),
  userName: z.string(),
  userType: z.enum(userTypes),
  imageUrl: z.string().nullable(),
  switchedToCustomerView: z.boolean(),
  /** True when the user sees the customer side (a customer, or a business in customer view). */
  customerView: z.boolean(),
  /** Credit balance (the credits left in unexpired lots). */
  credits: z.number().int(),
  openingHours: OpeningHours.nullable(),
  businessAlwaysOpen: z.boolean(),
  /** False for social accounts that never set a password (they may use /set-password). */
  hasPassword: z.boolean(),
  /**
   * False until the account's e-mail address is proved by its link. A visitor's account made
   * by posting a job (proved by its texted code) is signed in before that.
   */
  emailVerified: z.boolean().optional(),
  business: BusinessProfile.nullable(),
  /** The mobile number this account proved with a texted code ("+64211234567"), if any. */
  verifiedMobile: z.string().nullable().optional(),
  /** The account's mobile as stored ("+64 21 555 0198"), proved or not. */
  mobile: z.string().nullable().optional(),
  /** The language e-mails and texts are written in. */
  locale: z.enum(interfaceLocales).optional(),
  /** The theme chosen on any device (applied when the person signs in). */
  theme: z.enum(accountThemes).optional(),
  /** A new e-mail address waiting for its link to be opened, if any. */
  pendingEmail: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** A saved payment card, brand and last digits only (filled by the payments issue). */
export const SavedCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const LoginBody = z.object({
  email,
  password: encryptedPassword,
  isApk: z.boolean().default(false),
});

export const LoginResponse = z.object({
  token: z.string(),
  user: AuthUser,
  message: z.string(),
});

/**
 * A refused login. `reactivationToken` comes with 'Deleted User Detected' (the password was
 * right), so the account can be reactivated without an e-mail round trip.
 */
export const LoginRefused = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  reactivationToken: z.string().optional(),
});

/** auth/me may be posted without a body (the server then sees null). */
export const MeBody = z.preprocess(
  (body) => body ?? {},
  z.object({ isApk: z.boolean().default(false) }),
);
export const MeResponse = z.object({
  user: AuthUser,
  card: SavedCard.nullable(),
  /** True for Quoteway staff (the menu links the operator console); absent for everyone else. */
  operator: z.literal(true).optional(),
});

export const LogoutResponse = z.object({ result: z.string() });

export const ActivateAccountBody = z.object({
  email,
  /** From a refused login (proof of the password): reactivates at once. */
  reactivationToken: z.string().max(200).optional(),
});
/** A success message in the caller's language, with its English text to compare with. */
export const MessageResponse = z.object({ message: z.string(), messageId: z.string().optional() });

export const TokenQuery = z.object({ token: z.string().min(16).max(200) });

export const ForgotPasswordBody = z.object({ email });
export const ResetPasswordBody = z.object({
  token: z.string().min(16).max(200),
  password: encryptedPassword,
});
export const SetPasswordBody = z.object({ password: encryptedPassword });

export const updatableUserFields = [
  'userName',
  'locale',
  'mobile',
  'theme',
  'switchedToCustomerView',
] as const;

export const UpdateUserFieldBody = z.discriminatedUnion('field', [
  z.object({ field: z.literal('userName'), value: userName }),
  /** The language e-mails and texts are written in (the shell sends it when it changes). */
  z.object({ field: z.literal('locale'), value: z.enum(interfaceLocales) }),
  /**
   * A new mobile: `verificationId` names a phone verification of this number confirmed with
   * its texted code (POST /phone-verifications, then .../confirm) and not used yet.
   */
  z.object({ field: z.literal('mobile'), value: InternationalPhone, verificationId: z.uuid() }),
  z.object({ field: z.literal('theme'), value: z.enum(accountThemes) }),
  z.object({ field: z.literal('switchedToCustomerView'), value: z.boolean() }),
]);
export type UpdateUserFieldBody = z.infer<typeof UpdateUserFieldBody>;

export const UpdateBusinessHoursBody = z.object({
  openingHours: OpeningHours,
  businessAlwaysOpen: z.boolean(),
});

export const UserResponse = z.object({ user: AuthUser });

export const BusinessNumberCheckQuery = z.object({
  country: z.enum(countryCodes),
  number: z.string().trim().min(1).max(20),
});
export const BusinessNumberCheck = z.object({
  valid: z.boolean(),
  /** The spec's message, e.g. 'Business Number is Registered'. */
  message: z.string(),
  status: z.enum(['verified', 'unverified', 'format-only', 'rejected']),
});
export type BusinessNumberCheck = z.infer<typeof BusinessNumberCheck>;

/** Why a social sign-in ended without a session; the shell shows a message for each. */
export const socialRefusals = [
  /** The person said no at the provider. */
  'cancelled',
  /** Unknown, expired, reused or another provider's state; or the code exchange failed. */
  'failed',
  /** The provider could not be reached to start the sign-in. */
  'unavailable',
  /** The provider does not vouch for the e-mail address. */
  'email-unverified',
  /** The provider gave no e-mail address, and no account is linked yet. */
  'no-email',
  'deleted',
  'spam',
] as const;
export type SocialRefusal = (typeof socialRefusals)[number];

export const SocialProviderParams = z.object({ provider: z.enum(socialProviders) });

export const DevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const DevMailbox = z.object({ messages: z.array(DevMail) });
export type DevMail = z.infer<typeof DevMail>;

// ---- the person's own account (settings) ------------------------------------------------

/** The social providers configured on this server (only their buttons are shown). */
export const SocialProvidersResponse = z.object({ providers: z.array(z.enum(socialProviders)) });

/**
 * Change the e-mail address: a link goes to the new address and the change happens when it
 * is opened; the old address is told. `password` (encrypted) is required when the account
 * has one: an open laptop is not enough to take the account over.
 */
export const ChangeEmailBody = z.object({ email, password: encryptedPassword.optional() });

/** Change the password: the current one proves it is the person; other sessions end. */
export const ChangePasswordBody = z.object({
  currentPassword: encryptedPassword,
  password: encryptedPassword,
});

/** A signed-in session as the settings list it. */
export const AccountSession = z.object({
  id: z.string(),
  /** "Chrome on Android", "Safari on iPhone", or "Unknown device": from the User-Agent. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessionsResponse = z.object({ sessions: z.array(AccountSession) });
export const SessionParams = z.object({ id: z.uuid() });

/**
 * Everything Quoteway holds about the person (the access right of the NZ Privacy Act 2020,
 * principle 6): each section a list of plain records. Nothing of anyone else's: the other
 * party of a conversation or job appears by first name only.
 */
const records = z.array(z.record(z.string(), z.unknown()));
export const AccountExport = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  business: z.record(z.string(), z.unknown()).nullable(),
  sessions: records,
  jobs: records,
  quotes: records,
  messages: records,
  reviews: records,
  ledger: records,
  purchases: records,
  notifications: records,
});
