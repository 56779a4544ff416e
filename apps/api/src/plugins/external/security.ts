import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP directives for every response; `frameAncestors` is widened only for the embeds.
 * A page's `styleNonce` lets the style elements its scripts add carry the nonce (Radix's
 * scroll lock injects one when a dialog opens; the page gives the nonce to it through
 * get-nonce, read from `<meta name="csp-nonce">`). Scripts are 'self', and on a page the
 * inline scripts of its template, each by its hash (`scripts`): never any other inline one.
 */
/**
 * Origins outside ours a page may use: a card processor's browser SDK (Stripe.js: its script,
 * the API it calls, the frames of its card form and of 3-D Secure). Empty by default.
 */
export interface ThirdPartySources {
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
}

const noThirdParties: ThirdPartySources = { script: [], connect: [], frame: [] };

function cspDirectives(
  frameAncestors: string[] = ["'none'"],
  styleNonce?: string,
  scripts: readonly string[] = [],
  thirdParties: ThirdPartySources = noThirdParties,
) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scripts, ...thirdParties.script],
    // Inline style attributes come from React components (CSSOM), which CSP does not
    // block; stylesheets are the built, hashed files.
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...thirdParties.connect],
    ...(thirdParties.frame.length > 0 ? { frameSrc: ["'self'", ...thirdParties.frame] } : {}),
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

/**
 * The CSP header value of a page: its style nonce, who may frame it (nobody by default), and
 * its template's inline scripts by hash (`inlineScriptSources`).
 */
export function pageCsp(
  styleNonce: string,
  framable = false,
  scripts: readonly string[] = [],
  thirdParties: ThirdPartySources = noThirdParties,
): string {
  return serialise(cspDirectives(framable ? ['*'] : ["'none'"], styleNonce, scripts, thirdParties));
}

/**
 * What a page needs to run Stripe.js: its script's origin (STRIPE_JS_URL), and Stripe's API
 * and frames (the card form, 3-D Secure), or the local stand-in's origin in tests.
 */
export function stripeSources(config: {
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_JS_URL: string;
}): ThirdPartySources {
  if (!config.STRIPE_PUBLISHABLE_KEY) return noThirdParties;
  const script = new URL(config.STRIPE_JS_URL).origin;
  const stripe = script === 'https://js.stripe.com';
  return {
    script: [script],
    connect: stripe ? ['https://api.stripe.com'] : [script],
    frame: stripe ? [script, 'https://hooks.stripe.com'] : [script],
  };
}

/** The headers helmet writes for these options: set (name and value) and removed. */
function helmetHeaders(options: HelmetOptions) {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, String(value));
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { set: [...set], removed };
}

/**
 * Helmet on every response: CSP, no framing (except embeds), no sniffing, HSTS. These headers
 * depend on no request, so helmet runs once and every response gets its recording
 * (@fastify/helmet built helmet's middleware again for each request, parsing its options and
 * the CSP: a tenth of the CPU of a chat message). A page replaces the CSP and may drop
 * X-Frame-Options itself (web.ts).
 */
export async function registerSecurity(app: FastifyInstance, isProduction: boolean) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    frameguard: { action: 'deny' },
    // HSTS only makes sense where TLS terminates in front of us: production.
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of headers.removed) reply.raw.removeHeader(name);
    for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    done();
  });
}
