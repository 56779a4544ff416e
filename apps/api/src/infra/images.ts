import { lazyImport } from '../lazy';

/** sharp and libvips (about 30 MB): loaded by the first upload, not at start. */
export const loadSharp = lazyImport(async () => (await import('sharp')).default);
export type SharpFunction = Awaited<ReturnType<typeof loadSharp>>;

/** 48 and 50 MP phone photos pass; beyond this a small file is a decompression bomb. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** Formats accepted for a picture (profile, logo, cover, gallery), as sharp detects them. */
export const pictureFormats: ReadonlySet<string> = new Set([
  'jpeg',
  'png',
  'webp',
  'gif',
  'heif',
  'avif',
  'tiff',
]);
