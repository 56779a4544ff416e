import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { RouteInput, RouteOutput, RouteRequest, RouteReturn } from './route';
import type { Routes } from './routes';

// The types the route table hands the browser's client (RouteInput, RouteOutput) and the
// server's handlers (RouteRequest, RouteReturn), for one route of each shape. The assertions
// are types: `pnpm typecheck` (tsc over src, tests included) fails when one no longer holds;
// Vitest runs the file too, where expectTypeOf checks nothing at run time.

type MyJobsQuery = z.input<Routes['myJobs']['query']>;

describe('a route with a query that has a default for every field (myJobs)', () => {
  it('takes the query as an option, and nothing else', () => {
    expectTypeOf<RouteInput<Routes['myJobs']>>().toEqualTypeOf<{ query?: MyJobsQuery }>();
    // Numbers in a query are coerced from the URL's text: any value goes in.
    expectTypeOf<MyJobsQuery>().toEqualTypeOf<{
      page?: unknown;
      perPage?: unknown;
      search?: string;
      status?: 'all' | 'pending' | 'open' | 'hired' | 'completed' | 'cancelled';
    }>();
  });

  it('hands the handler the query with its defaults filled in', () => {
    expectTypeOf<RouteRequest<Routes['myJobs']>['query']>().toEqualTypeOf<{
      page: number;
      perPage: number;
      search: string;
      status: 'all' | 'pending' | 'open' | 'hired' | 'completed' | 'cancelled';
    }>();
    expectTypeOf<RouteRequest<Routes['myJobs']>['body']>().toBeNever();
    expectTypeOf<RouteRequest<Routes['myJobs']>['params']>().toBeNever();
  });

  it('answers its 200 schema', () => {
    expectTypeOf<RouteOutput<Routes['myJobs']>>().toEqualTypeOf<
      z.output<Routes['myJobs']['responses'][200]>
    >();
    expectTypeOf<RouteOutput<Routes['myJobs']>>().toHaveProperty('jobs').toBeArray();
    expectTypeOf<RouteOutput<Routes['myJobs']>['total']>().toBeNumber();
  });
});

describe('a route with params and a body (hire)', () => {
  it('requires both', () => {
    expectTypeOf<RouteInput<Routes['hire']>>().toEqualTypeOf<
      { params: { id: string } } & { body: { quoteId: string } }
    >();
    expectTypeOf<{ params: { id: string } }>().not.toExtend<RouteInput<Routes['hire']>>();
    expectTypeOf<{ params: { id: string }; body: { quoteId: number } }>().not.toExtend<
      RouteInput<Routes['hire']>
    >();
  });

  it('hands the handler both, parsed', () => {
    expectTypeOf<RouteRequest<Routes['hire']>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteRequest<Routes['hire']>['body']>().toEqualTypeOf<{ quoteId: string }>();
  });

  it('declares its answers by status', () => {
    expectTypeOf<keyof Routes['hire']['responses']>().toEqualTypeOf<200 | 404 | 409>();
    expectTypeOf<RouteOutput<Routes['hire']>>().toEqualTypeOf<
      z.output<Routes['myJob']['responses'][200]>
    >();
  });
});

describe('a route with a required body and a 201 (register) or a 200 (login)', () => {
  it('requires the body', () => {
    expectTypeOf<RouteInput<Routes['login']>>().toHaveProperty('body');
    expectTypeOf<{ body?: undefined }>().not.toExtend<RouteInput<Routes['login']>>();
    expectTypeOf<RouteInput<Routes['login']>['body']>().toEqualTypeOf<{
      email: string;
      password: string;
      isApk?: boolean;
    }>();
  });

  it('answers the success code it declares', () => {
    expectTypeOf<RouteOutput<Routes['register']>>().toEqualTypeOf<
      z.output<Routes['register']['responses'][201]>
    >();
    expectTypeOf<RouteOutput<Routes['login']>>().toHaveProperty('token').toBeString();
  });
});

describe('a sealed route (getLead)', () => {
  it('gives the client the opened payload, not the envelope', () => {
    expectTypeOf<RouteOutput<Routes['getLead']>>().toEqualTypeOf<
      z.output<Routes['getLead']['sealed']>
    >();
    expectTypeOf<RouteOutput<Routes['getLead']>>().not.toHaveProperty('data');
  });

  it('lets the handler return the payload for the server to seal', () => {
    expectTypeOf<RouteReturn<Routes['getLead']>>().toEqualTypeOf<
      z.input<Routes['getLead']['sealed']>
    >();
  });
});

describe('a multipart route (addGalleryPhoto)', () => {
  it('takes the text fields as the body and the file in the caller’s type', () => {
    expectTypeOf<RouteInput<Routes['addGalleryPhoto'], Blob>>().toEqualTypeOf<
      { body?: { caption?: string } } & { file: { blob: Blob; name: string } }
    >();
  });

  it('hands the handler the parsed fields as the body', () => {
    expectTypeOf<RouteRequest<Routes['addGalleryPhoto']>['body']>().toEqualTypeOf<{
      caption: string;
    }>();
  });
});

describe('a route with no input (healthz)', () => {
  it('takes nothing', () => {
    expectTypeOf<RouteInput<Routes['healthz']>>().toEqualTypeOf<unknown>();
  });
});
