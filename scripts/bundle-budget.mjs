#!/usr/bin/env node
// Bundle budget: what a phone downloads before the first screen, gzipped (level 9), for the
// shell (its scripts, the modules it preloads and its style sheets) and for the embed;
// everything a job widget on a third-party page downloads ("embed with wizard": the embed's
// first load, the lazily loaded wizard chunks and the largest of the embed's catalogs, the
// one language it loads); and /embed.js, the script every host page loads
// (apps/embed/src/host). Each figure must stay under its budget in bundle-budget.json; CI
// fails when one does not. Run after `pnpm build`. `--json` prints the figures for
// benchmarks and notes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The gzipped JS and CSS of a set of built files. */
function figures(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  }
  return { files: files.length, js, css };
}

/**
 * The files index.html loads at once: its scripts (the module entry, and the shell's classic
 * public/theme.js), module preloads and style sheets.
 */
function firstLoadFiles(app, prefix) {
  const dist = path.join(root, 'apps', app, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
  ].map((m) => (m.at(-1) ?? '').replace(prefix, ''));
  return [...new Set(urls)].map((url) => path.join(dist, url));
}

/**
 * The embed's job widget: its first load, the chunk of the job widget's content with every
 * chunk it imports (the wizard, the API client, the query cache) and their styles, and the
 * largest of the embed's catalogs. From Vite's manifest (apps/embed/dist/.vite/manifest.json).
 */
function jobWidgetFiles() {
  const dist = path.join(root, 'apps', 'embed', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set(firstLoadFiles('embed', '/embed/'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-budget: no chunk ${key} in the embed's manifest`);
    files.add(path.join(dist, chunk.file));
    for (const css of chunk.css ?? []) files.add(path.join(dist, css));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/JobWidgetContent.tsx');
  const catalogs = Object.keys(manifest)
    .filter((key) => /\/locales\/[a-z]{2}\/embed\.ts$/.test(key))
    .map((key) => path.join(dist, manifest[key].file));
  if (catalogs.length === 0) throw new Error("bundle-budget: the embed's catalogs are not chunks");
  files.add(catalogs.reduce((a, b) => (gzipSize(b) > gzipSize(a) ? b : a)));
  return [...files];
}

/** One self-contained script. */
function script(app, file) {
  const js = gzipSync(readFileSync(path.join(root, 'apps', app, 'dist', file)), { level: 9 });
  return { files: 1, js: js.length, css: 0 };
}

const measured = {
  shell: figures(firstLoadFiles('shell', '/')),
  embed: figures(firstLoadFiles('embed', '/embed/')),
  'embed with wizard': figures(jobWidgetFiles()),
  embedScript: script('embed', 'embed.js'),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(measured));
} else {
  let over = 0;
  for (const [app, sizes] of Object.entries(measured)) {
    for (const kind of ['js', 'css']) {
      const budget = budgets[app]?.[kind];
      if (budget === undefined) continue;
      const ok = sizes[kind] <= budget;
      if (!ok) over += 1;
      console.log(
        `${ok ? 'ok  ' : 'OVER'}  ${app}${app.includes(' ') ? '' : ' first-load'} ${kind}: ` +
          `${sizes[kind]} bytes gzip (budget ${budget}, ${sizes.files} files)`,
      );
    }
  }
  if (over > 0) {
    console.error(`${over} bundle budget(s) exceeded: make the first load smaller, or raise the`);
    console.error('budget in bundle-budget.json with the reason in the commit message.');
  }
  process.exitCode = over > 0 ? 1 : 0;
}
