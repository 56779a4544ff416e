/** An Intl formatter this module keeps. */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const made = new Map<string, Formatter>();

/**
 * The formatter of `key` (name it by its locale and options), made by `make` the first time
 * only. Intl's formatters cost far more to make than to use: a list of cards made one per
 * number, and the first of a page takes tens of milliseconds on a phone.
 */
export function formatterOnce<T extends Formatter>(key: string, make: () => T): T {
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}
