import type { RouteOutput, Routes } from '@quoteway/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiCalls, ApiInput, ApiOutput, CallOptions } from './client';

// The client's methods as the route table types them. Types only: `pnpm typecheck` (tsc over
// src, tests included) fails when one no longer holds.

describe('the API client', () => {
  it('has one method per called route, and none for navigations or development aids', () => {
    expectTypeOf<ApiCalls>().toHaveProperty('hire');
    expectTypeOf<ApiCalls>().not.toHaveProperty('verifyEmail');
    expectTypeOf<ApiCalls>().not.toHaveProperty('avatar');
    expectTypeOf<ApiCalls>().not.toHaveProperty('devMailbox');
  });

  it('requires the input of a route that needs one, and makes it optional otherwise', () => {
    expectTypeOf<ApiCalls['hire']>().parameters.toEqualTypeOf<
      [input: ApiInput<'hire'>, options?: CallOptions]
    >();
    expectTypeOf<ApiCalls['myJobs']>().parameters.toEqualTypeOf<
      [input?: ApiInput<'myJobs'>, options?: CallOptions]
    >();
    expectTypeOf<ApiInput<'hire'>>().toEqualTypeOf<
      { params: { id: string } } & { body: { quoteId: string } }
    >();
  });

  it('sends a multipart route’s file as a Blob', () => {
    expectTypeOf<ApiInput<'addGalleryPhoto'>['file']>().toEqualTypeOf<{
      blob: Blob;
      name: string;
    }>();
  });

  it('resolves to the route’s answer, a sealed one opened', () => {
    expectTypeOf<ApiCalls['myJobs']>().returns.resolves.toEqualTypeOf<ApiOutput<'myJobs'>>();
    expectTypeOf<ApiOutput<'getLead'>>().toEqualTypeOf<RouteOutput<Routes['getLead']>>();
    expectTypeOf<ApiOutput<'getLead'>>().toHaveProperty('job');
    expectTypeOf<ApiOutput<'getLead'>>().not.toHaveProperty('data');
  });
});
