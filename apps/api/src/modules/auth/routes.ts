import {
  ActivateAccountBody,
  ApiError,
  ForgotPasswordBody,
  LoginBody,
  LoginRefused,
  LoginResponse,
  LogoutResponse,
  MeBody,
  MeResponse,
  MessageResponse,
  RegisterBody,
  RegisterMyBusinessBody,
  RegisterResponse,
  ResetPasswordBody,
  type SavedCard,
  SetPasswordBody,
  TokenQuery,
  UpdateBusinessHoursBody,
  UpdateUserFieldBody,
  UserResponse,
} from '@quoteway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireUser, signedInAccount } from './authenticate';
import type { AccountRepository } from './repository';
import type { AccountService, RequestContext } from './service';
import type { SessionStore } from './sessions';
import { linkOrigin } from '../../origin';

export interface AuthRoutesOptions {
  accounts: AccountService;
  repository: AccountRepository;
  sessions: SessionStore;
  /** The site's public origin for links in e-mails; falls back to the request's own. */
  publicUrl: string | undefined;
  /** The user's saved card (brand, last four digits, expiry), if they kept one. */
  savedCard: (userId: string) => Promise<z.infer<typeof SavedCard> | null>;
}

const refusals = { 400: ApiError, 401: ApiError, 403: ApiError, 409: LoginRefused, 429: ApiError };

// Login failures and registrations are counted per IP and per account in the service
// (in the database, so every process shares them). Routes that send mail also get a
// per-IP budget here, so nobody can flood an inbox.
const mailLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { accounts, sessions, repository } = options;
  const signedIn = requireUser(sessions, repository);
  const context = (request: FastifyRequest): RequestContext => ({
    origin: linkOrigin(options.publicUrl, request),
    ip: request.ip,
  });
  const tags = ['accounts'];

  app.post(
    '/register/user',
    {
      schema: {
        tags,
        summary: 'Register a customer or a business (status PENDING until the e-mail is verified)',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.register(request.body, context(request))),
  );

  app.post(
    '/login-user',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and (encrypted) password; returns a session token',
        body: LoginBody,
        response: { 200: LoginResponse, ...refusals },
      },
    },
    async (request) => accounts.login(request.body.email, request.body.password, context(request)),
  );

  app.post(
    '/activate-account',
    {
      config: mailLimit,
      schema: {
        tags,
        summary: 'Reactivate a deleted account (at once with a reactivation token, else by e-mail)',
        body: ActivateAccountBody,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) =>
      accounts.activateAccount(
        request.body.email,
        request.body.reactivationToken,
        context(request),
      ),
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'The verification link from the e-mail; redirects to sign-in',
        querystring: TokenQuery,
        response: { 302: z.null(), 400: ApiError },
      },
    },
    async (request, reply) => {
      const { ok, setPasswordToken } = await accounts.verifyEmail(request.query.token);
      if (setPasswordToken) {
        return reply.redirect(`/reset-password?token=${setPasswordToken}&welcome=1`);
      }
      return reply.redirect(ok ? '/signin?verified=1' : '/signin?verified=expired');
    },
  );

  app.get(
    '/reactivate-account',
    {
      schema: {
        tags,
        summary: 'The reactivation link from the e-mail; redirects to sign-in',
        querystring: TokenQuery,
        response: { 302: z.null(), 400: ApiError },
      },
    },
    async (request, reply) => {
      const ok = (await accounts.reactivate(request.query.token)) !== null;
      return reply.redirect(ok ? '/signin?reactivated=1' : '/signin?reactivated=expired');
    },
  );

  app.post(
    '/auth/me',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user and their saved card',
        body: MeBody,
        response: { 200: MeResponse, 401: ApiError },
      },
    },
    async (request) => {
      const user = signedInAccount(request);
      const [authUser, card] = await Promise.all([
        accounts.toAuthUser(user),
        options.savedCard(user.id),
      ]);
      return { user: authUser, card };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'End this session', response: { 200: LogoutResponse } },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await sessions.revoke(token);
      return { result: 'logged out' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: mailLimit,
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => accounts.forgotPassword(request.body.email, context(request)),
  );

  app.post(
    '/reset-password',
    {
      config: mailLimit,
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed link; ends every session',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => accounts.resetPassword(request.body.token, request.body.password),
  );

  app.post(
    '/set-password',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A social-login account sets its first password',
        body: SetPasswordBody,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => accounts.setPassword(signedInAccount(request), request.body.password),
  );

  app.put(
    '/update-user-field',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Change one field of the signed-in user (name, mobile, customer view)',
        body: UpdateUserFieldBody,
        response: { 200: UserResponse, ...refusals },
      },
    },
    async (request) => ({
      user: await accounts.updateField(signedInAccount(request), request.body),
    }),
  );

  app.put(
    '/update-business-hours',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Set the business's opening hours",
        body: UpdateBusinessHoursBody,
        response: { 200: UserResponse, ...refusals },
      },
    },
    async (request) => ({
      user: await accounts.updateBusinessHours(
        signedInAccount(request),
        request.body.openingHours,
        request.body.businessAlwaysOpen,
      ),
    }),
  );

  app.post(
    '/register/business',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A signed-in customer registers their business',
        body: RegisterMyBusinessBody,
        response: { 200: UserResponse, ...refusals },
      },
    },
    async (request) => ({
      user: await accounts.registerMyBusiness(signedInAccount(request), request.body),
    }),
  );

  app.get(
    '/delete-account',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Deactivate the account and end all its sessions',
        response: { 200: MessageResponse, 401: ApiError },
      },
    },
    async (request) => accounts.deleteAccount(signedInAccount(request)),
  );
};
