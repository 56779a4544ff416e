/** The spec's profile picture: at most 700x700 pixels, JPEG quality 60. */
const PROFILE_PICTURE_MAX_SIDE = 700;
const JPEG_QUALITY = 0.6;

/** The size that fits inside max x max, keeping the aspect ratio and never enlarging. */
export function fitInside(width: number, height: number, max = PROFILE_PICTURE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Resize a chosen photo in the browser before upload, so a phone sends ~100 KB instead of
 * several MB. The EXIF orientation is applied (a portrait photo stays upright); the server
 * re-encodes the result anyway and strips whatever metadata is left. By default the profile
 * picture's size and quality; a business's cover and photos of its work keep more.
 */
export async function resizeImage(
  file: Blob,
  { maxSide = PROFILE_PICTURE_MAX_SIDE, quality = JPEG_QUALITY } = {},
): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a logo's clear background becomes white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('could not encode the picture'))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
