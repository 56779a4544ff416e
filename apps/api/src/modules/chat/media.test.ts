import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FieldRejected } from '../../errors';
import { MAX_MEDIA_BYTES, prepareMedia, safeDisplayName } from './media';

/** A picture with a red left half and a blue right half, so a rotation shows. */
function halves(width: number, height: number, channels: 3 | 4 = 3, alpha = 255) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const red = x < width / 2;
      pixels[at] = red ? 255 : 0;
      pixels[at + 2] = red ? 0 : 255;
      if (channels === 4) pixels[at + 3] = alpha;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** The colour at (x, y) of an encoded image. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + info.channels));
}

/** A PDF with correct cross-reference offsets, made of the given object bodies. */
function pdf(objects: Array<string | Buffer>, version = '1.4'): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xE2\xE3\xCF\xD3\n`, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

const page = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Quote attached) Tj ET\nendstream',
];

/** A compressed object stream (PDF 1.5) holding `objects` as object 10 onwards. */
function objectStream(objects: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [i, body] of objects.entries()) {
    header.push(`${10 + i} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')} `;
  const data = deflateSync(Buffer.from(`${head}${objects.join('\n')}\n`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

async function rejection(bytes: Buffer, name = 'file') {
  const error = await prepareMedia(bytes, name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FieldRejected);
  const rejected = error as FieldRejected;
  expect(rejected.field).toBe('body.file');
  expect(rejected.statusCode).toBe(400);
  return rejected.message.replace(/^body\.file: /, '');
}

describe('prepareMedia: images', () => {
  it('turns a JPEG upright by its EXIF orientation and drops all its metadata, GPS included', async () => {
    const input = await halves(600, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9', Artist: 'Aroha' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '36/1 50/1 3000/100', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('WGS-84')).toBe(true);

    const media = await prepareMedia(input, 'IMG_0042.JPG');

    expect(media).toMatchObject({
      kind: 'image',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 400,
      height: 600,
      name: 'IMG_0042.JPG',
    });
    for (const bytes of [media.bytes, media.thumbnail?.bytes ?? Buffer.alloc(0)]) {
      const after = await sharp(bytes).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(bytes.includes('WGS-84')).toBe(false);
      expect(bytes.includes('PhoneCo')).toBe(false);
    }
    // Orientation 6 means "rotate 90° clockwise to view": the red left half ends up on top.
    const [r, , b] = await pixel(media.bytes, 200, 50);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    const [r2, , b2] = await pixel(media.bytes, 200, 550);
    expect(r2).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(media.thumbnail).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' });
    const thumb = await sharp(media.thumbnail?.bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([213, 320]);
  });

  it('scales a large picture to 2048 px on its longest side, and leaves a small one its size', async () => {
    const large = await prepareMedia(await halves(3000, 1200).png().toBuffer(), 'wide.png');
    expect([large.width, large.height]).toEqual([2048, 819]);
    const stored = await sharp(large.bytes).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([2048, 819, 'jpeg']);
    const thumb = await sharp(large.thumbnail?.bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 128]);

    const small = await prepareMedia(await halves(120, 80).webp().toBuffer(), 'tiny.webp');
    expect(small).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 });
    const smallThumb = await sharp(small.thumbnail?.bytes).metadata();
    expect([smallThumb.width, smallThumb.height]).toEqual([120, 80]);
  });

  it('keeps transparency as WebP, and encodes an opaque alpha channel as JPEG', async () => {
    const seeThrough = await halves(400, 300, 4, 128).png().toBuffer();
    expect((await sharp(seeThrough).metadata()).hasAlpha).toBe(true);
    const media = await prepareMedia(seeThrough, 'logo.png');
    expect(media).toMatchObject({ mimeType: 'image/webp', extension: 'webp', width: 400 });
    expect(media.thumbnail).toMatchObject({ mimeType: 'image/webp', extension: 'webp' });
    const stored = await sharp(media.bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.hasAlpha).toBe(true);
    const alpha = (await pixel(media.bytes, 10, 10))[3] ?? 0;
    expect(Math.abs(alpha - 128)).toBeLessThan(8);
    expect((await sharp(media.thumbnail?.bytes).metadata()).format).toBe('webp');

    const opaque = await halves(400, 300, 4, 255).png().toBuffer();
    expect((await sharp(opaque).metadata()).hasAlpha).toBe(true);
    expect(await prepareMedia(opaque, 'screenshot.png')).toMatchObject({ mimeType: 'image/jpeg' });
  });

  it('decides the type from the bytes, never the name', async () => {
    const png = await halves(50, 50).png().toBuffer();
    expect(await prepareMedia(png, 'report.pdf')).toMatchObject({
      kind: 'image',
      name: 'report.pdf',
    });
    expect(await rejection(Buffer.from('#!/bin/sh\necho not a photo\n'), 'photo.jpg')).toBe(
      'must be an image (JPEG, PNG or WebP) or a PDF',
    );
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png')).toBe(
      'must be an image (JPEG, PNG or WebP) or a PDF',
    );
    const gif = await halves(20, 20).gif().toBuffer();
    expect(await rejection(gif, 'cat.jpg')).toBe('must be an image (JPEG, PNG or WebP) or a PDF');
    expect(await rejection(Buffer.alloc(0), 'empty.jpg')).toBe(
      'must be an image (JPEG, PNG or WebP) or a PDF',
    );
  });

  it('refuses a file that starts like an image but is not one', async () => {
    const jpeg = await halves(300, 200).jpeg().toBuffer();
    expect(await rejection(jpeg.subarray(0, 300))).toBe('could not be read as an image');
    expect(await rejection(Buffer.from('\xFF\xD8\xFFnot really a jpeg', 'latin1'))).toBe(
      'could not be read as an image',
    );
    // A PNG signature in front of a JPEG: the content does not match the claim.
    const png = Buffer.from('\x89PNG\r\n\x1A\n', 'latin1');
    expect(await rejection(Buffer.concat([png, jpeg]))).toBe('could not be read as an image');
  });

  it('refuses more than 10 MB', async () => {
    const big = Buffer.alloc(MAX_MEDIA_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 'latin1');
    expect(await rejection(big)).toBe('must be at most 10 MB');
    const justFits = pdf(page);
    const padded = Buffer.concat([justFits, Buffer.alloc(MAX_MEDIA_BYTES - justFits.length, 0x0a)]);
    expect((await prepareMedia(padded, 'big.pdf')).bytes).toHaveLength(MAX_MEDIA_BYTES);
  });
});

describe('prepareMedia: PDFs', () => {
  it('keeps a PDF byte for byte', async () => {
    const file = pdf(page);
    const media = await prepareMedia(file, 'quote.pdf');
    expect(media).toEqual({
      kind: 'pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      bytes: file,
      thumbnail: null,
      name: 'quote.pdf',
    });
  });

  it('keeps a PDF with compressed object streams and names that only start like a script', async () => {
    const file = pdf(
      [
        ...page,
        objectStream(['<< /Type /Annot /Subtype /Link /JSON (no) /Launcher true >>']),
        '<< /S /URI /URI (https://quoteway.co.nz) /JSX 1 >>',
      ],
      '1.5',
    );
    expect((await prepareMedia(file, 'plan.pdf')).bytes).toEqual(file);
  });

  it.each([
    ['an open action in JavaScript', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
    ['a /JS entry alone', '<< /JS 7 0 R >>'],
    ['a launch action', '<< /Type /Action /S /Launch /F (cmd.exe) >>'],
    ['a name written with #xx escapes', '<< /S /J#61vaScript /J#53 (x) >>'],
    ['names run together', '<</S/Launch/F(calc)>>'],
  ])('refuses a PDF with %s', async (_, action) => {
    expect(await rejection(pdf([...page, action]), 'invoice.pdf')).toBe(
      'PDFs with scripts are not accepted',
    );
  });

  it('refuses a script hidden in a compressed object stream', async () => {
    const hidden = objectStream([
      '<< /Type /Annot >>',
      '<< /S /JavaScript /JS (this.exportDataObject\\({cName: "x", nLaunch: 2}\\)) >>',
    ]);
    const file = pdf([...page, hidden], '1.5');
    expect(file.includes('JavaScript')).toBe(false);
    expect(await rejection(file, 'invoice.pdf')).toBe('PDFs with scripts are not accepted');
  });
});

describe('safeDisplayName', () => {
  it.each([
    ['quote.pdf', 'quote.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\Aroha\\Pictures\\deck.jpg', 'deck.jpg'],
    ['  spaced   out\tname.png ', 'spaced out name.png'],
    ['line\nbreak.png', 'line break.png'],
    ['bell\u0007\u0000\u007f\u0085.jpg', 'bell.jpg'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200Bwidth\uFEFF.pdf', 'zerowidth.pdf'],
    ['family 👨\u200D👩\u200D👧.jpg', 'family 👨\u200D👩\u200D👧.jpg'],
    ['cafe\u0301.png', 'café.png'],
    ['', 'attachment'],
    ['..', 'attachment'],
    ['folder/', 'attachment'],
    ['\u0001\u0002', 'attachment'],
  ])('%j -> %j', (input, expected) => {
    expect(safeDisplayName(input)).toBe(expected);
  });

  it('cuts a long name to 120 characters, keeping its extension', () => {
    const long = `${'a'.repeat(200)}.pdf`;
    expect(safeDisplayName(long)).toBe(`${'a'.repeat(116)}.pdf`);
    const noExtension = '漢'.repeat(130);
    expect(safeDisplayName(noExtension)).toBe('漢'.repeat(120));
    const emoji = `${'😀'.repeat(150)}.png`;
    expect(Array.from(safeDisplayName(emoji))).toHaveLength(120);
    expect(safeDisplayName(emoji).endsWith('😀.png')).toBe(true);
  });

  it('is the name prepareMedia returns', async () => {
    const media = await prepareMedia(pdf(page), '/home/x/\u202Equote.pdf');
    expect(media.name).toBe('quote.pdf');
  });
});
