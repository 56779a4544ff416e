// What an app's built index.html loads before its first screen, read from the HTML itself:
// shared by the bundle budget (scripts/bundle-budget.mjs) and the bundle benchmark
// (scripts/bench.mjs), so both count the same files.

/**
 * The URLs an index.html loads at once: its scripts (the module entry), module preloads and
 * style sheets, each once, in the order they appear by kind.
 */
export function firstLoadUrls(html) {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
  ].map((m) => m.at(-1) ?? '');
  return [...new Set(urls)];
}

/**
 * The code of an index.html's inline classic scripts (the shell's theme boot), joined: it runs
 * before the first paint too. JSON-LD and other typed blocks are data, and are left out.
 */
export function inlineScriptCode(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([^]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype=/.test(attributes))
    .map((m) => m[2])
    .join('\n');
}
