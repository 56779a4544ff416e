/**
 * A route's address: `/businesses/:id` with `{ id }` and its query string, relative to the
 * API root. It needs no route table, so a first screen can build its reads' URLs without
 * downloading the client (`apps/shell`'s first reads).
 */
export function routePath(
  path: string,
  params: Record<string, unknown> = {},
  query: object = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = searchParamsOf(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * Query values as the server's schemas read them: arrays travel comma-separated, and an
 * empty value is left out (an empty field is no filter).
 */
function searchParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
