#!/usr/bin/env node
// Bundle budget: what a phone downloads before the first screen, gzipped (level 9), for the
// shell (its entry script, the modules it preloads and its style sheets), for the embed, and
// for /embed.js, the script every host page loads (apps/embed/src/host).
// Each figure must stay under its budget in bundle-budget.json; CI fails when one does not.
// Run after `pnpm build`. `--json` prints the figures for benchmarks and notes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));

/** The files index.html loads at once: module scripts, module preloads and style sheets. */
function firstLoad(app, prefix) {
  const dist = path.join(root, 'apps', app, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
  ].map((m) => (m.at(-1) ?? '').replace(prefix, ''));
  const files = [...new Set(urls)].map((url) => path.join(dist, url));
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { files: files.length, js, css };
}

/** One self-contained script. */
function script(app, file) {
  const js = gzipSync(readFileSync(path.join(root, 'apps', app, 'dist', file)), { level: 9 });
  return { files: 1, js: js.length, css: 0 };
}

const measured = {
  shell: firstLoad('shell', '/'),
  embed: firstLoad('embed', '/embed/'),
  embedScript: script('embed', 'embed.js'),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(measured));
} else {
  let over = 0;
  for (const [app, figures] of Object.entries(measured)) {
    for (const kind of ['js', 'css']) {
      const budget = budgets[app]?.[kind];
      if (budget === undefined) continue;
      const ok = figures[kind] <= budget;
      if (!ok) over += 1;
      console.log(
        `${ok ? 'ok  ' : 'OVER'}  ${app} first-load ${kind}: ${figures[kind]} bytes gzip ` +
          `(budget ${budget}, ${figures.files} files)`,
      );
    }
  }
  if (over > 0) {
    console.error(`${over} bundle budget(s) exceeded: make the first load smaller, or raise the`);
    console.error('budget in bundle-budget.json with the reason in the commit message.');
  }
  process.exitCode = over > 0 ? 1 : 0;
}
