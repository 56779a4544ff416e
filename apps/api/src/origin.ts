import { type SiteCountry, siteCountryOfHost } from '@quoteway/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Where links in e-mails point: the configured public origin (required in production, so a
 * forged Host header cannot steer them), else the request's own origin (development, tests).
 */
export function linkOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The regional site an origin (as `linkOrigin` gives it) serves. In production PUBLIC_URL
 * fixes it, so a forged Host header cannot move a request to another site's prices.
 */
export function siteOfOrigin(origin: string): SiteCountry {
  return siteCountryOfHost(new URL(origin).hostname);
}
