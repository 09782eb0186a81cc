import { type BodyOf, type ResponseOf, unchecked } from '@1xpay/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, settings } from '../db/schema.ts';
import { MASTER_ONLY, NO_SESSION } from './expected-errors.ts';
import { agent, customer, type Signed } from './fixtures.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';
import { errorOf } from './test-client.ts';

// What every settings document of the master admin does alike: one POST replaces it whole, its GET answers
// exactly what the last accepted POST stored, only the master admin writes it, and a refused POST changes nothing.
// Each document's own data and rules are tested next to it: catalogue/fees.test.ts, rates.test.ts and
// addresses-pubs-pronostics.test.ts.

type SettingsRead = '/api/fees' | '/api/addresses' | '/api/pubs' | '/api/pronostics' | '/api/countriesRates';
type SettingsWrite = '/api/fees' | '/api/addresses' | '/api/pubs' | '/api/pronostics' | '/api/rates';

export type SettingsDocument<
  R extends SettingsRead = SettingsRead,
  W extends SettingsWrite = SettingsWrite,
> = {
  /** Its key in the settings table, and in its audit action `settings.{key}.save`. */
  key: string;
  read: R;
  write: W;
  /** An empty document: a body the POST takes. */
  empty: ResponseOf<'GET', R> & BodyOf<W>;
  /** What the GET answers before any POST, when it is not `empty` (the fees: the published tariff). */
  initial?: ResponseOf<'GET', R>;
  /** Sent by the first POST, and what it must store (defaults filled, text trimmed, countries upper-cased). */
  first: { input: BodyOf<W>; stored: ResponseOf<'POST', W> };
  /** A second POST, smaller: it must replace the whole document. */
  second: { input: BodyOf<W>; stored: ResponseOf<'POST', W> };
};

/** A document the POST must refuse with 400, naming the field. */
export type Refusal = {
  name: string;
  write: SettingsWrite;
  payload: unknown;
  field: string;
  message: string;
};

/** The app of the calling test file and its master admin, once its `beforeAll` has made them. */
export type SettingsApp = () => { t: TestApp; boss: Signed };

function auditOf(t: TestApp, key: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, `settings.${key}.save`))
    .orderBy(asc(auditLog.id));
}

/** Stores, reads back and replaces each document, as the master admin only. */
export function documentTests(app: SettingsApp, documents: readonly SettingsDocument[]): void {
  for (const document of documents) {
    describe(`GET /1xpay${document.read} and POST /1xpay${document.write}`, () => {
      it('answers its default before any POST', async () => {
        const { t, boss } = app();
        const response = await t.as(boss).get(document.read);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(document.initial ?? document.empty);
      });

      it('stores the normalised document, and the GET returns exactly it', async () => {
        const { t, boss } = app();
        const saved = await t.as(boss).post(document.write, document.first.input);
        expect(saved.status).toBe(200);
        expect(saved.body).toEqual(document.first.stored);
        const read = await t.as(boss).get(document.read);
        expect(read.status).toBe(200);
        expect(read.body).toEqual(saved.body);
        const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, document.key));
        expect(row).toMatchObject({ value: document.first.stored, updatedBy: boss.user.id });
      });

      it('replaces the whole document on the next POST', async () => {
        const { t, boss } = app();
        const saved = await t.as(boss).post(document.write, document.second.input);
        expect(saved.status).toBe(200);
        expect(saved.body).toEqual(document.second.stored);
        const read = await t.as(boss).get(document.read);
        expect(read.body).toEqual(document.second.stored);
      });

      it('records each accepted POST in the audit log, with before and after', async () => {
        const { t, boss } = app();
        const entries = await auditOf(t, document.key);
        expect(entries).toHaveLength(2);
        expect(entries[0]).toMatchObject({
          actorId: boss.user.id,
          target: `settings:${document.key}`,
          before: document.initial ?? document.empty,
          after: document.first.stored,
          ip: '127.0.0.1',
          at: t.clock.now(),
        });
        expect(entries[1]).toMatchObject({
          actorId: boss.user.id,
          before: document.first.stored,
          after: document.second.stored,
        });
      });
    });
  }

  describe('who may write the documents', () => {
    it('lets only the master admin POST: a regular admin and a customer get 403, a visitor 401', async () => {
      const { t, boss } = app();
      const admin = await agent(t.deps, {
        countries: ['BJ', 'CI', 'SN'],
        allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
      });
      const client = await customer(t.deps);
      for (const document of documents) {
        const before = await t.as(boss).get(document.read);
        const byAdmin = await t.as(admin).post(document.write, document.empty);
        expect(byAdmin.status, document.write).toBe(403);
        expect(byAdmin.body).toEqual(MASTER_ONLY);
        const byCookie = await t
          .as(client, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
          .post(document.write, document.empty);
        expect(byCookie.status, document.write).toBe(403);
        expect(byCookie.body).toEqual(MASTER_ONLY);
        const byVisitor = await t.visitor.post(document.write, document.empty);
        expect(byVisitor.status, document.write).toBe(401);
        expect(byVisitor.body).toEqual(NO_SESSION);
        const after = await t.as(boss).get(document.read);
        expect(after.body).toEqual(before.body);
      }
    });
  });
}

/** Refuses each broken document with 400 naming the field, stores and audits nothing, and never answers 500. */
export function refusalTests(
  app: SettingsApp,
  documents: readonly SettingsDocument[],
  refusals: readonly Refusal[],
): void {
  describe('validation of the documents', () => {
    for (const { name, write, payload, field, message } of refusals) {
      it(`answers 400 naming the field to ${name}`, async () => {
        const { t, boss } = app();
        const response = await t.as(boss).post(write, unchecked(payload));
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'validation_failed', message });
        expect(errorOf(response).fields?.[0]).toEqual({ field, message });
      });
    }

    it('stores nothing and audits nothing when it refuses a document', async () => {
      const { t, boss } = app();
      const stored = await t.deps.db.select().from(settings);
      const audited = await t.deps.db.select().from(auditLog);
      for (const { write, payload } of refusals) {
        expect((await t.as(boss).post(write, unchecked(payload))).status).toBe(400);
      }
      expect(await t.deps.db.select().from(settings)).toEqual(stored);
      expect(await t.deps.db.select().from(auditLog)).toHaveLength(audited.length);
    });

    it('never answers 500 to a body of the wrong shape', async () => {
      const { t, boss } = app();
      const odd: unknown[] = [
        null,
        0,
        'texte',
        true,
        {},
        [],
        [null],
        [[]],
        { fees: null, processorFees: [] },
        { countries: {} },
        [{}],
      ];
      // Sent as JSON text: the client sends a string body as it is, and here 'texte' must be a JSON string.
      const asJson = t.as(boss, { headers: { 'content-type': 'application/json' } });
      for (const document of documents) {
        for (const payload of odd) {
          const response = await asJson.post(document.write, unchecked(JSON.stringify(payload)));
          const accepted = JSON.stringify(payload) === JSON.stringify(document.empty);
          expect(response.status, `${document.write} ${JSON.stringify(payload)}`).toBe(accepted ? 200 : 400);
          if (!accepted) expect(errorOf(response).error).toBe('validation_failed');
        }
        const broken = await asJson.post(document.write, unchecked('{"fees": ['));
        expect(broken.status).toBe(400);
        expect(broken.body).toEqual({
          error: 'bad_request',
          message: 'Le corps de la requête n’est pas un JSON valide.',
        });
      }
    });
  });
}
