import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Who may call a route. `public`: anyone. `optional`: anyone, and a bearer token, when sent,
 * must be a live session (posting a job signed in or as a visitor). `signedIn`: a live
 * session. `business` / `customer`: a live session of that kind of account. `operator`:
 * Quoteway staff: an operator's session that passed the second factor (the `/admin` routes).
 */
export const accessRules = [
  'public',
  'optional',
  'signedIn',
  'business',
  'customer',
  'operator',
] as const;
export type Access = (typeof accessRules)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A multipart/form-data upload: text fields first, then one file part. */
export interface MultipartSpec {
  /** The text fields, checked like a JSON body (a failure names `body.<field>`). */
  fields: z.ZodType;
  /** The form field that carries the file. */
  file: string;
  /** Larger files are refused with 413. */
  maxBytes: number;
}

/** One HTTP call of the API, declared once for the server, the client and the docs. */
export interface RouteDef {
  method: HttpMethod;
  /** Under `/api`, in Fastify's syntax (`/get-lead/:id`). */
  path: `/${string}`;
  access: Access;
  /** One line for the API documentation. */
  summary: string;
  description?: string;
  /** The documentation group. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  multipart?: MultipartSpec;
  /**
   * The handler also gets the body's bytes exactly as received (`rawBody`), beside the parsed
   * JSON: a webhook whose signature is computed over them.
   */
  rawBody?: true;
  /** Every answer the route gives by status; 400, 429 and the access refusals are added. */
  responses: Partial<Record<number, z.ZodType>>;
  /**
   * The 200 answer is the lead envelope (spec section 7): this payload as JSON, AES-encrypted
   * with the shared key. The server seals it, the client opens it.
   */
  sealed?: z.ZodType;
  /** The body's `password` travels encrypted with the shared passphrase (spec section 7). */
  encryptedPassword?: true;
  /**
   * Opened by the browser itself (a link, a redirect, an image): the client builds its URL
   * and never fetches it.
   */
  navigation?: true;
  /** A stricter per-IP budget than the API's, or `false` for none (health checks). */
  rateLimit?: { max: number; timeWindow: string } | false;
  /** A development aid: mounted only outside production, and not in the API documentation. */
  devOnly?: true;
}

/** The answers every route can give besides its own: bad input, rate limit, access refusals. */
function standardErrors(access: Access): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = { 400: ApiError, 429: ApiError };
  if (access !== 'public') errors[401] = ApiError;
  if (access === 'business' || access === 'customer' || access === 'operator') {
    errors[403] = ApiError;
  }
  return errors;
}

/** Declare a route; the route's own responses override the standard error answers. */
export function route<const R extends RouteDef>(def: R): R {
  return { ...def, responses: { ...standardErrors(def.access), ...def.responses } };
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** `{ key: T }`, optional when T has no required field, absent when the route has no such part. */
type Part<Key extends string, S> = [S] extends [z.ZodType]
  ? Record<string, never> extends In<S>
    ? { [P in Key]?: In<S> }
    : { [P in Key]: In<S> }
  : unknown;

type FilePart<R extends RouteDef, F> = R['multipart'] extends MultipartSpec
  ? Part<'body', R['multipart']['fields']> & { file: { blob: F; name: string } }
  : unknown;

/**
 * What a caller sends: params, query, body, headers and the file (of the caller's file type,
 * a Blob in the browser), each where the route has it.
 */
export type RouteInput<R extends RouteDef, F = never> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']> &
  Part<'headers', R['headers']> &
  FilePart<R, F>;

type SuccessCode = 200 | 201 | 202;
type Success<R extends RouteDef> = {
  [C in SuccessCode]: C extends keyof R['responses'] ? R['responses'][C] : never;
}[SuccessCode];

/** What the route answers on success; for a sealed route, the opened payload. */
export type RouteOutput<R extends RouteDef> = R['sealed'] extends z.ZodType
  ? Out<R['sealed']>
  : Out<Success<R>>;

/** What a handler returns on success (before the response schema's serialisation). */
export type RouteReturn<R extends RouteDef> = R['sealed'] extends z.ZodType
  ? In<R['sealed']>
  : In<Success<R>>;

/** What the server hands a handler, parsed by the route's schemas. */
export interface RouteRequest<R extends RouteDef> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: R['multipart'] extends MultipartSpec ? Out<R['multipart']['fields']> : Out<R['body']>;
  headers: Out<R['headers']>;
}

/**
 * What the browser's client knows of a route (src/routeIndex.ts, generated): how to call it,
 * without the schemas. Each flag is required exactly when the table sets it.
 */
export type RouteIndexEntry<R extends RouteDef> = Pick<R, 'method' | 'path' | 'access'> &
  (R['sealed'] extends z.ZodType ? { sealed: true } : { sealed?: never }) &
  (R['multipart'] extends MultipartSpec ? { file: R['multipart']['file'] } : { file?: never }) &
  (R['encryptedPassword'] extends true
    ? { encryptedPassword: true }
    : { encryptedPassword?: never }) &
  (R['navigation'] extends true ? { navigation: true } : { navigation?: never }) &
  (R['devOnly'] extends true ? { devOnly: true } : { devOnly?: never });
