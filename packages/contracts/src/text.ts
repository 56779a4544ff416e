/**
 * Text that PostgreSQL can store. A `text` column refuses the NUL character, and a string
 * with half of a UTF-16 surrogate pair has no UTF-8 form at all: either would fail deep in a
 * query. The server refuses both up front, with a 400 naming the field, for every string of
 * every call (params, query, body and multipart fields).
 */

/** The largest value of a PostgreSQL `integer` column (ids of localities, counts). */
export const INT4_MAX = 2_147_483_647;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

/**
 * The first string in `value` (an object, array or string, as a request carries it) that
 * cannot be stored, with its field path (`body.answers.0.text`), or null. Object keys count
 * too: they become field names and sometimes JSON in the database.
 */
export function unstorableText(
  value: unknown,
  path: string,
): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableText(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem)
        return { field: path, message: `has a field name that ${keyProblem.slice(5)}` };
      const found = unstorableText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
