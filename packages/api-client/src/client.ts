import {
  type ActivateAccountBody,
  type BusinessNumberCheck,
  type BusinessNumberCheckQuery,
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
  type BlockResponse,
  type ConfirmPhoneResponse,
  type ContactUsersResponse,
  type ConversationResponse,
  type ConversationsResponse,
  type SeenConversationResponse,
  type SendMessageResponse,
  type DraftMetadata,
  type ForgotPasswordBody,
  type JobDetailResponse,
  type LeadDetailPayload,
  type LeadListPayload,
  type LeadListQuery,
  type LedgerResponse,
  type MyJobsQuery,
  type MyJobsResponse,
  type PhoneVerificationResponse,
  type PlansResponse,
  type PostJobBody,
  type PostJobResponse,
  type PurchaseBody,
  type PurchaseResponse,
  type SendQuoteBody,
  type SendQuoteResponse,
  type ServiceArea,
  type ServiceAreaResponse,
  type LocalityList,
  type LocalitySearchQuery,
  type LoginResponse,
  type LogoutResponse,
  type MeResponse,
  type MessageResponse,
  type NearestLocality,
  type NearestLocalityQuery,
  type Profession,
  type ProfessionList,
  type RegisterBusinessBody,
  type RegisterCustomerBody,
  type RegisterMyBusinessBody,
  type RegisterResponse,
  type SocialProvider,
  type UpdateBusinessHoursBody,
  type UpdateUserFieldBody,
  type UserResponse,
} from '@quoteway/contracts';
import ky, { type KyInstance, type Options } from 'ky';
import { openEnvelope } from './envelope';
import { toApiError } from './errors';
import { encryptPassword } from './password';

/** Spec section 7: GET responses are reused for 2 minutes. */
const CACHE_TTL_MS = 120_000;

// The wire types come from the contracts' schemas, as types only: the server validates
// every response against the same schemas, so the browser does not ship zod to re-check.
type Output<S extends { _zod: { output: unknown } }> = S['_zod']['output'];
type Input<S extends { _zod: { input: unknown } }> = S['_zod']['input'];

/** A registration as the caller fills it in: the password in plain text (the client encrypts). */
export type RegisterInput = Input<typeof RegisterCustomerBody> | Input<typeof RegisterBusinessBody>;
export type RegisterMyBusinessInput = Input<typeof RegisterMyBusinessBody>;
export type LoginResult = Output<typeof LoginResponse>;
export type MeResult = Output<typeof MeResponse>;
export type UserResult = Output<typeof UserResponse>;
export type MessageResult = Output<typeof MessageResponse>;
export type BusinessNumberCheckResult = Output<typeof BusinessNumberCheck>;
export type UpdateUserFieldInput = Output<typeof UpdateUserFieldBody>;
export type UpdateBusinessHoursInput = Output<typeof UpdateBusinessHoursBody>;
export type ActivateAccountInput = Input<typeof ActivateAccountBody>;
export type PlansResult = Output<typeof PlansResponse>;
export type PurchaseInput = Input<typeof PurchaseBody>;
export type PurchaseResult = Output<typeof PurchaseResponse>;
export type LedgerResult = Output<typeof LedgerResponse>;
export type PostJobInput = PostJobBody;
export type PostJobResult = PostJobResponse;
export type MyJobsInput = MyJobsQuery;
export type MyJobsResult = MyJobsResponse;
export type JobDetailResult = JobDetailResponse;
export type LeadListInput = Omit<LeadListQuery, 'range'> & { range?: [number, number] };
export type LeadListResult = LeadListPayload;
export type LeadDetailResult = LeadDetailPayload;
export type SendQuoteInput = SendQuoteBody;
export type SendQuoteResult = SendQuoteResponse;
export type ServiceAreaInput = ServiceArea;
export type ServiceAreaResult = ServiceAreaResponse;
export type ConversationsResult = ConversationsResponse;
export type ConversationResult = ConversationResponse;
export type SendMessageResult = SendMessageResponse;
export type SeenConversationResult = Output<typeof SeenConversationResponse>;
export type ContactUsersResult = Output<typeof ContactUsersResponse>;
/** Open a conversation by id, or by the other user and the job (the /chat/... screen). */
export type ConversationInput =
  | { conversationId: string; perPage?: number; before?: string }
  | { receiverId: string; jobId: string; perPage?: number; before?: string };
/** Which lead list: new leads, leads this business quoted, or its drafts. */
export type LeadListKind = 'new' | 'quoted' | 'draft';

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's own origin. */
  baseUrl?: string;
  /** Reads the session token (local or session storage) for the Bearer header. */
  getToken?: () => string | null;
  /** Clock for the GET cache and Retry-After dates (tests pass their own). */
  now?: () => number;
  /** Shared passphrase for passwords in transit; defaults to the contracts' default. */
  passphrase?: string;
  /** Shared key of the lead envelope; defaults to the contracts' default. */
  leadKey?: string;
}

/**
 * The typed client for every call in packages/contracts. Callers pass plain passwords; the
 * client encrypts them. Failures are `ApiRequestError` (the server answered) or
 * `NetworkError` (it did not).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const now = options.now ?? Date.now;
  const passphrase = options.passphrase || DEFAULT_WIRE_PASSPHRASE;
  const leadKey = options.leadKey || DEFAULT_LEAD_ENVELOPE_KEY;
  const apiRoot = `${options.baseUrl ?? ''}/api`;
  const cache = new Map<string, { at: number; value: unknown }>();
  const http: KyInstance = ky.create({
    prefixUrl: apiRoot,
    timeout: 30_000,
    // One retry for reads that failed in transit or at a gateway; never for writes, and
    // never for 429 (the user is told to wait instead of the client waiting silently).
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.headers.has('authorization')) return;
          const token = options.getToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
  const encrypt = (password: string) => encryptPassword(password, passphrase);

  async function send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw await toApiError(error, now());
    }
  }

  /** A cached GET (public reference data only: never a call that depends on the session). */
  async function get<T>(
    path: string,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(searchParams ?? {})) {
      if (v !== undefined) params.set(k, String(v));
    }
    const key = `${path}?${params}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.value as T;
    const value = await send(() => http.get(path, { searchParams: params }).json<T>());
    cache.set(key, { at: now(), value });
    return value;
  }

  const post = <T>(path: string, json?: unknown, extra?: Options) =>
    send(() => http.post(path, { json: json ?? {}, ...extra }).json<T>());
  const put = <T>(path: string, json: unknown) => send(() => http.put(path, { json }).json<T>());
  /** A GET that depends on the session: never cached. */
  const read = <T>(path: string, searchParams?: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(searchParams ?? {})) {
      if (v !== undefined && v !== '') params.set(k, String(v));
    }
    return send(() => http.get(path, { searchParams: params }).json<T>());
  };
  /** A POST whose answer is the lead envelope, opened with the shared key. */
  const sealed = async <T>(
    path: string,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<T> => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(searchParams ?? {})) {
      if (v !== undefined && v !== '') params.set(k, String(v));
    }
    const envelope = await send(() =>
      http.post(path, { json: {}, searchParams: params }).json<{ data: string }>(),
    );
    return openEnvelope<T>(envelope, leadKey);
  };
  const leadListPaths: Record<LeadListKind, string> = {
    new: 'get-leads',
    quoted: 'get-quoted-leads',
    draft: 'get-draft-leads',
  };

  return {
    professions: () => get<ProfessionList>('professions'),
    profession: (slug: string) => get<Profession>(`professions/${encodeURIComponent(slug)}`),
    searchLocalities: (query: Partial<LocalitySearchQuery> & { q: string }) =>
      get<LocalityList>('localities', query),
    nearestLocality: (query: NearestLocalityQuery) =>
      get<NearestLocality>('localities/nearest', query),

    /** Live check of a business number, as registration will check it. */
    checkBusinessNumber: (query: Output<typeof BusinessNumberCheckQuery>) =>
      get<BusinessNumberCheckResult>('business-number/check', query),

    /** Register a customer or a business (status PENDING until the e-mail is verified). */
    register: (body: RegisterInput) =>
      post<Output<typeof RegisterResponse>>('register/user', {
        ...body,
        password: encrypt(body.password),
      }),

    /** Sign in; the answer carries the session token and the user. */
    login: async (body: { email: string; password: string }) => {
      const result = await post<LoginResult>('login-user', {
        email: body.email,
        password: encrypt(body.password),
        isApk: false,
      });
      cache.clear();
      return result;
    },

    /** Reactivate a deleted account: at once with a reactivation token, else by e-mail. */
    activateAccount: (body: ActivateAccountInput) => post<MessageResult>('activate-account', body),

    /**
     * The signed-in user. `token` checks a token that is not stored yet (social sign-in
     * verifies the token it was given before keeping it).
     */
    me: (request: { token?: string } = {}) =>
      post<MeResult>(
        'auth/me',
        { isApk: false },
        request.token ? { headers: { authorization: `Bearer ${request.token}` } } : undefined,
      ),

    /**
     * End a session on the server. `token` names the session when the caller has already
     * forgotten it locally (logout clears storage first, then tells the server).
     */
    logout: async (request: { token?: string | null } = {}) => {
      cache.clear();
      return post<Output<typeof LogoutResponse>>(
        'auth/logout',
        undefined,
        request.token ? { headers: { authorization: `Bearer ${request.token}` } } : undefined,
      );
    },

    forgotPassword: (body: Input<typeof ForgotPasswordBody>) =>
      post<MessageResult>('forgot-password', body),
    /** Choose a new password with the e-mailed link's token. */
    resetPassword: (body: { token: string; password: string }) =>
      post<MessageResult>('reset-password', {
        token: body.token,
        password: encrypt(body.password),
      }),
    /** A signed-in social account sets its first password. */
    setPassword: (body: { password: string }) =>
      post<MessageResult>('set-password', { password: encrypt(body.password) }),

    updateUserField: (body: UpdateUserFieldInput) => put<UserResult>('update-user-field', body),
    /** Upload a profile picture (already resized in the browser); the server re-encodes it. */
    uploadProfileImage: (image: Blob) => {
      const form = new FormData();
      form.append('image', image, 'profile.jpg');
      return send(() => http.post('profile-image', { body: form }).json<UserResult>());
    },
    updateBusinessHours: (body: UpdateBusinessHoursInput) =>
      put<UserResult>('update-business-hours', body),
    /** A signed-in customer registers their business. */
    registerMyBusiness: (body: RegisterMyBusinessInput) =>
      post<UserResult>('register/business', body),

    /** Deactivate the signed-in account (a GET in the spec; never cached). */
    deleteAccount: async () => {
      const result = await send(() => http.get('delete-account').json<MessageResult>());
      cache.clear();
      return result;
    },

    /**
     * Where the browser goes to sign in (or up) with a provider; business users use the
     * provider's `businessUser` path. A navigation, not a request.
     */
    socialSignInUrl: (provider: SocialProvider, as: 'customer' | 'business' = 'customer') =>
      `${apiRoot}/auth/${provider}${as === 'business' ? '/businessUser' : ''}`,

    // ---- credits and payments ----
    /** The four plans and the custom-purchase rules (cents). */
    plans: () => get<PlansResult>('plans'),
    /**
     * Buy credits. `idempotencyKey` must be the same on a retry of the same purchase (make it
     * once per attempt the user starts, e.g. with crypto.randomUUID()).
     */
    purchase: (body: PurchaseInput, idempotencyKey: string) =>
      post<PurchaseResult>('purchases', body, { headers: { 'idempotency-key': idempotencyKey } }),
    ledger: (query: { page?: number; perPage?: number } = {}) =>
      read<LedgerResult>('credits/ledger', query),

    // ---- jobs (customer side) ----
    /** Text a 6-digit code to a mobile number; confirm it with `confirmPhone`. */
    verifyPhone: (mobile: string) =>
      post<PhoneVerificationResponse>('phone-verifications', { mobile }),
    confirmPhone: (verificationId: string, code: string) =>
      post<Output<typeof ConfirmPhoneResponse>>(
        `phone-verifications/${encodeURIComponent(verificationId)}/confirm`,
        {
          code,
        },
      ),
    /** Post a job (signed in, or as a visitor with `poster`). */
    postJob: (body: PostJobInput) => post<PostJobResult>('jobs', body),
    myJobs: (query: MyJobsInput = {}) =>
      read<MyJobsResult>('my-jobs', query as Record<string, string | number | undefined>),
    /** One of my jobs with its quotes (opening it marks the quotes opened). */
    myJob: (jobId: string) => read<JobDetailResult>(`my-jobs/${encodeURIComponent(jobId)}`),
    hire: (jobId: string, quoteId: string) =>
      post<JobDetailResult>(`jobs/${encodeURIComponent(jobId)}/hire`, { quoteId }),
    completeJob: (jobId: string) =>
      post<JobDetailResult>(`jobs/${encodeURIComponent(jobId)}/complete`),
    cancelJob: (jobId: string) => post<JobDetailResult>(`jobs/${encodeURIComponent(jobId)}/cancel`),

    // ---- leads (business side) ----
    /** A lead list (spec: get-leads, get-quoted-leads, get-draft-leads), decrypted. */
    leads: (kind: LeadListKind, query: LeadListInput = {}) =>
      sealed<LeadListResult>(leadListPaths[kind], {
        ...query,
        range: query.range ? query.range.join(',') : undefined,
      } as Record<string, string | number | undefined>),
    /** One lead (spec: get-lead/{id}), decrypted. */
    lead: async (id: string) =>
      openEnvelope<LeadDetailResult>(
        await send(() => http.get(`get-lead/${encodeURIComponent(id)}`).json<{ data: string }>()),
        leadKey,
      ),
    sendQuote: (body: SendQuoteInput) => post<SendQuoteResult>('send-quote', body),
    saveDraft: (id: string, metadata: DraftMetadata) =>
      post<MessageResult>('save-job-as-draft', { id, metadata }),
    removeDraft: (jobId: string) =>
      send(() =>
        http
          .post('remove-draft-leads', { json: {}, searchParams: { jobId } })
          .json<MessageResult>(),
      ),
    serviceArea: () => read<ServiceAreaResult>('business/service-area'),
    updateServiceArea: (body: ServiceAreaInput) =>
      put<ServiceAreaResult>('business/service-area', body),

    // ---- chat (spec section 7) ----
    /** My conversations, most recent first, with unread counts. */
    conversations: (query: { userId?: string; perPage?: number; page?: number } = {}) =>
      read<ConversationsResult>('conversations', { ...query, isApk: 'false' }),
    /** A page of one conversation's messages (oldest first); `before` goes back in history. */
    conversation: (query: ConversationInput) =>
      read<ConversationResult>('conversation', query as Record<string, string | number>),
    sendMessage: (conversationId: string, message: string) =>
      post<SendMessageResult>('send-message', { conversationId, message }),
    /** An image (JPEG, PNG, WebP) or PDF up to 10 MB, with an optional caption. */
    sendMediaMessage: (conversationId: string, file: Blob, fileName: string, caption = '') => {
      const form = new FormData();
      form.append('conversationId', conversationId);
      form.append('message', caption);
      form.append('file', file, fileName);
      return send(() => http.post('send-media-message', { body: form }).json<SendMessageResult>());
    },
    /** Mark the other party's messages in a conversation seen. */
    seenConversation: (conversationId: string, perPage?: number) =>
      post<SeenConversationResult>('seen-conversation', { conversationId, perPage }),
    contactUsers: (filterData = '') =>
      read<ContactUsersResult>('chat/contact/users', { filterData }),
    /** Block (or unblock) a user: while blocked, neither can message the other. */
    block: (userId: string, blocked: boolean) =>
      post<Output<typeof BlockResponse>>('chat/block', { userId, blocked }),

    /** Forget cached GET answers (after a write that changes them). */
    clearCache: () => cache.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
