import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP directives for every response; `frameAncestors` is widened only for the embeds.
 * A page's `styleNonce` lets the style elements its scripts add carry the nonce (Radix's
 * scroll lock injects one when a dialog opens; the page gives the nonce to it through
 * get-nonce, read from `<meta name="csp-nonce">`). Scripts stay 'self' only, never inline.
 */
function cspDirectives(frameAncestors: string[] = ["'none'"], styleNonce?: string) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline style attributes come from React components (CSSOM), which CSP does not
    // block; stylesheets are the built, hashed files.
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: null,
  };
}

function serialise(directives: ReturnType<typeof cspDirectives>): string {
  return Object.entries(directives)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${(v ?? []).join(' ')}`)
    .join('; ');
}

/** The CSP header value of a page: its style nonce, and who may frame it (nobody by default). */
export function pageCsp(styleNonce: string, framable = false): string {
  return serialise(cspDirectives(framable ? ['*'] : ["'none'"], styleNonce));
}

/** Helmet on every response: CSP, no framing (except embeds), no sniffing, HSTS. */
export async function registerSecurity(app: FastifyInstance, isProduction: boolean) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    frameguard: { action: 'deny' },
    // HSTS only makes sense where TLS terminates in front of us: production.
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  });
}
