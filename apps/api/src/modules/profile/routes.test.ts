import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipart } from '../../../test/multipart';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { encryptWirePassword } from '../auth/wirePassword';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({
    email: 'pic@example.co.nz',
    userName: 'Pic Person',
    userType: 'Customer User',
    status: 'ACTIVE',
    passwordHash: await hashPassword('Kowhai-Tree-2026'),
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login-user',
    payload: {
      email: 'pic@example.co.nz',
      password: encryptWirePassword('Kowhai-Tree-2026', DEFAULT_WIRE_PASSPHRASE),
    },
  });
  token = login.json().token;
});
afterAll(() => t.close());

/** A multipart body with one file, signed in. */
function multipartUpload(field: string, filename: string, type: string, bytes: Buffer) {
  const form = multipart({}, { field, filename, type, bytes });
  return { payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } };
}

const upload = (field: string, filename: string, type: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile-image',
    ...multipartUpload(field, filename, type, bytes),
  });

describe('profile image', () => {
  it('re-encodes a large photo as a 700x700 JPEG without its GPS metadata', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#667eea' },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Camera owner', Artist: 'Somebody' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '41/1 17/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload('image', 'holiday.jpg', 'image/jpeg', photo);
    expect(res.statusCode).toBe(200);
    const imageUrl: string = res.json().user.imageUrl;
    expect(imageUrl).toMatch(/^\/api\/media\/avatars\/[\w-]+\.jpg$/);

    const served = await t.app.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(700);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Camera owner'))).toBe(false);
  });

  it('takes the type from the bytes: a PNG named .txt is fine, text named .jpg is not', async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const ok = await upload('image', 'notes.txt', 'text/plain', png);
    expect(ok.statusCode).toBe(200);
    const fake = await upload(
      'image',
      'photo.jpg',
      'image/jpeg',
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields[0].field).toBe('body.image');
  });

  it('says what the pixel limit is for a real picture over it, instead of "not a picture"', async () => {
    // 81 megapixels: a valid PNG (flat, so only a few hundred KB) over the profile's 40.
    const huge = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#667eea' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload('image', 'scan.png', 'image/png', huge);
    expect(res.statusCode).toBe(400);
    const [problem] = res.json().fields;
    expect(problem.field).toBe('body.image');
    expect(problem.message).toContain('81 megapixels');
    expect(problem.message).toContain('at most 40 megapixels');
    expect(problem.message).not.toContain('JPEG');
  });

  it('replaces the previous picture, which is then gone', async () => {
    const first = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const a = (await upload('image', 'a.jpg', 'image/jpeg', first)).json().user.imageUrl;
    const b = (await upload('image', 'b.jpg', 'image/jpeg', first)).json().user.imageUrl;
    expect(b).not.toBe(a);
    expect((await t.app.inject(a)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pic@example.co.nz'));
    expect(row?.imageUrl).toBe(b);
  });

  it.each([
    [
      'no multipart body',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/profile-image',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        }),
    ],
    ['the wrong field', async () => upload('avatar', 'a.jpg', 'image/jpeg', Buffer.from('x'))],
  ])('answers %s with a 4xx naming body.image', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.image');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload(
      'image',
      'big.jpg',
      'image/jpeg',
      Buffer.alloc(10 * 1024 * 1024 + 10, 1),
    );
    expect(res.statusCode).toBe(413);
  });

  it('needs a signed-in user and refuses path tricks', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile-image', payload: {} });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject('/api/media/avatars/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
