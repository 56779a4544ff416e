import { constants, inflateSync } from 'node:zlib';
import { routes } from '@quoteway/contracts';
import { FieldRejected } from '../../errors';
import {
  loadSharp,
  MAX_INPUT_PIXELS,
  overPixelLimit,
  type SharpFunction,
  tooManyPixelsMessage,
} from '../../infra/images';

/** The largest attachment a chat message may carry: the route's own limit. */
export const MAX_MEDIA_BYTES = routes.sendMediaMessage.multipart.maxBytes;

/** Stored images are at most this long on their longest side. */
const MAX_SIDE = 2048;
const THUMBNAIL_SIDE = 320;
const QUALITY = 80;
const THUMBNAIL_QUALITY = 70;
const MAX_NAME_LENGTH = 120;

/** What an upload becomes: the bytes to store, how to serve them, and what to call them. */
export interface PreparedMedia {
  kind: 'image' | 'pdf';
  mimeType: string;
  extension: string;
  bytes: Buffer;
  /** A small preview of an image; PDFs have none. */
  thumbnail: { bytes: Buffer; mimeType: string; extension: string } | null;
  /** Size of the stored image (after downscaling). */
  width?: number;
  height?: number;
  /** The uploader's file name, made safe to display. */
  name: string;
}

const reject = (message: string) => new FieldRejected('body.file', message);

/**
 * Check and prepare a chat attachment. The type comes from the bytes, never from the name or
 * the declared type. Images are decoded and re-encoded: turned upright by their EXIF
 * orientation, stripped of every piece of metadata (GPS position, camera serial), at most
 * 2048 px, as JPEG, or WebP when they have transparent pixels; with a 320 px thumbnail.
 * PDFs are kept byte for byte unless they carry scripts or launch actions.
 * Throws FieldRejected('body.file', …) for anything else.
 */
export async function prepareMedia(bytes: Buffer, fileName: string): Promise<PreparedMedia> {
  if (bytes.length > MAX_MEDIA_BYTES) throw reject('must be at most 10 MB');
  const type = sniff(bytes);
  if (!type) throw reject('must be an image (JPEG, PNG or WebP) or a PDF');
  const name = safeDisplayName(fileName);
  if (type === 'pdf') {
    if (hasScripts(bytes)) throw reject('PDFs with scripts are not accepted');
    return {
      kind: 'pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      bytes,
      thumbnail: null,
      name,
    };
  }
  // Outside the try: a library that cannot load is our failure, not a bad upload.
  const sharp = await loadSharp();
  try {
    return { ...(await reencode(sharp, bytes, type)), name };
  } catch (error) {
    if (error instanceof FieldRejected) throw error;
    // libvips' own words (truncated data, pixel limit) mean nothing to the person uploading.
    throw reject('could not be read as an image');
  }
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The file's type from its leading bytes (its signature), as sharp names image formats. */
function sniff(bytes: Buffer): Sniffed | null {
  const starts = (signature: string, at = 0) =>
    bytes.subarray(at, at + signature.length).equals(Buffer.from(signature, 'latin1'));
  if (starts('\xFF\xD8\xFF')) return 'jpeg';
  if (starts('\x89PNG\r\n\x1A\n')) return 'png';
  if (starts('RIFF') && starts('WEBP', 8)) return 'webp';
  if (starts('%PDF-')) return 'pdf';
  return null;
}

async function reencode(sharp: SharpFunction, bytes: Buffer, format: 'jpeg' | 'png' | 'webp') {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true } as const;
  const metadata = await sharp(bytes, options).metadata();
  // A file whose signature and content disagree is not what it claims to be.
  if (metadata.format !== format)
    throw new Error(`signature ${format}, content ${metadata.format}`);
  const tooLarge = overPixelLimit(metadata);
  if (tooLarge) throw new FieldRejected('body.file', tooManyPixelsMessage, tooLarge);
  // Decode once to upright, downscaled pixels; metadata does not survive raw pixels.
  const { data, info } = await sharp(bytes, options)
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const transparent = hasTransparentPixels(data, info.channels);
  const encode = (image: ReturnType<typeof sharp>, quality: number) =>
    transparent
      ? image.webp({ quality }).toBuffer()
      : image.jpeg({ quality, mozjpeg: true }).toBuffer();
  const type = transparent
    ? { mimeType: 'image/webp', extension: 'webp' }
    : { mimeType: 'image/jpeg', extension: 'jpg' };
  const [main, thumbnail] = await Promise.all([
    encode(sharp(data, { raw }), QUALITY),
    encode(
      sharp(data, { raw }).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
      THUMBNAIL_QUALITY,
    ),
  ]);
  return {
    kind: 'image' as const,
    ...type,
    bytes: main,
    thumbnail: { bytes: thumbnail, ...type },
    width: info.width,
    height: info.height,
  };
}

/**
 * True when some pixel is not fully opaque. Many PNG screenshots carry an alpha channel that
 * is opaque everywhere; those are photos as far as the encoder is concerned, and JPEG is
 * several times smaller than WebP with alpha.
 */
function hasTransparentPixels(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let i = channels - 1; i < pixels.length; i += channels) {
    if (pixels[i] !== 255) return true;
  }
  return false;
}

/** Names of PDF actions that run code or programs. */
const SCRIPT_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** A PDF name: `/` then everything up to whitespace or a delimiter. */
// eslint-disable-next-line no-control-regex -- PDF counts NUL as whitespace, ending a name
const PDF_NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
const STREAM_DATA = /(?<!end)stream(?:\r\n|\n|\r)/g;
/** The start of an object stream once inflated: pairs of object number and offset. */
const OBJECT_STREAM_HEADER = /^\s*\d+\s+\d+\s/;
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * A byte scan for `/JavaScript`, `/JS` and `/Launch` names, as pdfid does: in the file as
 * written (with `#xx` escapes in names decoded, as readers do) and inside compressed object
 * streams (PDF 1.5), where a writer can otherwise hide any object. A screen, not a parser:
 * other filters than Flate are not looked into, and binary stream data can by chance hold a
 * `/JS` (about once in 30 files of 10 MB), refusing a harmless file.
 */
function hasScripts(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (namesIn(text).some((name) => SCRIPT_NAMES.has(name))) return true;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM_DATA)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const data = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (!looksLikeObjectStream(data)) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, {
        maxOutputLength: budget,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch {
      // An object stream too large or broken to read cannot be cleared.
      return true;
    }
    budget -= inflated.length;
    if (namesIn(inflated.toString('latin1')).some((name) => SCRIPT_NAMES.has(name))) return true;
  }
  return false;
}

function looksLikeObjectStream(data: Buffer): boolean {
  try {
    const head = inflateSync(data.subarray(0, 256), { finishFlush: constants.Z_SYNC_FLUSH });
    return OBJECT_STREAM_HEADER.test(head.toString('latin1'));
  } catch {
    return false;
  }
}

function namesIn(text: string): string[] {
  return Array.from(text.matchAll(PDF_NAME), ([, name = '']) =>
    name.includes('#')
      ? name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
      : name,
  );
}

/** Bidirectional and invisible formatting characters (but not the emoji joiner). */
const FORMATTING = /[\p{Cf}]/gu;
const ZERO_WIDTH_JOINER = '\u200D';
const CONTROL = /\p{Cc}/gu;

/**
 * The uploader's file name as it may be shown to the other party: no folders, no control
 * characters (a right-to-left override can make `invoice‮fdp.exe` read as a PDF), at most
 * 120 characters keeping the extension, and 'attachment' when nothing is left.
 */
export function safeDisplayName(fileName: string): string {
  const base = fileName.split(/[/\\]/).at(-1) ?? '';
  const clean = base
    .normalize('NFC')
    .replace(FORMATTING, (c) => (c === ZERO_WIDTH_JOINER ? c : ''))
    .replace(/\s+/g, ' ')
    .replace(CONTROL, '')
    .trim();
  if (!clean || /^\.+$/.test(clean)) return 'attachment';
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const extension = /\.[^.\s]{1,10}$/.exec(clean)?.[0] ?? '';
  const stem = chars
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${stem}${extension}`;
}
