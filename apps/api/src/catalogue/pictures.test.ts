import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { unchecked } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pictures } from '../db/schema.ts';
import { FORBIDDEN, FOREIGN_ORIGIN, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

const BAD_PICTURE = {
  error: 'bad_picture',
  message: 'Image invalide : formats acceptés PNG, JPEG, WebP ou GIF.',
};
const NO_PICTURE = { error: 'bad_picture', message: 'Aucune image reçue (champ « picture »).' };
const PICTURE_NOT_FOUND = { error: 'not_found', message: 'Image introuvable.' };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Tiny pictures that are valid files of their format.
function pngChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  Buffer.from(data).copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}
function onePixelPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0x66, 0x00, 0xff]))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}
const PNG = onePixelPng();
// SOI, a JFIF APP0 segment, EOI.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function form(bytes: Uint8Array, filename: string, type: string, field = 'picture'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
}

/** GET /1xpay/api/{path}: the path an upload answers is appended as it is, as the dashboard does. */
function served(path: string) {
  return t.visitor.send({ method: 'GET', path: `/api/${path}` });
}

describe('POST /1xpay/api/pictures', () => {
  const formats = [
    { name: 'PNG', bytes: PNG, extension: 'png', type: 'image/png' },
    { name: 'JPEG', bytes: JPEG, extension: 'jpg', type: 'image/jpeg' },
    { name: 'WebP', bytes: WEBP, extension: 'webp', type: 'image/webp' },
    { name: 'GIF', bytes: GIF, extension: 'gif', type: 'image/gif' },
  ];
  for (const { name, bytes, extension, type } of formats) {
    it(`stores a ${name} and serves the same bytes at /1xpay/api/{path}`, async () => {
      const response = await t.as(boss).post('/api/pictures', form(bytes, `photo.${extension}`, type));
      expect(response.status).toBe(200);
      const path = response.body.data;
      expect(response.body).toEqual({
        data: expect.stringMatching(new RegExp(`^pictures/${UUID}\\.${extension}$`)),
      });
      const [row] = await t.deps.db.select().from(pictures).where(eq(pictures.path, path));
      expect(row).toMatchObject({ contentType: type, size: bytes.length, createdBy: boss.user.id });

      const picture = await served(path);
      expect(picture.status).toBe(200);
      expect(Buffer.compare(picture.bytes, bytes)).toBe(0);
      expect(picture.headers).toMatchObject({
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
  }

  it('judges a picture by its content, not by its name or declared type', async () => {
    const response = await t.as(boss).post('/api/pictures', form(PNG, 'photo.gif', 'image/gif'));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatch(new RegExp(`^pictures/${UUID}\\.png$`));
    expect((await served(response.body.data)).headers['content-type']).toBe('image/png');
  });

  it('records each upload in the audit log', async () => {
    const response = await t.as(boss).post('/api/pictures', form(GIF, 'a.gif', 'image/gif'));
    const path = response.body.data;
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, path));
    expect(entry).toMatchObject({
      actorId: boss.user.id,
      action: 'picture.upload',
      before: null,
      after: { path, contentType: 'image/gif', size: GIF.length },
    });
  });

  it('refuses with 400 bad_picture a file that is not PNG, JPEG, WebP or GIF, whatever it is called', async () => {
    const before = await t.deps.db.select().from(pictures);
    const fakes = [
      form(Buffer.from('ceci est un texte, pas une image\n'), 'x.png', 'image/png'),
      form(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ),
      form(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'x.jpg', 'image/jpeg'),
      form(
        Buffer.from(
          'Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAQAAADEDgAAxA4AAAAAAAAAAAAAAAD/AA==',
          'base64',
        ),
        'x.gif',
        'image/gif',
      ),
      form(PNG.subarray(0, 4), 'cut.png', 'image/png'),
    ];
    for (const fake of fakes) {
      const response = await t.as(boss).post('/api/pictures', fake);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(BAD_PICTURE);
    }
    expect(await t.deps.db.select().from(pictures)).toEqual(before);
  });

  it('accepts 5 MB and answers 413 to one byte more', async () => {
    const limit = 5 * 1024 * 1024;
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const atLimit = await t.as(boss).post('/api/pictures', form(padded(limit), 'grande.png', 'image/png'));
    expect(atLimit.status).toBe(200);
    expect((await served(atLimit.body.data)).headers['content-length']).toBe(String(limit));
    const over = await t
      .as(boss)
      .post('/api/pictures', form(padded(limit + 1), 'trop-grande.png', 'image/png'));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: 'payload_too_large', message: "L'image dépasse 5 Mo." });
  });

  it('answers 415 to a JSON body', async () => {
    const response = await t.as(boss).post('/api/pictures', unchecked({ picture: PNG.toString('base64') }));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: 'unsupported_media_type',
      message: 'Type de contenu non pris en charge : application/json.',
    });
  });

  it('answers 400 to a multipart body without a picture file', async () => {
    const textField = new FormData();
    textField.append('picture', 'pas un fichier');
    for (const body of [form(PNG, 'a.png', 'image/png', 'image'), textField, new FormData()]) {
      const response = await t.as(boss).post('/api/pictures', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(NO_PICTURE);
    }
  });

  it('answers 400, never 500, to a malformed multipart body', async () => {
    const part = Buffer.concat([
      Buffer.from(
        '--frontiere\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      PNG,
    ]);
    const bodies = [
      { type: 'multipart/form-data', payload: 'sans frontière' },
      { type: 'multipart/form-data; boundary=frontiere', payload: 'rien de multipart ici' },
      { type: 'multipart/form-data; boundary=frontiere', payload: part }, // cut before the closing boundary
    ];
    for (const { type, payload } of bodies) {
      const response = await t
        .as(boss)
        .post('/api/pictures', unchecked(payload), { headers: { 'content-type': type } });
      expect(response.status, type).toBe(400);
      expect(response.body).toEqual({ error: 'bad_request', message: 'Requête invalide.' });
    }
  });

  it('lets admins upload: 403 for a customer, 401 without a session, 403 for a cookie from another origin', async () => {
    const gif = () => form(GIF, 'a.gif', 'image/gif');
    expect((await t.as(await agent(t.deps)).post('/api/pictures', gif())).status).toBe(200);
    const byCustomer = await t.as(await customer(t.deps)).post('/api/pictures', gif());
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toEqual(FORBIDDEN);
    const byVisitor = await t.visitor.post('/api/pictures', gif());
    expect(byVisitor.status).toBe(401);
    expect(byVisitor.body).toEqual(NO_SESSION);
    // The session's cookie without an Origin header, as another site's form would send it.
    const foreign = await t.as(boss, { via: 'cookie' }).post('/api/pictures', gif());
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(FOREIGN_ORIGIN);
  });
});

describe('GET /1xpay/api/pictures/{file}', () => {
  it('answers 404 JSON for a picture that does not exist', async () => {
    const response = await t.visitor.get(`/api/pictures/${randomUUID()}.png`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(PICTURE_NOT_FOUND);
  });

  it('answers 404 JSON for a malformed picture path', async () => {
    const uuid = randomUUID();
    for (const file of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'abc.png',
      `${uuid}.svg`,
      `${uuid}.PNG`,
      `${uuid}.png.html`,
    ]) {
      const response = await t.visitor.get(`/api/pictures/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.body).toEqual(PICTURE_NOT_FOUND);
    }
    // A NUL character is refused as every route refuses it, before anything looks for a file.
    for (const file of [`${uuid}.png%00`, '%00']) {
      const response = await t.visitor.get(`/api/pictures/${file}`);
      expect(response.status, file).toBe(400);
      expect(response.body).toEqual({
        error: 'bad_request',
        message: 'Requête invalide : le champ params.file contient un caractère nul.',
      });
    }
    const nested = await t.visitor.get(`/api/pictures/${uuid}/x.png`);
    expect(nested.status).toBe(404);
    expect(nested.body).toEqual({
      error: 'not_found',
      message: `Ressource introuvable : /1xpay/api/pictures/${uuid}/x.png`,
    });
  });

  it('answers 404 when the picture is recorded but its file is gone', async () => {
    const file = `${randomUUID()}.png`;
    await t.deps.db.insert(pictures).values({
      path: `pictures/${file}`,
      contentType: 'image/png',
      size: PNG.length,
      createdAt: t.clock.now(),
    });
    const response = await t.visitor.get(`/api/pictures/${file}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(PICTURE_NOT_FOUND);
  });
});
