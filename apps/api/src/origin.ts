import { isSiteHost, type SiteCountry, siteCountryOfHost } from '@quoteway/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Where links in e-mails point: the configured public origin (required in production, so a
 * forged Host header cannot steer them), else the request's own origin (development, tests).
 */
export function linkOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The regional site an origin (as `linkOrigin` gives it) serves: the fallback of `marketOf`
 * when the Host header names none of ours, and the site of work done outside a request.
 */
export function siteOfOrigin(origin: string): SiteCountry {
  return siteCountryOfHost(new URL(origin).hostname);
}

/**
 * The regional site whose market a request reads: the Host header's site when it names one of
 * ours (quoteway.com.au, a subdomain of it), else the origin's. One process may serve all
 * three hosts, so every per-request site decision (listings, plans, the price of a purchase)
 * follows this, never PUBLIC_URL alone. Objects that have a country keep their own money
 * (a job's currency is its place's, a purchase's is fixed on its row).
 */
export function marketOf(origin: string, hostname: string): SiteCountry {
  return isSiteHost(hostname) ? siteCountryOfHost(hostname) : siteOfOrigin(origin);
}

/**
 * The origin a public page is made for: a regional site's own host when the request names one
 * (so its canonical links and reads are that site's), else `linkOrigin`'s.
 */
export function pageOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (!isSiteHost(request.hostname)) return linkOrigin(publicUrl, request);
  const protocol = publicUrl ? new URL(publicUrl).protocol : `${request.protocol}:`;
  return `${protocol}//${request.host}`;
}
