import { identitySchema } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBytes } from '../common/sealed-secrets.ts';
import { auditLog, identityFiles, identitySubmissions, users } from '../db/schema.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { documentsRequest, idCardFiles, photo } from '../testing/identity-forms.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { fileContext } from './send-identity-documents.ts';

// Issue 34: the customer's identity documents, checked by their content, stored encrypted at rest in one
// transaction with the customer's new status, and opened only for the admins who may review that customer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const N = '\u202f';

async function levelOne(overrides = {}): Promise<Signed> {
  return customer(t.deps, { country: 'BJ', authenticationStatus: 'active', ...overrides });
}

async function submissionsOf(who: Signed) {
  return t.deps.db.select().from(identitySubmissions).where(eq(identitySubmissions.userId, who.user.id));
}

async function statusOf(who: Signed) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, who.user.id));
  return row?.authenticationStatus;
}

describe('sending identity documents', () => {
  it('stores a card’s two sides and a selfie encrypted, and waits for review', async () => {
    const applicant = await levelOne();
    const files = idCardFiles();
    const sent = await t.as(applicant).send(documentsRequest('idCard', files));
    expect(sent.status).toBe(200);
    const identity = identitySchema.parse(sent.body).data;
    expect(identity).toMatchObject({
      status: 'waitForInfoCompletion',
      canSendDocuments: false,
      submission: { documentKind: 'idCard', state: 'waiting', reason: null },
      limit: { level: 1, monthlyMax: 200_000, used: 0, left: 200_000 },
      nextLevel: { level: 2, monthlyMax: 2_000_000 },
    });
    const [submission] = await submissionsOf(applicant);
    const stored = await t.deps.db
      .select()
      .from(identityFiles)
      .where(eq(identityFiles.submissionId, submission?.id ?? ''));
    expect(stored.map((file) => [file.side, file.contentType, file.width, file.height]).sort()).toEqual([
      ['back', 'image/png', 640, 400],
      ['front', 'image/png', 640, 400],
      ['selfie', 'image/png', 480, 640],
    ]);
    for (const file of stored) {
      const original = files[file.side as keyof typeof files];
      // At rest, neither the file nor any part of it: the PNG signature and its header are nowhere in the bytes.
      expect(file.sealed.equals(original)).toBe(false);
      expect(file.sealed.includes(original.subarray(0, 24))).toBe(false);
      expect(file.sealed.includes(Buffer.from('IHDR'))).toBe(false);
      // Opened with the key and its own context, the very file; with another side's context, nothing.
      const context = fileContext(file.submissionId, file.side);
      expect(openBytes(t.deps.config.identityDocumentsKey, context, file.sealed).equals(original)).toBe(true);
      expect(() =>
        openBytes(t.deps.config.identityDocumentsKey, fileContext(file.submissionId, 'other'), file.sealed),
      ).toThrow();
    }
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${applicant.user.id}`));
    expect(entry).toMatchObject({ action: 'identity.submit', actorId: applicant.user.id });
  });

  it('takes a passport’s photo page and a selfie', async () => {
    const applicant = await levelOne();
    const sent = await t
      .as(applicant)
      .send(documentsRequest('passport', { front: photo(), selfie: photo() }));
    expect(sent.status).toBe(200);
    expect(identitySchema.parse(sent.body).data.submission?.documentKind).toBe('passport');
  });

  it('refuses what is not a picture, a huge one, one with a script inside, in French, storing nothing', async () => {
    const applicant = await levelOne();
    const png = photo();
    const cases: [string, Record<string, Uint8Array>, number, string][] = [
      [
        'text',
        { ...idCardFiles(), back: Buffer.from('ceci n’est pas une image') },
        400,
        `La photo du verso n’est pas une image acceptée${N}: envoyez une photo JPEG, PNG ou WebP.`,
      ],
      [
        'svg',
        {
          ...idCardFiles(),
          front: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        400,
        `La photo du recto n’est pas une image acceptée${N}: envoyez une photo JPEG, PNG ou WebP.`,
      ],
      [
        'polyglot',
        { ...idCardFiles(), selfie: Buffer.concat([png, Buffer.from('<html><script>fetch("/")</script>')]) },
        400,
        `Le selfie contient autre chose qu’une image (du code)${N}: elle est refusée. Reprenez la photo avec l’appareil photo.`,
      ],
      [
        'tiny',
        { ...idCardFiles(), front: photo(120, 80) },
        400,
        `La photo du recto est trop petite (120 × 80 pixels)${N}: il faut au moins 300 pixels de côté pour lire la pièce.`,
      ],
      [
        'too many pixels',
        { ...idCardFiles(), front: photo(9000, 320) },
        400,
        `La photo du recto est trop grande (9000 × 320 pixels)${N}: 8000 pixels de côté au plus.`,
      ],
      [
        'too many bytes',
        { ...idCardFiles(), selfie: Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]) },
        413,
        `Le selfie dépasse 8 Mo${N}: reprenez-la en qualité normale.`,
      ],
      ['missing back', { front: png, selfie: png }, 400, 'La photo du verso de la carte manque.'],
    ];
    for (const [name, files, status, message] of cases) {
      const refused = await t.as(applicant).send(documentsRequest('idCard', files));
      expect([name, refused.status, errorOf(refused).message]).toEqual([name, status, message]);
    }
    expect(await submissionsOf(applicant)).toEqual([]);
    expect(await statusOf(applicant)).toBe('active');
  });

  it('refuses a form without the kind of document, or with an unknown part', async () => {
    const applicant = await levelOne();
    for (const request of [
      documentsRequest(undefined, idCardFiles()),
      documentsRequest('driverLicence', idCardFiles()),
      documentsRequest('idCard', { ...idCardFiles(), other: photo() }),
    ]) {
      const refused = await t.as(applicant).send(request);
      expect(refused.status).toBe(400);
      expect(errorOf(refused).error).toBe('bad_request');
    }
    expect(await submissionsOf(applicant)).toEqual([]);
  });

  it('is refused before the phone is verified, once verified, while suspended, and while a sending waits', async () => {
    for (const [status, message] of [
      ['pending', 'vérifiez d’abord votre numéro de téléphone.'],
      ['accepted', 'votre identité est déjà vérifiée.'],
      ['transactionSuspended', 'contactez le service client.'],
    ] as const) {
      const refused = await t
        .as(await levelOne({ authenticationStatus: status }))
        .send(documentsRequest('idCard', idCardFiles()));
      expect(refused.status).toBe(403);
      expect(errorOf(refused).message).toBe(
        `Votre compte ne peut pas envoyer de pièces d’identité maintenant${N}: ${message}`,
      );
    }
    const applicant = await levelOne();
    expect((await t.as(applicant).send(documentsRequest('idCard', idCardFiles()))).status).toBe(200);
    // Waiting for review: the customer may not send again (the status allows it, the waiting sending does not).
    const again = await t.as(applicant).send(documentsRequest('idCard', idCardFiles()));
    expect(again.status).toBe(409);
    expect(await submissionsOf(applicant)).toHaveLength(1);
  });
});

describe('opening the documents', () => {
  it('serves them to the agents of the customer’s country and the master only, each opening audited', async () => {
    const applicant = await levelOne();
    const files = idCardFiles();
    expect((await t.as(applicant).send(documentsRequest('idCard', files))).status).toBe(200);
    const [submission] = await submissionsOf(applicant);
    const [front] = await t.deps.db
      .select()
      .from(identityFiles)
      .where(eq(identityFiles.submissionId, submission?.id ?? ''));
    const path = `/admin/identity/files/${front?.id}`;
    const beninAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const togoAgent = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'TG' },
    );
    const boss = await master(t.deps);
    for (const admin of [beninAgent, boss]) {
      const opened = await t.as(admin).send({ method: 'GET', path });
      expect(opened.status).toBe(200);
      expect(opened.headers['content-type']).toBe('image/png');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(opened.bytes).equals(files[front?.side as keyof typeof files])).toBe(true);
    }
    expect((await t.as(togoAgent).send({ method: 'GET', path })).status).toBe(404);
    expect((await t.as(applicant).send({ method: 'GET', path })).status).toBe(403);
    expect((await t.visitor.send({ method: 'GET', path })).status).toBe(401);
    const views = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'identity.view'));
    expect(
      views.filter((entry) => entry.target === `user:${applicant.user.id}`).map((entry) => entry.actorId),
    ).toEqual(expect.arrayContaining([beninAgent.user.id, boss.user.id]));
  });
});
