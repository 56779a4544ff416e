import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP directives for every page; `frameAncestors` is widened only for the embeds. */
function cspDirectives(frameAncestors: string[] = ["'none'"]) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline style attributes come from React components (CSSOM), which CSP does not
    // block; stylesheets are the built, hashed files.
    styleSrc: ["'self'"],
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

/** The CSP header value for embeddable pages: any origin may frame them. */
export const embedCsp = serialise(cspDirectives(['*']));

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
