import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, pictures, pushCampaigns } from '../db/schema.ts';
import { MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

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

describe('POST /1xpay/api/pushToAllUsers', () => {
  const url = '/1xpay/api/pushToAllUsers';

  async function campaignsAndJobs() {
    return {
      campaigns: await t.deps.db.select().from(pushCampaigns),
      jobs: await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'push.broadcast')),
    };
  }

  it('records the campaign, queues one push.broadcast job naming it, and audits it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: {
        title: ' Bonus du week-end ',
        body: 'Déposez avant dimanche : 5 % offerts. ',
        url: 'https://1xpay.example/bonus',
      },
      headers: boss.bearer,
    });
    expect(response.statusCode).toBe(200);
    const campaign = {
      id: expect.stringMatching(new RegExp(`^${UUID}$`)),
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: 'https://1xpay.example/bonus',
      status: 'queued',
      createdAt: t.clock.now().getTime(),
    };
    expect(response.json()).toEqual({ data: campaign });
    const { id } = response.json().data;

    const [row] = await t.deps.db.select().from(pushCampaigns).where(eq(pushCampaigns.id, id));
    expect(row).toMatchObject({
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: 'https://1xpay.example/bonus',
      status: 'queued',
      createdBy: boss.user.id,
      createdAt: t.clock.now(),
    });
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'push.broadcast'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      payload: { campaignId: id },
      status: 'queued',
      attempts: 0,
      runAt: t.clock.now(),
    });

    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'push.queue'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: boss.user.id,
      target: `push:${id}`,
      before: null,
      after: { ...campaign, id },
      ip: '127.0.0.1',
    });
  });

  it('stores a null url when none is given, and takes the master admin’s cookie with a same-origin Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { title: 'Maintenance', body: 'Le service sera indisponible de 2 h à 3 h.' },
      cookies: { apiKey: boss.apiKey },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ url: null, status: 'queued' });
    const queued = await t.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'push.broadcast'))
      .orderBy(asc(jobs.id));
    expect(queued.map((job) => job.payload)).toContainEqual({ campaignId: response.json().data.id });
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      payload: { title: 'Maintenance', body: 'Texte' },
      cookies: { apiKey: boss.apiKey },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'forbidden',
      message: 'Requête refusée : origine non autorisée.',
    });
  });

  it('is for the master admin only: 403 for a regular admin and a customer, 401 without a session', async () => {
    const before = await campaignsAndJobs();
    const payload = { title: 'Promo', body: 'Texte' };
    const admin = await agent(t.deps, {
      countries: ['BJ', 'CI'],
      allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
    });
    const byAdmin = await t.app.inject({ method: 'POST', url, payload, headers: admin.bearer });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(MASTER_ONLY);
    const client = await customer(t.deps);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: { apiKey: client.apiKey },
      headers: { origin: TEST_ORIGIN },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual(MASTER_ONLY);
    const byVisitor = await t.app.inject({ method: 'POST', url, payload });
    expect(byVisitor.statusCode).toBe(401);
    expect(byVisitor.json()).toEqual(NO_SESSION);
    expect(await campaignsAndJobs()).toEqual(before);
  });

  const refusals: { name: string; payload: unknown; field: string; message: string }[] = [
    {
      name: 'an empty title',
      payload: { title: '', body: 'Texte' },
      field: 'title',
      message: 'Le champ « title » doit contenir au moins 1 caractère.',
    },
    {
      name: 'a title of spaces',
      payload: { title: '   ', body: 'Texte' },
      field: 'title',
      message: 'Le champ « title » doit contenir au moins 1 caractère.',
    },
    {
      name: 'a missing body',
      payload: { title: 'Promo' },
      field: 'body',
      message: 'Le champ « body » est obligatoire.',
    },
    {
      name: 'a body over 240 characters',
      payload: { title: 'Promo', body: 'é'.repeat(241) },
      field: 'body',
      message: 'Le champ « body » doit contenir au plus 240 caractères.',
    },
    {
      name: 'a javascript: url',
      payload: { title: 'Promo', body: 'Texte', url: 'javascript:alert(1)' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'a protocol-relative url',
      payload: { title: 'Promo', body: 'Texte', url: '//evil.example/x' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'a data: url',
      payload: { title: 'Promo', body: 'Texte', url: 'data:text/html,<script>alert(1)</script>' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
  ];
  for (const { name, payload, field, message } of refusals) {
    it(`answers 400 naming the field to ${name}, and queues nothing`, async () => {
      const before = await campaignsAndJobs();
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: boss.bearer,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message });
      expect(response.json().fields[0]).toEqual({ field, message });
      expect(await campaignsAndJobs()).toEqual(before);
    });
  }

  it('accepts a body of exactly 240 characters and a path of the site as url', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { title: 'Promo', body: 'é'.repeat(240), url: '/app/deposit' },
      headers: boss.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ body: 'é'.repeat(240), url: '/app/deposit' });
  });
});

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

function upload(payload: FormData | string | Buffer | object, headers: Record<string, string> = boss.bearer) {
  return t.app.inject({ method: 'POST', url: '/1xpay/api/pictures', payload, headers });
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
      const response = await upload(form(bytes, `photo.${extension}`, type));
      expect(response.statusCode).toBe(200);
      const path: string = response.json().data;
      expect(response.json()).toEqual({
        data: expect.stringMatching(new RegExp(`^pictures/${UUID}\\.${extension}$`)),
      });
      const [row] = await t.deps.db.select().from(pictures).where(eq(pictures.path, path));
      expect(row).toMatchObject({ contentType: type, size: bytes.length, createdBy: boss.user.id });

      const served = await t.app.inject({ method: 'GET', url: `/1xpay/api/${path}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
  }

  it('judges a picture by its content, not by its name or declared type', async () => {
    const response = await upload(form(PNG, 'photo.gif', 'image/gif'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatch(new RegExp(`^pictures/${UUID}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: `/1xpay/api/${response.json().data}` });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('records each upload in the audit log', async () => {
    const response = await upload(form(GIF, 'a.gif', 'image/gif'));
    const path = response.json().data;
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
      const response = await upload(fake);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_PICTURE);
    }
    expect(await t.deps.db.select().from(pictures)).toEqual(before);
  });

  it('accepts 5 MB and answers 413 to one byte more', async () => {
    const limit = 5 * 1024 * 1024;
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const atLimit = await upload(form(padded(limit), 'grande.png', 'image/png'));
    expect(atLimit.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `/1xpay/api/${atLimit.json().data}` });
    expect(served.headers['content-length']).toBe(String(limit));
    const over = await upload(form(padded(limit + 1), 'trop-grande.png', 'image/png'));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: 'payload_too_large', message: "L'image dépasse 5 Mo." });
  });

  it('answers 415 to a JSON body', async () => {
    const response = await upload({ picture: PNG.toString('base64') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Type de contenu non pris en charge : application/json.',
    });
  });

  it('answers 400 to a multipart body without a picture file', async () => {
    const textField = new FormData();
    textField.append('picture', 'pas un fichier');
    for (const payload of [form(PNG, 'a.png', 'image/png', 'image'), textField, new FormData()]) {
      const response = await upload(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NO_PICTURE);
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
      const response = await upload(payload, { ...boss.bearer, 'content-type': type });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: 'Requête invalide.' });
    }
  });

  it('lets admins upload: 403 for a customer, 401 without a session, 403 for a cookie from another origin', async () => {
    const admin = await agent(t.deps);
    expect((await upload(form(GIF, 'a.gif', 'image/gif'), admin.bearer)).statusCode).toBe(200);
    const client = await customer(t.deps);
    const byCustomer = await upload(form(GIF, 'a.gif', 'image/gif'), client.bearer);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({
      error: 'forbidden',
      message: 'Cette action ne vous est pas permise.',
    });
    const byVisitor = await upload(form(GIF, 'a.gif', 'image/gif'), {});
    expect(byVisitor.statusCode).toBe(401);
    expect(byVisitor.json()).toEqual(NO_SESSION);
    const foreign = await upload(form(GIF, 'a.gif', 'image/gif'), { cookie: `apiKey=${boss.apiKey}` });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'forbidden',
      message: 'Requête refusée : origine non autorisée.',
    });
  });
});

describe('GET /1xpay/api/pictures/{file}', () => {
  it('answers 404 JSON for a picture that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/1xpay/api/pictures/${randomUUID()}.png` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(PICTURE_NOT_FOUND);
  });

  it('answers 404 JSON for a malformed picture path', async () => {
    const uuid = randomUUID();
    for (const file of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'abc.png',
      `${uuid}.svg`,
      `${uuid}.PNG`,
      `${uuid}.png.html`,
      `${uuid}.png%00`,
      '%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/1xpay/api/pictures/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual(PICTURE_NOT_FOUND);
    }
    const nested = await t.app.inject({ method: 'GET', url: `/1xpay/api/pictures/${uuid}/x.png` });
    expect(nested.statusCode).toBe(404);
    expect(nested.json()).toEqual({
      error: 'not_found',
      message: `Ressource introuvable : /1xpay/api/pictures/${uuid}/x.png`,
    });
  });

  it('answers 404 when the picture is recorded but its file is gone', async () => {
    const path = `pictures/${randomUUID()}.png`;
    await t.deps.db
      .insert(pictures)
      .values({ path, contentType: 'image/png', size: PNG.length, createdAt: t.clock.now() });
    const response = await t.app.inject({ method: 'GET', url: `/1xpay/api/${path}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(PICTURE_NOT_FOUND);
  });
});
