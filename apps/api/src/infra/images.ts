import { lazyImport } from '../lazy';

/** sharp and libvips (about 30 MB): loaded by the first upload, not at start. */
export const loadSharp = lazyImport(async () => (await import('sharp')).default);
export type SharpFunction = Awaited<ReturnType<typeof loadSharp>>;

/** 48 and 50 MP phone photos pass; beyond this a small file is a decompression bomb. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** What a picture over its pixel limit is told (a field's message: "image is 81 megapixels…"). */
export const tooManyPixelsMessage =
  /*i18n*/ 'is {pixels} megapixels; a picture can be at most {limit} megapixels';

/**
 * The pixel count a picture's header declares, when it is over `limit`: checked before
 * decoding, because libvips' own refusal of a large picture reads like a broken file, and the
 * person uploading deserves the limit in numbers. Null when within the limit.
 */
export function overPixelLimit(
  metadata: { width?: number; height?: number },
  limit: number = MAX_INPUT_PIXELS,
): { pixels: number; limit: number } | null {
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels <= limit) return null;
  // Whole megapixels, rounded up for the picture and down for the limit: never "40 of 40".
  return { pixels: Math.ceil(pixels / 1_000_000), limit: Math.floor(limit / 1_000_000) };
}

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
