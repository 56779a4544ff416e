import type { RouteRequest, RouteReturn, Routes } from '@quoteway/contracts';
import type { FastifyReply } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import type { HandlerContext, RouteHandlers } from './routeTable';

// The handler types the route table imposes on the modules. Types only: `pnpm typecheck`
// (tsc over src, tests included) fails when one no longer holds.

type Account<K extends keyof Routes> = HandlerContext<Routes[K]>['account'];

describe('route handlers', () => {
  it('take the parsed request of their route and return its success answer or the reply', () => {
    expectTypeOf<RouteHandlers['hire']>().parameters.toEqualTypeOf<
      [HandlerContext<Routes['hire']>]
    >();
    expectTypeOf<RouteHandlers['hire']>().returns.toEqualTypeOf<
      Promise<RouteReturn<Routes['hire']> | FastifyReply>
    >();
    expectTypeOf<HandlerContext<Routes['hire']>>().toExtend<RouteRequest<Routes['hire']>>();
    expectTypeOf<HandlerContext<Routes['hire']>['body']>().toEqualTypeOf<{ quoteId: string }>();
  });

  it('return the payload of a sealed route, which the server seals', () => {
    expectTypeOf<RouteHandlers['getLead']>().returns.resolves.toEqualTypeOf<
      RouteReturn<Routes['getLead']> | FastifyReply
    >();
    expectTypeOf<RouteReturn<Routes['getLead']>>().not.toHaveProperty('data');
  });

  it('get the caller the access rule admits', () => {
    expectTypeOf<Account<'healthz'>>().toBeNull();
    expectTypeOf<Account<'postJob'>>().toBeNullable();
    expectTypeOf<NonNullable<Account<'postJob'>>>().toEqualTypeOf<Account<'myJobs'>>();
    expectTypeOf<Account<'myJobs'>>().not.toBeNullable();
    expectTypeOf<Account<'getLead'>>().toEqualTypeOf<Account<'myJobs'>>();
  });

  it('get the uploaded file on a multipart route only', () => {
    expectTypeOf<HandlerContext<Routes['addGalleryPhoto']>['file']>().toEqualTypeOf<{
      bytes: Buffer;
      filename: string;
    }>();
    expectTypeOf<HandlerContext<Routes['addGalleryPhoto']>['body']>().toEqualTypeOf<{
      caption: string;
    }>();
    expectTypeOf<HandlerContext<Routes['hire']>['file']>().toBeUndefined();
  });

  it('are required for every route but the development aids', () => {
    expectTypeOf<RouteHandlers>().toHaveProperty('hire');
    expectTypeOf<Pick<RouteHandlers, 'devSms' | 'devMailbox'>>().toEqualTypeOf<
      Partial<Pick<RouteHandlers, 'devSms' | 'devMailbox'>>
    >();
    expectTypeOf<Omit<RouteHandlers, 'hire'>>().not.toExtend<RouteHandlers>();
  });
});
