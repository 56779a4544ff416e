import sharp from 'sharp';
import { FieldRejected } from '../../errors';

const MAX_SIDE = 1600;
const THUMBNAIL_SIDE = 400;
const MAX_INPUT_PIXELS = 100_000_000;
const accepted = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);

/**
 * A review photo as we publish it: the type from the bytes, turned upright, every piece of
 * metadata dropped (a photo of a customer's home must not carry its GPS position), at most
 * 1600 px, as JPEG, with a 400 px thumbnail. Anything else is a 400 naming the field.
 */
export async function preparePhoto(bytes: Buffer): Promise<{ photo: Buffer; thumbnail: Buffer }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true } as const;
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !accepted.has(format)) {
    throw new FieldRejected('body.image', 'must be a JPEG, PNG, WebP, HEIC or AVIF photo');
  }
  try {
    const upright = await sharp(bytes, options).rotate().toBuffer();
    const [photo, thumbnail] = await Promise.all([
      sharp(upright)
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
      sharp(upright)
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 70, mozjpeg: true })
        .toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch {
    // A header that reads as an image over bytes that do not (truncated or corrupt).
    throw new FieldRejected('body.image', 'could not be read as an image');
  }
}
