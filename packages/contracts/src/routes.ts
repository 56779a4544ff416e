import { z } from 'zod';
import * as accounts from './accounts';
import * as autoQuotes from './autoQuotes';
import * as businesses from './businesses';
import * as chat from './chat';
import * as credits from './credits';
import * as content from './content';
import { ApiError } from './errors';
import * as gazetteer from './gazetteer';
import * as health from './health';
import * as marketplace from './marketplace';
import * as notificationSchemas from './notifications';
import * as operators from './operators';
import * as professionSchemas from './professions';
import * as support from './support';
import * as push from './push';
import { RetryHeaders } from './fields';
import { type RouteDef, route } from './route';

// Schemas are named with their module (`marketplace.PostJobBody`): the table says where each
// shape of the wire lives. The routes `notifications` and `professions` take those two names.

// Every HTTP call of the API, declared once. The server registers its routes from this table
// (a module supplies only the handler), the browser client is derived from it, and so are the
// OpenAPI document and the access-matrix test. Paths are under /api.

/** A browser navigation that ends in a redirect. */
const redirect = { 302: z.null(), 400: ApiError };
const MB = 1024 * 1024;

/** What a provider may send back to the callback (RFC 6749 section 4.1.2). */
const SocialCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

// Development aids: never part of the public API (hidden from the documentation).
const DevSmsQuery = z.object({ to: z.string().trim().min(1).max(24).optional() });
const DevSmsList = z.object({
  messages: z.array(z.object({ to: z.string(), body: z.string(), sentAt: z.string() })),
});
export const DevMailboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });

// Login failures and registrations are counted per IP and per account in the server (in the
// database, so every process shares them). Calls that send mail also get a per-IP budget, so
// nobody can flood an inbox.
const mailLimit = { max: 5, timeWindow: '10 minutes' };
const accountRefusals = { 401: ApiError, 403: ApiError, 409: accounts.LoginRefused };

// ---- health and reference data -------------------------------------------------------------

const healthz = route({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  tag: 'health',
  summary: 'The process is up',
  rateLimit: false,
  responses: { 200: health.Health },
});
const readyz = route({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  tag: 'health',
  summary: 'The process can serve traffic (database reachable)',
  rateLimit: false,
  responses: { 200: health.Readiness, 503: health.Readiness },
});
const searchLocalities = route({
  method: 'GET',
  path: '/localities',
  access: 'public',
  tag: 'gazetteer',
  summary: 'Locality autocomplete (typo-tolerant, by name or postcode)',
  query: gazetteer.LocalitySearchQuery,
  responses: { 200: gazetteer.LocalityList },
});
const nearestLocality = route({
  method: 'GET',
  path: '/localities/nearest',
  access: 'public',
  tag: 'gazetteer',
  summary: 'The locality nearest to a coordinate',
  query: gazetteer.NearestLocalityQuery,
  responses: { 200: gazetteer.NearestLocality, 404: ApiError },
});
const placeElsewhere = route({
  method: 'GET',
  path: '/localities/elsewhere',
  access: 'public',
  tag: 'gazetteer',
  summary: "A place typed on one site that is in another country (offered that country's site)",
  query: gazetteer.PlaceElsewhereQuery,
  responses: { 200: gazetteer.PlaceElsewhere },
});
const professions = route({
  method: 'GET',
  path: '/professions',
  access: 'public',
  tag: 'professions',
  summary: 'Every profession with its category',
  description:
    'Reference data: answers with an ETag and a short public cache; If-None-Match naming the current ETag gets 304 and no body.',
  responses: { 200: professionSchemas.ProfessionList, 304: z.null() },
});
const profession = route({
  method: 'GET',
  path: '/professions/:slug',
  access: 'public',
  tag: 'professions',
  summary: 'One profession with its job-wizard questions',
  params: professionSchemas.ProfessionParams,
  responses: { 200: professionSchemas.Profession, 304: z.null(), 404: ApiError },
});
const tradeGuide = route({
  method: 'GET',
  path: '/professions/:slug/guide',
  access: 'public',
  tag: 'content',
  summary: "The guide to hiring a trade in the site's country, in the reader's language",
  description:
    'What to ask every business that quotes, and the licences to look for in the country of the requested site; `guide` is null for a trade without one. Translated by Accept-Language.',
  params: professionSchemas.ProfessionParams,
  responses: { 200: content.TradeGuideAnswer },
});

const contentPage = route({
  method: 'GET',
  path: '/content/:page',
  access: 'public',
  tag: 'content',
  summary: 'A help or policy page in a language, rendered from its Markdown',
  description:
    'Answers with an ETag and a short public cache; a request whose If-None-Match names the current ETag gets 304 and no body.',
  params: content.ContentPageParams,
  query: content.ContentPageQuery,
  responses: { 200: content.ContentPage, 304: z.null(), 404: ApiError },
});

// ---- accounts ------------------------------------------------------------------------------

const register = route({
  method: 'POST',
  path: '/register/user',
  access: 'public',
  tag: 'accounts',
  summary: 'Register a customer or a business (status PENDING until the e-mail is verified)',
  body: accounts.RegisterBody,
  encryptedPassword: true,
  responses: { 201: accounts.RegisterResponse, ...accountRefusals },
});
const login = route({
  method: 'POST',
  path: '/login-user',
  access: 'public',
  tag: 'accounts',
  summary: 'Sign in with e-mail and (encrypted) password; returns a session token',
  body: accounts.LoginBody,
  encryptedPassword: true,
  responses: { 200: accounts.LoginResponse, ...accountRefusals },
});
const activateAccount = route({
  method: 'POST',
  path: '/activate-account',
  access: 'public',
  tag: 'accounts',
  summary: 'Reactivate a deleted account (at once with a reactivation token, else by e-mail)',
  body: accounts.ActivateAccountBody,
  rateLimit: mailLimit,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const verifyEmail = route({
  method: 'GET',
  path: '/verify-email',
  access: 'public',
  tag: 'accounts',
  summary: 'The verification link from the e-mail; redirects to sign-in',
  query: accounts.TokenQuery,
  navigation: true,
  responses: redirect,
});
const reactivateAccount = route({
  method: 'GET',
  path: '/reactivate-account',
  access: 'public',
  tag: 'accounts',
  summary: 'The reactivation link from the e-mail; redirects to sign-in',
  query: accounts.TokenQuery,
  navigation: true,
  responses: redirect,
});
const me = route({
  method: 'POST',
  path: '/auth/me',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'The signed-in user and their saved card',
  body: accounts.MeBody,
  responses: { 200: accounts.MeResponse },
});
const logout = route({
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  tag: 'accounts',
  summary: 'End this session (the bearer token’s, if one is sent)',
  responses: { 200: accounts.LogoutResponse },
});
const forgotPassword = route({
  method: 'POST',
  path: '/forgot-password',
  access: 'public',
  tag: 'accounts',
  summary: 'E-mail a password reset link (same answer whether or not the account exists)',
  body: accounts.ForgotPasswordBody,
  rateLimit: mailLimit,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const resetPassword = route({
  method: 'POST',
  path: '/reset-password',
  access: 'public',
  tag: 'accounts',
  summary: 'Choose a new password with the e-mailed link; ends every session',
  body: accounts.ResetPasswordBody,
  encryptedPassword: true,
  rateLimit: mailLimit,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const setPassword = route({
  method: 'POST',
  path: '/set-password',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'A social-login account sets its first password',
  body: accounts.SetPasswordBody,
  encryptedPassword: true,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const setFirstPassword = route({
  method: 'POST',
  path: '/first-password',
  access: 'public',
  tag: 'accounts',
  summary:
    'The link e-mailed after a first job: confirms the address, sets the first password, signs in',
  // The e-mailed link's token and the first password, as a reset takes them.
  body: accounts.ResetPasswordBody,
  encryptedPassword: true,
  // The token is 256 random bits, so guessing is hopeless: the limit only caps the hashing.
  rateLimit: { max: 20, timeWindow: '1 minute' },
  // Signed in, as a login answers (the link itself names the job to open, as `?job=`).
  responses: { 200: accounts.LoginResponse, ...accountRefusals },
});
const updateUserField = route({
  method: 'PUT',
  path: '/update-user-field',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Change one field of the signed-in user (name, mobile, customer view)',
  body: accounts.UpdateUserFieldBody,
  responses: { 200: accounts.UserResponse, ...accountRefusals },
});
const updateBusinessHours = route({
  method: 'PUT',
  path: '/update-business-hours',
  access: 'business',
  tag: 'accounts',
  summary: "Set the business's opening hours",
  body: accounts.UpdateBusinessHoursBody,
  responses: { 200: accounts.UserResponse, ...accountRefusals },
});
const registerMyBusiness = route({
  method: 'POST',
  path: '/register/business',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'A signed-in customer registers their business (409 if the account has one)',
  body: accounts.RegisterMyBusinessBody,
  responses: { 200: accounts.UserResponse, ...accountRefusals },
});
const deleteAccount = route({
  method: 'GET',
  path: '/delete-account',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Deactivate the account and end all its sessions',
  responses: { 200: accounts.MessageResponse },
});
const uploadProfileImage = route({
  method: 'POST',
  path: '/profile-image',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Upload a profile picture (multipart field "image"); re-encoded as a 700x700 JPEG',
  multipart: { fields: z.object({}), file: 'image', maxBytes: 10 * MB },
  responses: { 200: accounts.UserResponse, 413: ApiError },
});
const avatar = route({
  method: 'GET',
  path: '/media/avatars/:file',
  access: 'public',
  tag: 'accounts',
  summary: 'A profile picture (public: shown beside reviews and quotes)',
  params: z.object({ file: z.string().max(80) }),
  navigation: true,
  responses: { 404: ApiError },
});
const checkBusinessNumber = route({
  method: 'GET',
  path: '/business-number/check',
  access: 'public',
  tag: 'accounts',
  summary: 'Check a business number (NZBN, ABN / ACN, GSTIN) as registration does',
  query: accounts.BusinessNumberCheckQuery,
  // Each check may cost a call to a government register with a per-key quota, and the
  // answers would let a scraper enumerate businesses: stricter than the API's budget.
  rateLimit: { max: 20, timeWindow: '1 minute' },
  responses: { 200: accounts.BusinessNumberCheck },
});

// Social sign-in: browser navigations that end in redirects. Each start writes a row that
// lives ten minutes; the budget keeps one client from piling them up.
const socialStartLimit = { max: 30, timeWindow: '1 minute' };
const socialSignIn = route({
  method: 'GET',
  path: '/auth/:provider',
  access: 'public',
  tag: 'accounts',
  summary: 'Sign in or up as a customer with Google, LinkedIn or Facebook (browser navigation)',
  params: accounts.SocialProviderParams,
  navigation: true,
  rateLimit: socialStartLimit,
  // An unconfigured provider redirects to /signin?social=unavailable, like every failure.
  responses: redirect,
});
const socialSignInBusiness = route({
  method: 'GET',
  path: '/auth/:provider/businessUser',
  access: 'public',
  tag: 'accounts',
  summary: 'Sign in or up as a business user with Google, LinkedIn or Facebook',
  params: accounts.SocialProviderParams,
  navigation: true,
  rateLimit: socialStartLimit,
  // An unconfigured provider redirects to /signin?social=unavailable, like every failure.
  responses: redirect,
});
const socialCallback = route({
  method: 'GET',
  path: '/auth/:provider/callback',
  access: 'public',
  tag: 'accounts',
  summary:
    'Where the provider sends the browser back; redirects to /socialsignin?token=... or /signin?social=<reason>',
  params: accounts.SocialProviderParams,
  query: SocialCallbackQuery,
  navigation: true,
  responses: redirect,
});

// ---- the person's own account: settings -----------------------------------------------------

const socialProvidersList = route({
  method: 'GET',
  path: '/auth/providers',
  access: 'public',
  tag: 'accounts',
  summary: 'The social sign-in providers configured here (only their buttons are shown)',
  responses: { 200: accounts.SocialProvidersResponse },
});
const changeEmail = route({
  method: 'POST',
  path: '/account/email',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Start an e-mail change: a link goes to the new address, and the old address is told',
  body: accounts.ChangeEmailBody,
  encryptedPassword: true,
  rateLimit: mailLimit,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const confirmEmailChange = route({
  method: 'GET',
  path: '/verify-email-change',
  access: 'public',
  tag: 'accounts',
  summary: 'The link sent to the new address; makes the change and redirects to sign-in',
  query: accounts.TokenQuery,
  navigation: true,
  responses: redirect,
});
const changePassword = route({
  method: 'POST',
  path: '/account/password',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Change the password (the current one required); every other session ends',
  body: accounts.ChangePasswordBody,
  encryptedPassword: true,
  responses: { 200: accounts.MessageResponse, ...accountRefusals },
});
const accountSessions = route({
  method: 'GET',
  path: '/account/sessions',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'The sessions signed in to this account, the current one marked',
  responses: { 200: accounts.AccountSessionsResponse },
});
const endSession = route({
  method: 'DELETE',
  path: '/account/sessions/:id',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Sign one of this account’s sessions out',
  params: accounts.SessionParams,
  responses: { 200: accounts.MessageResponse, 404: ApiError },
});
const notificationPreferences = route({
  method: 'GET',
  path: '/account/notification-preferences',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'What the person is e-mailed (and texted) about',
  responses: { 200: notificationSchemas.NotificationPreferencesResponse },
});
const updateNotificationPreferences = route({
  method: 'PUT',
  path: '/account/notification-preferences',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Change what the person is e-mailed (and texted) about',
  body: notificationSchemas.NotificationPreferencesBody,
  responses: { 200: notificationSchemas.NotificationPreferencesResponse },
});
const exportAccount = route({
  method: 'GET',
  path: '/account/export',
  access: 'signedIn',
  tag: 'accounts',
  summary: 'Everything held about the person, as JSON (NZ Privacy Act 2020, principle 6)',
  // Each export reads every table the person appears in.
  rateLimit: { max: 5, timeWindow: '10 minutes' },
  responses: { 200: accounts.AccountExport },
});

// ---- notifications -------------------------------------------------------------------------

const notifications = route({
  method: 'GET',
  path: '/notifications',
  access: 'signedIn',
  tag: 'notifications',
  summary: 'The latest notifications, newest first, and the unread count',
  query: notificationSchemas.NotificationsQuery,
  responses: { 200: notificationSchemas.NotificationsResponse },
});
const markNotificationRead = route({
  method: 'POST',
  path: '/notifications/:id/read',
  access: 'signedIn',
  tag: 'notifications',
  summary: 'Mark one notification read (opening it); answers the unread count',
  params: notificationSchemas.NotificationParams,
  responses: { 200: notificationSchemas.UnreadCount, 404: ApiError },
});
const markAllNotificationsRead = route({
  method: 'POST',
  path: '/notifications/read-all',
  access: 'signedIn',
  tag: 'notifications',
  summary: 'Mark every notification read',
  responses: { 200: notificationSchemas.UnreadCount },
});
const applications = route({
  method: 'GET',
  path: '/applications',
  access: 'signedIn',
  tag: 'notifications',
  summary: "A business's latest quotes, or a customer's latest received quotes, with their state",
  responses: { 200: notificationSchemas.ApplicationsResponse },
});

// ---- jobs (customer side) ------------------------------------------------------------------

const startPhoneVerification = route({
  method: 'POST',
  path: '/phone-verifications',
  access: 'public',
  tag: 'jobs',
  summary: 'Text a 6-digit code to a mobile number (job posting)',
  body: marketplace.PhoneVerificationBody,
  responses: { 200: marketplace.PhoneVerificationResponse },
});
const confirmPhone = route({
  method: 'POST',
  path: '/phone-verifications/:id/confirm',
  access: 'public',
  tag: 'jobs',
  summary: 'Confirm the texted code',
  params: marketplace.PhoneVerificationParams,
  body: marketplace.ConfirmPhoneBody,
  responses: { 200: marketplace.ConfirmPhoneResponse },
});
const postJob = route({
  method: 'POST',
  path: '/jobs',
  access: 'optional',
  tag: 'jobs',
  summary: 'Post a job (signed in, or as a visitor who gets an account by e-mail)',
  body: marketplace.PostJobBody,
  responses: { 200: marketplace.PostJobResponse, 403: ApiError, 404: ApiError, 409: ApiError },
});
const myJobs = route({
  method: 'GET',
  path: '/my-jobs',
  access: 'signedIn',
  tag: 'jobs',
  summary: 'The signed-in customer’s jobs, newest first',
  query: marketplace.MyJobsQuery,
  responses: { 200: marketplace.MyJobsResponse },
});
const myJob = route({
  method: 'GET',
  path: '/my-jobs/:id',
  access: 'signedIn',
  tag: 'jobs',
  summary: 'One of my jobs with its quotes (the quotes count as opened)',
  params: marketplace.JobParams,
  responses: { 200: marketplace.JobDetailResponse, 404: ApiError },
});
const jobChange = { 200: marketplace.JobDetailResponse, 404: ApiError, 409: ApiError };
const hire = route({
  method: 'POST',
  path: '/jobs/:id/hire',
  access: 'signedIn',
  tag: 'jobs',
  summary: 'Hire the business of one quote; the others are told',
  params: marketplace.JobParams,
  body: marketplace.HireBody,
  responses: jobChange,
});
const completeJob = route({
  method: 'POST',
  path: '/jobs/:id/complete',
  access: 'signedIn',
  tag: 'jobs',
  summary: 'Mark a hired job completed',
  params: marketplace.JobParams,
  responses: jobChange,
});
const cancelJob = route({
  method: 'POST',
  path: '/jobs/:id/cancel',
  access: 'signedIn',
  tag: 'jobs',
  summary: 'Cancel a job; before hiring, every quoting business gets its credits back',
  params: marketplace.JobParams,
  responses: jobChange,
});
const addJobPhoto = route({
  method: 'POST',
  path: '/jobs/:id/photos',
  access: 'signedIn',
  tag: 'jobs',
  summary:
    'Add a photo to my job (multipart field "image"; at most 5, while it is open); re-encoded as JPEG without metadata',
  params: marketplace.JobParams,
  multipart: { fields: marketplace.JobPhotoFields, file: 'image', maxBytes: 10 * MB },
  responses: { 200: marketplace.JobDetailResponse, 404: ApiError, 409: ApiError, 415: ApiError },
});

// ---- leads and quotes (business side) --------------------------------------------------------

const leadList = (path: `/${string}`, summary: string) =>
  route({
    method: 'POST',
    path,
    access: 'business',
    tag: 'leads',
    summary: `${summary} (encrypted envelope of { data, moreToLoad, total })`,
    query: marketplace.LeadListQuery,
    sealed: marketplace.LeadListPayload,
    responses: { 200: marketplace.EncryptedEnvelope },
  });
const getLeads = leadList('/get-leads', 'New leads: open jobs in my trades and service area');
const getQuotedLeads = leadList('/get-quoted-leads', 'Leads I have quoted on');
const getDraftLeads = leadList('/get-draft-leads', 'Leads I saved as drafts');
const getLead = route({
  method: 'GET',
  path: '/get-lead/:id',
  access: 'business',
  tag: 'leads',
  summary: 'One lead (encrypted envelope of { job, draftJob, noOfQuotes, quote, contact })',
  params: marketplace.LeadParams,
  sealed: marketplace.LeadDetailPayload,
  responses: { 200: marketplace.EncryptedEnvelope, 404: ApiError },
});
const reportLead = route({
  method: 'POST',
  path: '/report-lead/:id',
  access: 'business',
  tag: 'leads',
  summary: 'Report a lead as fake, unreachable or a duplicate, with a reason; an operator decides',
  params: marketplace.LeadParams,
  body: marketplace.ReportLeadBody,
  responses: { 200: accounts.MessageResponse, 404: ApiError, 409: ApiError },
});
const sendQuote = route({
  method: 'POST',
  path: '/send-quote',
  access: 'business',
  tag: 'leads',
  summary:
    'Quote on a lead, paying its credits (a retry with the same Idempotency-Key gets the first answer)',
  headers: RetryHeaders,
  body: marketplace.SendQuoteBody,
  responses: { 200: marketplace.SendQuoteResponse, 402: ApiError, 404: ApiError, 409: ApiError },
});
const quoteActivity = route({
  method: 'GET',
  path: '/quote-activity',
  access: 'business',
  tag: 'leads',
  summary: 'The quotes I sent, newest first, with where each stands (filter by state)',
  query: marketplace.QuoteActivityQuery,
  responses: { 200: marketplace.QuoteActivityResponse },
});
const returnOnSpend = route({
  method: 'GET',
  path: '/return-on-spend',
  access: 'business',
  tag: 'leads',
  summary:
    'What my credits bought over a period: leads, quotes, opened, replied, hired, their cost and cost per hire, in total, per trade and per week',
  query: marketplace.ReturnOnSpendQuery,
  responses: { 200: marketplace.ReturnOnSpendResponse },
});
const saveJobAsDraft = route({
  method: 'POST',
  path: '/save-job-as-draft',
  access: 'business',
  tag: 'leads',
  summary: 'Save a lead, with a quote in progress, as a draft',
  body: marketplace.SaveDraftBody,
  responses: { 200: accounts.MessageResponse, 404: ApiError, 409: ApiError },
});
const removeDraftLeads = route({
  method: 'POST',
  path: '/remove-draft-leads',
  access: 'business',
  tag: 'leads',
  summary: 'Remove a draft lead',
  query: marketplace.RemoveDraftQuery,
  responses: { 200: accounts.MessageResponse, 404: ApiError },
});
const serviceArea = route({
  method: 'GET',
  path: '/business/service-area',
  access: 'business',
  tag: 'leads',
  summary: 'My trades and service area',
  responses: { 200: marketplace.ServiceAreaResponse },
});
const updateServiceArea = route({
  method: 'PUT',
  path: '/business/service-area',
  access: 'business',
  tag: 'leads',
  summary: 'Change my trades and service area',
  body: marketplace.ServiceArea,
  responses: { 200: marketplace.ServiceAreaResponse, 404: ApiError },
});

// ---- credits and payments ------------------------------------------------------------------

const plans = route({
  method: 'GET',
  path: '/plans',
  access: 'optional',
  tag: 'credits',
  summary: 'The credit plans and the custom-purchase rules (prices in cents)',
  description:
    "A signed-in business gets its own country's plans (currency, GST and tax-invoice series) on any regional host; anyone else gets the requested site's. Answers with an ETag (a short public cache signed out, a private one for a business); If-None-Match naming the current ETag gets 304 and no body.",
  responses: { 200: credits.PlansResponse, 304: z.null() },
});
const purchase = route({
  method: 'POST',
  path: '/purchases',
  access: 'business',
  tag: 'credits',
  summary: 'Buy credits: a plan or a custom amount, charged once per Idempotency-Key',
  description:
    'Pay with `card` (only on the embedded sandbox processor), with `cardToken` of the saved card, or with `cardToken` of a one-time token from the processor (a Stripe PaymentMethod id made by Stripe Elements in the browser). 402: the card was refused. 502: the processor did not answer; the purchase is settled within minutes and a retry with the same Idempotency-Key then gets its outcome.',
  headers: credits.PurchaseHeaders,
  body: credits.PurchaseBody,
  responses: {
    200: credits.PurchaseResponse,
    202: credits.PurchaseActionResponse,
    402: ApiError,
    409: ApiError,
    502: ApiError,
  },
});
const finalisePurchase = route({
  method: 'POST',
  path: '/purchases/:id/finalise',
  access: 'business',
  tag: 'credits',
  summary: 'Finish a purchase after the browser completed 3-D Secure',
  description:
    'After a 202 from POST /purchases and Stripe.js handleNextAction: credits the purchase once the processor says it was charged (a repeat gets the same answer). 402: the bank refused. 409: not authenticated yet.',
  params: credits.PurchaseParams,
  responses: { 200: credits.PurchaseResponse, 402: ApiError, 404: ApiError, 409: ApiError },
});
const stripeWebhook = route({
  method: 'POST',
  path: '/stripe/webhook',
  access: 'public',
  tag: 'credits',
  summary: 'Stripe webhook: payment and refund events, signed with STRIPE_WEBHOOK_SECRET',
  description:
    'Verified against the raw body (Stripe-Signature, 300 s tolerance). payment_intent.succeeded credits its purchase once (also when the buyer left during 3-D Secure), payment_intent.payment_failed marks it failed, charge.refunded (in full) issues its credit note. Other types are acknowledged and ignored; an event id seen before is acknowledged without acting. 404 when no signing secret is configured.',
  rawBody: true,
  headers: credits.StripeWebhookHeaders,
  body: credits.StripeWebhookBody,
  responses: { 200: credits.StripeWebhookResponse, 404: ApiError },
});
const taxDocument = route({
  method: 'GET',
  path: '/tax-documents/:id',
  access: 'business',
  tag: 'credits',
  summary: 'One of my tax invoices or credit notes, with its PDF address',
  params: credits.TaxDocumentParams,
  responses: { 200: credits.TaxDocument, 404: ApiError },
});
const taxDocumentPdf = route({
  method: 'GET',
  path: '/tax-documents/:id/pdf',
  access: 'public',
  tag: 'credits',
  summary: 'A tax invoice or credit note as PDF, by the signed address its owner was given',
  params: credits.TaxDocumentParams,
  query: credits.TaxDocumentPdfQuery,
  navigation: true,
  responses: { 403: ApiError, 404: ApiError },
});
const ledger = route({
  method: 'GET',
  path: '/credits/ledger',
  access: 'business',
  tag: 'credits',
  summary: 'The credit ledger, newest first, with the balance',
  query: credits.LedgerQuery,
  responses: { 200: credits.LedgerResponse },
});
const spendingControls = route({
  method: 'GET',
  path: '/credits/spending-controls',
  access: 'business',
  tag: 'credits',
  summary: 'My spending controls: the weekly cap and the credits spent in the last 7 days',
  responses: { 200: credits.SpendingControls },
});
const updateSpendingControls = route({
  method: 'PUT',
  path: '/credits/spending-controls',
  access: 'business',
  tag: 'credits',
  summary: 'Set or remove (null) my weekly cap on credits spent on quotes',
  description:
    'The cap counts every quote, sent by hand or automatically, over any 7 days, less credits returned. A quote that would pass it is refused with 409.',
  body: credits.SpendingControlsBody,
  responses: { 200: credits.SpendingControls },
});
const autoTopUp = route({
  method: 'GET',
  path: '/credits/auto-top-up',
  access: 'business',
  tag: 'credits',
  summary: 'My auto top-up: the consent in force (or the last one) and this month’s top-ups',
  responses: { 200: credits.AutoTopUp },
});
const enableAutoTopUp = route({
  method: 'PUT',
  path: '/credits/auto-top-up',
  access: 'business',
  tag: 'credits',
  summary: 'Turn auto top-up on, or change it, with an explicit confirmation of its terms',
  description:
    'Stores who consented, when, and exactly to what: the plan and its price, the saved card, the threshold and the monthly maximum. Refused (400/422 naming the field) when any is missing or does not match the plan’s price or the saved card. Changing any term needs a new confirmation.',
  body: credits.AutoTopUpBody,
  responses: { 200: credits.AutoTopUp },
});
const disableAutoTopUp = route({
  method: 'DELETE',
  path: '/credits/auto-top-up',
  access: 'business',
  tag: 'credits',
  summary: 'Switch auto top-up off (no confirmation needed)',
  responses: { 200: credits.AutoTopUp },
});
const pushPublicKey = route({
  method: 'GET',
  path: '/push/public-key',
  access: 'business',
  tag: 'push',
  summary: "The server's VAPID public key, to subscribe this device to lead alerts",
  responses: { 200: push.PushPublicKey },
});
const pushDevices = route({
  method: 'GET',
  path: '/push/devices',
  access: 'business',
  tag: 'push',
  summary: 'The devices that get my lead alerts by Web Push',
  responses: { 200: push.PushDevicesResponse },
});
const addPushDevice = route({
  method: 'POST',
  path: '/push/devices',
  access: 'business',
  tag: 'push',
  summary: "Turn lead alerts on for this device: its browser's push subscription",
  description:
    'The endpoint must be https (http only to 127.0.0.1 or localhost, outside production). The same endpoint sent again replaces its keys.',
  body: push.PushSubscriptionBody,
  responses: { 200: push.PushDevicesResponse },
});
const removePushDevice = route({
  method: 'DELETE',
  path: '/push/devices/:id',
  access: 'business',
  tag: 'push',
  summary: 'Stop lead alerts to one of my devices',
  params: push.PushDeviceParams,
  responses: { 200: push.PushDevicesResponse, 404: ApiError },
});
const autoQuoteSettings = route({
  method: 'GET',
  path: '/auto-quotes',
  access: 'business',
  tag: 'leads',
  summary: 'My automatic quotes: the rule and the quote template of each trade',
  responses: { 200: autoQuotes.AutoQuoteSettings },
});
const saveAutoQuoteRule = route({
  method: 'PUT',
  path: '/auto-quotes/rule',
  access: 'business',
  tag: 'leads',
  summary: 'Set my automatic-quote rule: trades, radius, highest lead price, limits, hours, pause',
  description:
    "A new lead that matches gets the trade's template sent as a normal quote, credits taken as for a manual quote. In a lead's first 30 minutes, automatic quotes take at most 2 of its 5 places.",
  body: autoQuotes.AutoQuoteRule,
  responses: { 200: autoQuotes.AutoQuoteSettings, 400: ApiError },
});
const saveQuoteTemplate = route({
  method: 'PUT',
  path: '/auto-quotes/templates/:professionSlug',
  access: 'business',
  tag: 'leads',
  summary: 'Set my quote template for one of my trades ({firstName} and {place} are filled in)',
  params: autoQuotes.QuoteTemplateParams,
  body: autoQuotes.QuoteTemplateBody,
  responses: { 200: autoQuotes.AutoQuoteSettings, 400: ApiError },
});
const removeQuoteTemplate = route({
  method: 'DELETE',
  path: '/auto-quotes/templates/:professionSlug',
  access: 'business',
  tag: 'leads',
  summary: 'Remove my quote template for a trade',
  params: autoQuotes.QuoteTemplateParams,
  responses: { 200: autoQuotes.AutoQuoteSettings },
});

// ---- chat (spec section 7) -----------------------------------------------------------------

const chatRefusals = { 403: ApiError, 404: ApiError };
const conversations = route({
  method: 'GET',
  path: '/conversations',
  access: 'signedIn',
  tag: 'chat',
  summary: 'My conversations, most recent first, with unread counts',
  query: chat.ConversationsQuery,
  responses: { 200: chat.ConversationsResponse, ...chatRefusals },
});
const conversation = route({
  method: 'GET',
  path: '/conversation',
  access: 'signedIn',
  tag: 'chat',
  summary: 'A page of one conversation (oldest first); `before` goes back in history',
  query: chat.ConversationQuery,
  responses: { 200: chat.ConversationResponse, ...chatRefusals },
});
const sendMessage = route({
  method: 'POST',
  path: '/send-message',
  access: 'signedIn',
  tag: 'chat',
  summary: 'Send a text message (a retry with the same Idempotency-Key gets the first message)',
  headers: RetryHeaders,
  body: chat.SendMessageBody,
  responses: { 200: chat.SendMessageResponse, ...chatRefusals },
});
const sendMediaMessage = route({
  method: 'POST',
  path: '/send-media-message',
  access: 'signedIn',
  tag: 'chat',
  summary:
    'Send an image (JPEG, PNG, WebP) or a PDF up to 10 MB: multipart fields conversationId, message (caption), then file',
  description:
    'A retry with the same Idempotency-Key (the same conversation, caption and file) gets the first message; the file is stored once.',
  headers: RetryHeaders,
  multipart: { fields: chat.SendMediaMessageFields, file: 'file', maxBytes: 10 * MB },
  responses: { 200: chat.SendMessageResponse, 413: ApiError, ...chatRefusals },
});
const seenConversation = route({
  method: 'POST',
  path: '/seen-conversation',
  access: 'signedIn',
  tag: 'chat',
  summary: 'Mark the other party’s messages seen; returns the newest page',
  body: chat.SeenConversationBody,
  responses: { 200: chat.SeenConversationResponse, ...chatRefusals },
});
const contactUsers = route({
  method: 'GET',
  path: '/chat/contact/users',
  access: 'signedIn',
  tag: 'chat',
  summary: 'The people I have conversations with, filtered by name',
  query: chat.ContactUsersQuery,
  responses: { 200: chat.ContactUsersResponse },
});
const block = route({
  method: 'POST',
  path: '/chat/block',
  access: 'signedIn',
  tag: 'chat',
  summary: 'Block or unblock a user: while blocked, neither can message the other',
  body: chat.BlockBody,
  responses: { 200: chat.BlockResponse, ...chatRefusals },
});
const chatMedia = route({
  method: 'GET',
  path: '/media/:id',
  access: 'public',
  tag: 'chat',
  summary: 'A chat attachment by its signed URL (handed only to the conversation’s parties)',
  params: chat.MediaParams.pick({ id: true }),
  query: z.object({
    variant: chat.MediaParams.shape.variant,
    expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    sig: z.string().max(100),
  }),
  navigation: true,
  responses: { 404: ApiError },
});

// ---- business profiles, the directory and reviews ------------------------------------------

const myBusinessProfile = route({
  method: 'GET',
  path: '/business/profile',
  access: 'business',
  tag: 'businesses',
  summary: 'My business profile as the public sees it, with how complete it is',
  responses: { 200: businesses.MyBusinessProfile },
});
const updateBusinessProfile = route({
  method: 'PUT',
  path: '/business/profile',
  access: 'business',
  tag: 'businesses',
  summary: 'Change my business name, description, website, public phone, licences, year founded',
  body: businesses.BusinessProfileBody,
  responses: { 200: businesses.MyBusinessProfile },
});
const uploadBusinessImage = route({
  method: 'POST',
  path: '/business/profile/images/:kind',
  access: 'business',
  tag: 'businesses',
  summary:
    'Upload the logo or the cover photo (multipart field "image"); re-encoded as JPEG without metadata',
  params: businesses.BusinessImageParams,
  multipart: { fields: z.object({}), file: 'image', maxBytes: 10 * MB },
  responses: { 200: businesses.MyBusinessProfile, 415: ApiError },
});
const removeBusinessImage = route({
  method: 'DELETE',
  path: '/business/profile/images/:kind',
  access: 'business',
  tag: 'businesses',
  summary: 'Remove the logo or the cover photo',
  params: businesses.BusinessImageParams,
  responses: { 200: businesses.MyBusinessProfile },
});
const addGalleryPhoto = route({
  method: 'POST',
  path: '/business/profile/photos',
  access: 'business',
  tag: 'businesses',
  summary: `Add a photo of past work (multipart fields caption, then image; at most 20)`,
  multipart: { fields: businesses.GalleryPhotoFields, file: 'image', maxBytes: 10 * MB },
  responses: { 200: businesses.GalleryPhoto, 409: ApiError, 415: ApiError },
});
const removeGalleryPhoto = route({
  method: 'DELETE',
  path: '/business/profile/photos/:id',
  access: 'business',
  tag: 'businesses',
  summary: 'Remove a photo of past work',
  params: businesses.GalleryPhotoParams,
  responses: { 200: accounts.MessageResponse, 404: ApiError },
});
const publicImage = route({
  method: 'GET',
  path: '/media/public/:file',
  access: 'public',
  tag: 'businesses',
  summary: 'A public image: a logo, a cover, a gallery or review photo (cached forever)',
  params: businesses.PublicImageParams,
  navigation: true,
  responses: { 404: ApiError },
});
const business = route({
  method: 'GET',
  path: '/businesses/:id',
  access: 'public',
  tag: 'businesses',
  summary: 'A business’s public page: profile, gallery, rating summary, hires, response time',
  params: businesses.BusinessParams,
  responses: { 200: businesses.PublicBusiness, 404: ApiError },
});
const businessBySlug = route({
  method: 'GET',
  path: '/businesses/by-slug/:slug',
  access: 'public',
  tag: 'businesses',
  summary: 'A business’s public page by its address (/b/<slug>), as GET /businesses/:id',
  params: businesses.BusinessSlugParams,
  responses: { 200: businesses.PublicBusiness, 404: ApiError },
});
const businessReviews = route({
  method: 'GET',
  path: '/businesses/:id/reviews',
  access: 'public',
  tag: 'businesses',
  summary: 'A business’s verified reviews with its replies, newest first',
  params: businesses.BusinessParams,
  query: businesses.ReviewsQuery,
  responses: { 200: businesses.ReviewsResponse, 404: ApiError },
});
const directory = route({
  method: 'GET',
  path: '/directory',
  access: 'public',
  tag: 'businesses',
  summary:
    'Businesses by trade and by place (the place must lie in the service area), best first: Bayesian rating, reviews, distance, verification',
  query: businesses.DirectoryQuery,
  responses: { 200: businesses.DirectoryResponse },
});
const siteStats = route({
  method: 'GET',
  path: '/stats',
  access: 'public',
  tag: 'businesses',
  summary:
    'Figures for the home page: businesses, verified businesses, average rating, jobs this month',
  responses: { 200: businesses.SiteStats },
});
const recentReviews = route({
  method: 'GET',
  path: '/reviews/recent',
  access: 'public',
  tag: 'reviews',
  summary:
    "The site's latest verified reviews of four stars or more, for the home page; or of one trade near a place, for a local page",
  query: businesses.RecentReviewsQuery,
  responses: { 200: businesses.RecentReviewsResponse },
});
const priceGuide = route({
  method: 'GET',
  path: '/price-guide',
  access: 'public',
  tag: 'businesses',
  summary:
    "What a trade's jobs cost near a place (median and range of the quotes sent), widened to the region when too few",
  query: businesses.PriceGuideQuery,
  responses: { 200: businesses.PriceGuide },
});
const jobReview = route({
  method: 'GET',
  path: '/jobs/:id/review',
  access: 'signedIn',
  tag: 'reviews',
  summary: 'The review of my job, or whether and until when I may write one',
  params: marketplace.JobParams,
  responses: { 200: businesses.JobReviewResponse, 404: ApiError },
});
const postReview = route({
  method: 'POST',
  path: '/jobs/:id/review',
  access: 'signedIn',
  tag: 'reviews',
  summary: 'Review the business I hired for this job: once, after it is complete, within 60 days',
  params: marketplace.JobParams,
  body: businesses.ReviewBody,
  responses: { 200: businesses.ReviewResponse, 403: ApiError, 404: ApiError, 409: ApiError },
});
const editReview = route({
  method: 'PUT',
  path: '/reviews/:id',
  access: 'signedIn',
  tag: 'reviews',
  summary: 'Change my review: within 48 hours, and until the business replies',
  params: businesses.ReviewParams,
  body: businesses.ReviewBody,
  responses: { 200: businesses.ReviewResponse, 404: ApiError, 409: ApiError },
});
const addReviewPhoto = route({
  method: 'POST',
  path: '/reviews/:id/photos',
  access: 'signedIn',
  tag: 'reviews',
  summary: 'Add a photo to my review (multipart field "image"; at most 5, while it may be edited)',
  params: businesses.ReviewParams,
  multipart: { fields: businesses.ReviewPhotoFields, file: 'image', maxBytes: 10 * MB },
  responses: { 200: businesses.ReviewResponse, 404: ApiError, 409: ApiError, 415: ApiError },
});
const replyToReview = route({
  method: 'POST',
  path: '/reviews/:id/reply',
  access: 'business',
  tag: 'reviews',
  summary: 'Reply publicly to a review of my business, once (free)',
  params: businesses.ReviewParams,
  body: businesses.ReplyBody,
  responses: { 200: businesses.ReviewResponse, 404: ApiError, 409: ApiError },
});
const reportReview = route({
  method: 'POST',
  path: '/reviews/:id/report',
  access: 'signedIn',
  tag: 'reviews',
  summary:
    'Report a review of my business or by me, with a reason; it stays visible until an operator decides',
  params: businesses.ReviewParams,
  body: businesses.ReportBody,
  responses: { 200: accounts.MessageResponse, 404: ApiError, 409: ApiError },
});

// ---- the operator console ------------------------------------------------------------------

const operatorSecondFactor = route({
  method: 'POST',
  path: '/operator-second-factor',
  access: 'signedIn',
  tag: 'admin',
  summary:
    "An operator's second factor (authenticator code or a recovery code): opens /api/admin to this session",
  body: operators.SecondFactorBody,
  rateLimit: { max: 30, timeWindow: '15 minutes' },
  responses: { 200: operators.OperatorResponse, 403: ApiError },
});
const adminMe = route({
  method: 'GET',
  path: '/admin/me',
  access: 'operator',
  tag: 'admin',
  summary: 'The signed-in operator and their role',
  responses: { 200: operators.OperatorResponse },
});
const addOperator = route({
  method: 'POST',
  path: '/admin/operators',
  access: 'operator',
  tag: 'admin',
  summary: 'Make an existing account an operator (admins only); answers its second factor, once',
  body: operators.AddOperatorBody,
  responses: { 200: operators.AddOperatorResponse, 404: ApiError, 409: ApiError },
});
const auditLog = route({
  method: 'GET',
  path: '/admin/audit-log',
  access: 'operator',
  tag: 'admin',
  summary: 'Every operator action, newest first, with filters',
  query: operators.AuditLogQuery,
  responses: { 200: operators.AuditLogResponse },
});

const leadReportQueue = route({
  method: 'GET',
  path: '/admin/lead-reports',
  access: 'operator',
  tag: 'admin',
  summary: 'Reported leads: open ones oldest first (or decided ones), by reason',
  query: operators.LeadReportQueueQuery,
  responses: { 200: operators.LeadReportQueueResponse },
});
const decideLeadReport = route({
  method: 'POST',
  path: '/admin/lead-reports/:id/decision',
  access: 'operator',
  tag: 'admin',
  summary:
    'Decide a reported lead with a reason: confirm withdraws the job and returns the credits of every business that quoted, once',
  params: operators.LeadReportParams,
  body: operators.LeadReportDecisionBody,
  responses: {
    200: operators.LeadReportDecisionResponse,
    403: ApiError,
    404: ApiError,
    409: ApiError,
  },
});

const reviewReportQueue = route({
  method: 'GET',
  path: '/admin/review-reports',
  access: 'operator',
  tag: 'admin',
  summary: 'Reported reviews and replies: open reports oldest first (or decided ones), by reason',
  query: operators.ReviewReportQueueQuery,
  responses: { 200: operators.ReviewReportQueueResponse },
});
const decideReviewReport = route({
  method: 'POST',
  path: '/admin/review-reports/:id/decision',
  access: 'operator',
  tag: 'admin',
  summary:
    "Keep or remove a reported review (or its reply) with a reason; a removed review leaves the business's figures; both parties are told",
  params: operators.ReviewReportParams,
  body: operators.ReviewReportDecisionBody,
  responses: {
    200: operators.ReviewReportDecisionResponse,
    403: ApiError,
    404: ApiError,
    409: ApiError,
  },
});

const adminOverview = route({
  method: 'GET',
  path: '/admin/overview',
  access: 'operator',
  tag: 'admin',
  summary: "The day's key figures and the oldest open report of each queue",
  responses: { 200: operators.AdminOverviewResponse },
});
const spamAccounts = route({
  method: 'GET',
  path: '/admin/spam',
  access: 'operator',
  tag: 'admin',
  summary: 'Accounts marked as spam, the latest first',
  query: operators.SpamListQuery,
  responses: { 200: operators.SpamListResponse },
});
const markSpam = route({
  method: 'POST',
  path: '/admin/accounts/:id/spam',
  access: 'operator',
  tag: 'admin',
  summary:
    'Mark an account as spam (its sessions and sockets end at once, its open jobs are hidden) or lift the mark, with a reason',
  params: operators.AccountParams,
  body: operators.SpamBody,
  responses: { 200: operators.SpamResponse, 403: ApiError, 404: ApiError, 409: ApiError },
});

const purchaseQueue = route({
  method: 'GET',
  path: '/admin/purchases',
  access: 'operator',
  tag: 'admin',
  summary:
    'The payments queue: purchases newest first, by state, business and day, with the saved card as brand and last 4',
  query: operators.PurchaseQueueQuery,
  responses: { 200: operators.PurchaseQueueResponse },
});
const refundPurchase = route({
  method: 'POST',
  path: '/admin/purchases/:id/refund',
  access: 'operator',
  tag: 'admin',
  summary:
    'Refund a purchase whole through the card processor, with a reason: its credits leave the ledger and a credit note is issued, all or nothing',
  description:
    '409: not credited, refunded already, or some of its credits were spent or expired. 502: the card processor refused or did not answer; nothing was written, and a retry is safe (the processor refunds once per purchase).',
  params: operators.PurchaseParams,
  body: operators.RefundBody,
  responses: {
    200: operators.RefundResponse,
    403: ApiError,
    404: ApiError,
    409: ApiError,
    502: ApiError,
  },
});

const verificationQueue = route({
  method: 'GET',
  path: '/admin/verifications',
  access: 'operator',
  tag: 'admin',
  summary:
    'The business verification queue: numbers a register refused on a re-check or that wait for its answer, with their register history',
  query: operators.VerificationQueueQuery,
  responses: { 200: operators.VerificationQueueResponse },
});
const recheckBusiness = route({
  method: 'POST',
  path: '/admin/verifications/:businessId/recheck',
  access: 'operator',
  tag: 'admin',
  summary: "Ask the register about a business's number now; its answer joins the history",
  params: operators.VerificationParams,
  responses: { 200: operators.RecheckResponse, 403: ApiError, 404: ApiError },
});
const decideVerification = route({
  method: 'POST',
  path: '/admin/verifications/:businessId/decision',
  access: 'operator',
  tag: 'admin',
  summary:
    "Verify or unverify a business's number by hand, with a note and a date; audited, and the business is told",
  params: operators.VerificationParams,
  body: operators.VerificationDecisionBody,
  responses: {
    200: operators.VerificationDecisionResponse,
    403: ApiError,
    404: ApiError,
    409: ApiError,
  },
});

// ---- support: people, their accounts, their sessions and credits ----------------------------

const adminPeopleSearch = route({
  method: 'GET',
  path: '/admin/people',
  access: 'operator',
  tag: 'admin',
  summary: 'Find people by name, e-mail, phone or business number (at least 3 characters)',
  query: support.PeopleSearchQuery,
  responses: { 200: support.PeopleSearchResponse },
});
const adminPerson = route({
  method: 'GET',
  path: '/admin/people/:userId',
  access: 'operator',
  tag: 'admin',
  summary:
    'One account: its jobs, quotes, ledger, reports by and about it, and its live sessions (never their tokens)',
  params: support.PersonParams,
  responses: { 200: support.PersonResponse, 404: ApiError },
});
const adminEndSessions = route({
  method: 'POST',
  path: '/admin/people/:userId/end-sessions',
  access: 'operator',
  tag: 'admin',
  summary: 'End every session of an account and close its sockets, with a reason',
  params: support.PersonParams,
  body: support.EndSessionsBody,
  responses: { 200: support.EndSessionsResponse, 403: ApiError, 404: ApiError },
});
const adminCreditAdjustment = route({
  method: 'POST',
  path: '/admin/people/:userId/credit-adjustments',
  access: 'operator',
  tag: 'admin',
  summary:
    "Add or take a business's credits with a reason: a ledger entry, never below zero; the business is told",
  params: support.PersonParams,
  body: support.CreditAdjustmentBody,
  responses: {
    200: support.CreditAdjustmentResponse,
    403: ApiError,
    404: ApiError,
    409: ApiError,
  },
});

const moderationFigures = route({
  method: 'GET',
  path: '/moderation-figures',
  access: 'public',
  tag: 'admin',
  summary:
    'The published moderation figures by month: reports, decisions by reason, credits returned, median time to a decision',
  query: support.ModerationFiguresQuery,
  responses: { 200: support.ModerationFiguresResponse },
});

// ---- development aids ----------------------------------------------------------------------

const devSms = route({
  method: 'GET',
  path: '/dev/sms',
  access: 'public',
  tag: 'dev',
  summary: 'The latest texts (embedded mode; never in production)',
  query: DevSmsQuery,
  devOnly: true,
  responses: { 200: DevSmsList },
});
const devMailbox = route({
  method: 'GET',
  path: '/dev/mailbox',
  access: 'public',
  tag: 'dev',
  summary: 'The latest mail as JSON (embedded mode without SMTP_URL; never in production)',
  query: DevMailboxQuery,
  devOnly: true,
  responses: { 200: accounts.DevMailbox },
});

/** Every HTTP call of the API by name. */
export const routes = {
  healthz,
  readyz,
  searchLocalities,
  nearestLocality,
  placeElsewhere,
  professions,
  profession,
  tradeGuide,
  contentPage,
  register,
  login,
  activateAccount,
  verifyEmail,
  reactivateAccount,
  me,
  logout,
  forgotPassword,
  resetPassword,
  setPassword,
  setFirstPassword,
  updateUserField,
  updateBusinessHours,
  registerMyBusiness,
  deleteAccount,
  uploadProfileImage,
  avatar,
  checkBusinessNumber,
  socialSignIn,
  socialSignInBusiness,
  socialCallback,
  socialProvidersList,
  changeEmail,
  confirmEmailChange,
  changePassword,
  accountSessions,
  endSession,
  notificationPreferences,
  updateNotificationPreferences,
  exportAccount,
  notifications,
  markNotificationRead,
  markAllNotificationsRead,
  applications,
  startPhoneVerification,
  confirmPhone,
  postJob,
  myJobs,
  myJob,
  hire,
  completeJob,
  cancelJob,
  addJobPhoto,
  getLeads,
  getQuotedLeads,
  getDraftLeads,
  getLead,
  reportLead,
  sendQuote,
  quoteActivity,
  returnOnSpend,
  saveJobAsDraft,
  removeDraftLeads,
  serviceArea,
  updateServiceArea,
  plans,
  purchase,
  finalisePurchase,
  stripeWebhook,
  taxDocument,
  taxDocumentPdf,
  ledger,
  spendingControls,
  updateSpendingControls,
  autoTopUp,
  enableAutoTopUp,
  disableAutoTopUp,
  pushPublicKey,
  pushDevices,
  addPushDevice,
  removePushDevice,
  autoQuoteSettings,
  saveAutoQuoteRule,
  saveQuoteTemplate,
  removeQuoteTemplate,
  conversations,
  conversation,
  sendMessage,
  sendMediaMessage,
  seenConversation,
  contactUsers,
  block,
  chatMedia,
  myBusinessProfile,
  updateBusinessProfile,
  uploadBusinessImage,
  removeBusinessImage,
  addGalleryPhoto,
  removeGalleryPhoto,
  publicImage,
  business,
  businessBySlug,
  businessReviews,
  directory,
  siteStats,
  recentReviews,
  priceGuide,
  jobReview,
  postReview,
  editReview,
  addReviewPhoto,
  replyToReview,
  reportReview,
  operatorSecondFactor,
  adminMe,
  addOperator,
  auditLog,
  leadReportQueue,
  decideLeadReport,
  reviewReportQueue,
  decideReviewReport,
  adminOverview,
  purchaseQueue,
  refundPurchase,
  verificationQueue,
  recheckBusiness,
  decideVerification,
  spamAccounts,
  markSpam,
  adminPeopleSearch,
  adminPerson,
  adminEndSessions,
  adminCreditAdjustment,
  moderationFigures,
  devSms,
  devMailbox,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
