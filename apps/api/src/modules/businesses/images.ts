import { COVER_SIZE } from '@quoteway/domain';
import type { Sharp } from 'sharp';
import { FieldRejected } from '../../errors';
import {
  loadSharp,
  MAX_INPUT_PIXELS,
  overPixelLimit,
  pictureFormats,
  type SharpFunction,
  tooManyPixelsMessage,
} from '../../infra/images';

const QUALITY = 82;
const THUMBNAIL_QUALITY = 72;

/** The logo fits in this square; the cover is cropped to exactly COVER_SIZE. */
const LOGO_SIDE = 512;
/** A gallery photo is at most this long on its longest side; its thumbnail this wide. */
const PHOTO_SIDE = 1600;
const THUMBNAIL_WIDTH = 400;

/** A re-encoded picture: JPEG bytes and their size. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => new FieldRejected('body.image', message);

/**
 * Decode an upload into upright pixels: the type comes from the bytes (never the file name or
 * the declared type), the EXIF orientation is applied, transparent parts become white (JPEG
 * has no alpha), and `fit` scales it. Raw pixels carry no metadata, so GPS positions and
 * camera serials are gone. A non-image or an unreadable one (truncated, corrupt) is a 400
 * naming body.image.
 */
async function decode(sharp: SharpFunction, bytes: Buffer, fit: (image: Sharp) => Sharp) {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;
  // Unreadable bytes read as no format at all. The header is read without the pixel limit
  // (nothing is decoded yet): with it, a valid picture over the limit read as "not a picture".
  const metadata: { format?: string; width?: number; height?: number } = await sharp(bytes, {
    ...options,
    limitInputPixels: false,
  })
    .metadata()
    .catch(() => ({}));
  if (!metadata.format || !pictureFormats.has(metadata.format)) {
    throw refuse('must be a JPEG, PNG, WebP, GIF or AVIF picture');
  }
  const tooLarge = overPixelLimit(metadata);
  if (tooLarge) throw new FieldRejected('body.image', tooManyPixelsMessage, tooLarge);
  try {
    const { data, info } = await fit(
      sharp(bytes, { ...options, autoOrient: true }).flatten({ background: '#ffffff' }),
    )
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    // libvips' own words (truncated data, pixel limit) mean nothing to the person uploading.
    throw refuse('could not be read as a picture (is the file complete?)');
  }
}

type Pixels = Awaited<ReturnType<typeof decode>>;

async function jpeg(
  sharp: SharpFunction,
  pixels: Pixels,
  quality: number,
  fit?: (image: Sharp) => Sharp,
) {
  const image = sharp(pixels.data, { raw: pixels.raw });
  const { data, info } = await (fit ? fit(image) : image)
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** A logo: at most 512x512, its proportions kept, never enlarged. */
export async function encodeLogo(bytes: Buffer): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const pixels = await decode(sharp, bytes, (image) =>
    image.resize(LOGO_SIDE, LOGO_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  return jpeg(sharp, pixels, QUALITY);
}

/** A cover photo: exactly 1600x600, cropped around the most interesting part. */
export async function encodeCover(bytes: Buffer): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const pixels = await decode(sharp, bytes, (image) =>
    image.resize(COVER_SIZE.width, COVER_SIZE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    }),
  );
  return jpeg(sharp, pixels, QUALITY);
}

/** A photo of work: at most 1600 px on its longest side, with a 400 px wide thumbnail. */
export async function encodePhoto(
  bytes: Buffer,
): Promise<EncodedImage & { thumbnail: EncodedImage }> {
  const sharp = await loadSharp();
  const pixels = await decode(sharp, bytes, (image) =>
    image.resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  const [main, thumbnail] = await Promise.all([
    jpeg(sharp, pixels, QUALITY),
    jpeg(sharp, pixels, THUMBNAIL_QUALITY, (image) =>
      image.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }),
    ),
  ]);
  return { ...main, thumbnail };
}
