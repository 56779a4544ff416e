import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../src/paths';

/**
 * A built-apps folder whose shell index.html is the shell's own source page (the build keeps
 * its head and `<div id="root"></div>`; only the script tag differs, and the theme boot is
 * written inline, as the build does with its comments left out), so the pages are tested
 * without running `vite build`.
 */
export async function webFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quoteway-pages-'));
  const shell = path.join(apiRoot(), '..', 'shell');
  const source = await readFile(path.join(shell, 'index.html'), 'utf8');
  const themeBoot = await readFile(path.join(shell, 'src', 'theme', 'boot.js'), 'utf8');
  await mkdir(path.join(dir, 'shell', 'dist', 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'shell', 'dist', 'index.html'),
    source
      .replace('/src/main.tsx', '/assets/index-abc123.js')
      .replace('<!-- theme-boot -->', `<script>${themeBoot}</script>`),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** What a served page says about itself, read from its HTML. */
export interface PageFacts {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Record<string, string>;
  twitter: Record<string, string>;
  /** Each JSON-LD block, parsed. */
  jsonLd: Array<Record<string, unknown>>;
  /** The raw text of every script element, as an HTML parser would cut it. */
  scripts: Array<{ attributes: string; text: string }>;
  /** What is inside `<div id="root">`. */
  root: string;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Reads a page's head and root. A script element ends at the first `</script` whatever is
 * inside (HTML's script data state), which is what a browser does too; so a JSON-LD block
 * that user text could end early would show up here as an extra element or bad JSON.
 */
export function readPage(html: string): PageFacts {
  const meta = (key: 'name' | 'property', name: string) =>
    [...html.matchAll(/<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)]
      .filter((m) => m[1] === key && m[2] === name)
      .map((m) => unescapeHtml(m[3] ?? ''))[0];
  const metas = (prefix: string) =>
    Object.fromEntries(
      [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)]
        .filter((m) => m[1]?.startsWith(prefix))
        .map((m) => [(m[1] ?? '').slice(prefix.length), unescapeHtml(m[2] ?? '')]),
    );
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)].map((m) => ({
    attributes: m[1] ?? '',
    text: m[2] ?? '',
  }));
  const rootStart = html.indexOf('<div id="root">');
  const rootEnd = html.lastIndexOf('</div>');
  return {
    title: unescapeHtml(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    og: metas('og:'),
    twitter: metas('twitter:'),
    jsonLd: scripts
      .filter((s) => s.attributes.includes('application/ld+json'))
      .map((s) => JSON.parse(s.text) as Record<string, unknown>),
    scripts,
    root: rootStart >= 0 ? html.slice(rootStart + '<div id="root">'.length, rootEnd) : '',
  };
}
