#!/usr/bin/env node
// Bundle budget: what a phone downloads before the first screen, gzipped (level 9), for the
// shell (its scripts, the modules it preloads and its style sheets) and for the embed; the
// first load of two routes of the shell, from Vite's manifest (apps/shell/dist/.vite):
// `/home` (the entry with every chunk it imports, and the home page's own chunk with its
// imports: main.tsx fetches it beside the catalog, before the first render) and `/leads/tab` (the
// same entry with the console's leads page and its imports, and the shell's query runtime with
// its imports, which the page's route loads beside it, before it renders), the
// shell's catalog the entry loads before its first render shown beside them (not budgeted:
// its size is the messages', whatever the code does);
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
import { firstLoadUrls, inlineScriptCode } from './lib/firstLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The gzipped JS and CSS of a set of built files, with `inlineJs` (gzipped bytes of script
 * written inside the HTML) counted as JS.
 */
function figures(files, inlineJs = 0) {
  let js = inlineJs;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  }
  return { files: files.length, js, css };
}

/**
 * The files index.html loads at once: its scripts (the module entry), module preloads and
 * style sheets.
 */
function firstLoadFiles(app, prefix) {
  const dist = path.join(root, 'apps', app, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return firstLoadUrls(html).map((url) => path.join(dist, url.replace(prefix, '')));
}

/** The script written inside an app's index.html (the shell's theme boot), gzipped: it runs too. */
function inlineScripts(app) {
  const html = readFileSync(path.join(root, 'apps', app, 'dist', 'index.html'), 'utf8');
  const code = inlineScriptCode(html);
  return code ? gzipSync(code, { level: 9 }).length : 0;
}

/**
 * The embed's job widget: its first load, the chunk of the widgets' content (src/widgetContent.ts) with every
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
  visit('src/widgetContent.ts');
  const catalogs = Object.keys(manifest)
    .filter((key) => /\/locales\/[a-z]{2}\/embed\.ts$/.test(key))
    .map((key) => path.join(dist, manifest[key].file));
  if (catalogs.length === 0) throw new Error("bundle-budget: the embed's catalogs are not chunks");
  files.add(catalogs.reduce((a, b) => (gzipSize(b) > gzipSize(a) ? b : a)));
  return [...files];
}

/**
 * The files of a shell route's first load: the entry chunk with every chunk it imports
 * (recursively, as the browser fetches them), then each of `pages` (a manifest key's ending,
 * e.g. a lazy route's page module) with its imports, and their style sheets.
 */
function shellRouteFiles(pages) {
  const dist = path.join(root, 'apps', 'shell', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-budget: no chunk ${key} in the shell's manifest`);
    files.add(path.join(dist, chunk.file));
    for (const css of chunk.css ?? []) files.add(path.join(dist, css));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const page of pages) {
    const key = Object.keys(manifest).find((name) => name.endsWith(page));
    if (!key) throw new Error(`bundle-budget: no chunk for ${page} in the shell's manifest`);
    visit(key);
  }
  return [...files];
}

/** The shell's catalog of one language (what `activateLocale('app', …)` loads before render). */
function shellCatalog(locale) {
  const dist = path.join(root, 'apps', 'shell', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const key = Object.keys(manifest).find((name) => name.endsWith(`/locales/${locale}/app.ts`));
  if (!key) throw new Error(`bundle-budget: the shell's ${locale} catalog is not a chunk`);
  return figures([path.join(dist, manifest[key].file)]);
}

/** One self-contained script. */
function script(app, file) {
  const js = gzipSync(readFileSync(path.join(root, 'apps', app, 'dist', file)), { level: 9 });
  return { files: 1, js: js.length, css: 0 };
}

const measured = {
  shell: figures(firstLoadFiles('shell', '/'), inlineScripts('shell')),
  // The home page is a lazy route, fetched with the entry's catalog before the first render.
  '/home': figures(shellRouteFiles(['src/pages/HomePage.tsx']), inlineScripts('shell')),
  // What /home asks for before its load event: the above and the catalog (English, the
  // largest first-render catalog but Arabic's). Its search and the query runtime come after the
  // load event (apps/shell/src/pages/home/loadHeroSearch.ts, main.tsx).
  '/home before load': figures(
    shellRouteFiles(['src/pages/HomePage.tsx', '/locales/en/app.ts']),
    inlineScripts('shell'),
  ),
  // Every page past home comes with the query runtime (apps/shell/src/query/withQuery.ts):
  // its route loads it beside the page's chunk, before the page renders.
  '/leads/tab': figures(
    shellRouteFiles(['business/src/pages/LeadsPage.tsx', 'src/query/runtime.tsx']),
    inlineScripts('shell'),
  ),
  'shell catalog (en)': shellCatalog('en'),
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
        `${ok ? 'ok  ' : 'OVER'}  ${app}${/[ ]/.test(app) ? '' : ' first-load'} ${kind}: ` +
          `${sizes[kind]} bytes gzip (budget ${budget}, ${sizes.files} files)`,
      );
    }
  }
  const catalog = measured['shell catalog (en)'];
  console.log(`      shell catalog (en), loaded before the first render: ${catalog.js} bytes gzip`);
  if (over > 0) {
    console.error(`${over} bundle budget(s) exceeded: make the first load smaller, or raise the`);
    console.error('budget in bundle-budget.json with the reason in the commit message.');
  }
  process.exitCode = over > 0 ? 1 : 0;
}
