/**
 * A library imported on its first use instead of at start: sharp, the AWS SDK, stripe and
 * nodemailer cost 10-30 MB of memory each once loaded, and most processes never need some of
 * them (ARCHITECTURE.md, section 1, "One process"). `load` runs once; every caller awaits the
 * same promise, rejected alike if it failed.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
