import { NotAnImageError, PictureTooLargeError } from '../../errors';
import { loadSharp, overPixelLimit, pictureFormats } from '../../infra/images';

/** The spec's profile picture: at most 700x700, JPEG quality 60. */
const MAX_SIDE = 700;
const QUALITY = 60;
/** A profile picture ends at 700x700: 40 MP is more than any phone camera takes. */
const MAX_PIXELS = 40_000_000;

/**
 * Re-encode an uploaded picture as the spec's JPEG: the type comes from the bytes (never
 * the file name), the EXIF orientation is applied first, and every piece of metadata
 * (GPS position, camera serial) is dropped, as sharp does unless asked to keep it.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  const { format } = metadata;
  if (!format || !pictureFormats.has(format))
    throw new NotAnImageError(`unsupported format ${format}`);
  const tooLarge = overPixelLimit(metadata, MAX_PIXELS);
  if (tooLarge) throw new PictureTooLargeError(tooLarge);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that reads as an image over bytes that do not (a truncated or corrupt file).
    throw new NotAnImageError('the image could not be read');
  }
}
