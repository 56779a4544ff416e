import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { embedThemes } from '@quoteway/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageOrigin } from '../../origin';
import { compressed } from './compression';
import { pageCsp, type ThirdPartySources } from './security';

/** A page request: the path without its query, and who asks from where. */
export interface PageRequest {
  pathname: string;
  /** The site's origin (PUBLIC_URL, else the request's own), no trailing slash. */
  origin: string;
  /** The visitor's address: the reads count against the visitor's API budget. */
  ip: string;
  /** The language asked for by name (`?lang=`), if any. */
  lang?: string | null;
  /** The visitor's Accept-Language header, if any. */
  acceptLanguage?: string;
}

/** What the renderer made of a page request. */
type RenderedPage =
  | {
      kind: 'page';
      status: 200 | 404;
      /** The shell's HTML with this page's head and content filled in. */
      html(template: string): string;
      /** The page's language follows Accept-Language (the answer varies by it). */
      negotiated: boolean;
    }
  /** A permanent move (a business's short address). */
  | { kind: 'redirect'; location: string }
  | { kind: 'unavailable'; status: 429 | 503; retryAfter: string | null };

/** What this plugin needs of the public pages (modules/publicPages makes one). */
export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
  /** /sitemap.xml of the site at `origin`. */
  sitemap(origin: string): Promise<string>;
  /** /robots.txt of the site at `origin`. */
  robots(origin: string): string;
}

export interface WebOptions {
  /** Folder holding `shell/dist` and `embed/dist` (the apps folder of the repo). */
  appsDir: string;
  /** The public pages' heads and content, the sitemap and robots.txt. */
  pages: PageRenderer;
  /** The site's public origin (PUBLIC_URL); unset means each request's own. */
  publicUrl: string | undefined;
  /** Origins beyond ours the pages may use (Stripe.js when Stripe is configured). */
  thirdParties?: ThirdPartySources;
}

/** The embed app's own pages (its small HTML entry and bundle). */
const EMBED_PATHS = /^\/(jobiframe|businessiframe)(\/|$|\?)/;
/** The pages other sites may frame: the embeds, and the shell's /iframehome (hero + wizard). */
const FRAMEABLE_PATHS = /^\/(jobiframe|businessiframe|iframehome)(\/|$|\?)/;

/**
 * A page's HTML with its style nonce (fresh per response) in `<meta name="csp-nonce">` and in
 * its CSP, which also allows the template's own inline scripts by their hashes (`scripts`);
 * a frameable page (the embeds, /iframehome) may be framed by any origin (still no other
 * script), without DENY.
 */
function withStyleNonce(
  reply: FastifyReply,
  html: string,
  framable: boolean,
  scripts: readonly string[],
  thirdParties: ThirdPartySources | undefined,
): string {
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', pageCsp(nonce, framable, scripts, thirdParties));
  if (framable) reply.removeHeader('x-frame-options');
  return html.replace(/<head>/i, `<head><meta name="csp-nonce" content="${nonce}">`);
}

/**
 * The CSP sources of a template's inline classic scripts, by their SHA-256 (the shell's theme
 * boot, which must run before the first paint): exactly those scripts, and no other inline
 * one, may run. JSON-LD blocks are data, which CSP leaves alone.
 */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([^]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype=/i.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The embed's HTML with the widget's `?theme=` on <html>: its first paint, before the
 * widget's script runs, already has the host's chosen colours (no attribute: the device's).
 */
function embedPage(html: string, url: string): string {
  const theme = new URLSearchParams(url.split('?')[1] ?? '').get('theme');
  const known = embedThemes.find((name) => name === theme);
  return known ? html.replace(/<html\b/i, `<html data-theme="${known}"`) : html;
}

function cacheHeaders(reply: FastifyReply, file: string) {
  // Vite puts content-hashed files under assets/: they never change, so cache them forever.
  // HTML must be revalidated so a deploy reaches every visitor at once.
  reply.header(
    'cache-control',
    // The service worker and the manifest too: a browser must see a new build's worker.
    /\.html$|[\\/](?:sw\.js|manifest\.webmanifest)$/.test(file)
      ? 'no-cache'
      : file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
  );
}

/**
 * Serves the built web apps on the API's port: the shell for every page of the app, with the
 * page's own head and content filled in by the page renderer (so search engines and
 * visitors without JavaScript read the page), a 404 with the shell's not-found screen for any
 * other address, the embed app's own small entry for /jobiframe and /businessiframe, /embed.js
 * (the script other sites load to show them), /robots.txt and /sitemap.xml. Only those embeds
 * and /iframehome may be framed by other sites.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const shellDir = path.join(options.appsDir, 'shell', 'dist');
  const embedDir = path.join(options.appsDir, 'embed', 'dist');
  const hasShell = existsSync(path.join(shellDir, 'index.html'));
  const hasEmbed = existsSync(path.join(embedDir, 'index.html'));
  if (!hasShell) app.log.warn({ shellDir }, 'web apps are not built; run `pnpm build`');

  // Read once: index.html is tiny and served on every page load.
  const shellHtml = hasShell ? await readFile(path.join(shellDir, 'index.html'), 'utf8') : null;
  const embedHtml = hasEmbed ? await readFile(path.join(embedDir, 'index.html'), 'utf8') : null;
  const scripts = [shellHtml, embedHtml].flatMap((html) => (html ? inlineScriptSources(html) : []));
  const embedScriptFile = path.join(embedDir, 'embed.js');
  const embedScript = existsSync(embedScriptFile) ? await readFile(embedScriptFile, 'utf8') : null;

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      // '/' is a page like the others (the fallback below makes it; the app then redirects
      // to /home, keeping the query).
      index: false,
      wildcard: true,
      // The .br and .gz copies written at build time (scripts/compress-dist.mjs), by the
      // request's Accept-Encoding.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (hasEmbed) {
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      index: false,
      wildcard: true,
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, html: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        await compressed(
          request,
          reply,
          withStyleNonce(
            reply,
            html,
            FRAMEABLE_PATHS.test(request.url),
            scripts,
            // Framed pages (the embeds) never take payments.
            FRAMEABLE_PATHS.test(request.url) ? undefined : options.thirdParties,
          ),
        ),
      );
  const origin = (request: FastifyRequest) =>
    pageOrigin(options.publicUrl, request).replace(/\/+$/, '');

  // '/' is a page like the others (static would answer its folder with a 403).
  app.get('/', async (_request, reply) => reply.callNotFound());
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(options.pages.robots(origin(request))),
  );
  if (embedScript) {
    // The script does not change while the process runs: each encoding is made once.
    const embedScriptEncodings = new Map<'br' | 'gzip', Promise<Buffer>>();
    // Any site may load the host script, so it has no hash in its name: a short cache lets a
    // deploy reach every host page within minutes.
    // Not part of the API's documentation: it exists only where the embed app was built.
    app.get('/embed.js', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*')
        .send(await compressed(request, reply, embedScript, embedScriptEncodings)),
    );
  }
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await options.pages.sitemap(origin(request))),
  );

  /** The shell for a page of the app, with the page's head and content; 404 for the rest. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, template: string) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    let outcome: RenderedPage;
    try {
      const accept = request.headers['accept-language'];
      outcome = await options.pages.render({
        pathname,
        origin: origin(request),
        ip: request.ip,
        lang: new URLSearchParams(query ?? '').get('lang'),
        acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
      });
    } catch (err) {
      request.log.error({ err }, 'public page failed');
      return sendHtml(request, reply.code(500), template);
    }
    switch (outcome.kind) {
      case 'redirect':
        return reply.redirect(`${outcome.location}${query ? `?${query}` : ''}`, 301);
      case 'unavailable':
        if (outcome.retryAfter) reply.header('retry-after', outcome.retryAfter);
        return sendHtml(request, reply.code(outcome.status), template);
      case 'page':
        if (outcome.negotiated) reply.header('vary', 'Accept-Language');
        return sendHtml(request, reply.code(outcome.status), outcome.html(template));
    }
  };

  app.setNotFoundHandler(
    // An attacker could probe for valid URLs if 404s were not rate limited.
    { preHandler: app.rateLimit() },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !/\.[a-z0-9]{1,8}($|\?)/i.test(url.split('?')[0] ?? '');
      if (!wantsPage) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `No route for ${request.method} ${url.split('?')[0]}`,
        });
      }
      if (EMBED_PATHS.test(url) && embedHtml)
        return sendHtml(request, reply, embedPage(embedHtml, url));
      if (shellHtml) return sendPage(request, reply, shellHtml);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web apps are not built yet. Run `pnpm build`, then start the server again.');
    },
  );
}
