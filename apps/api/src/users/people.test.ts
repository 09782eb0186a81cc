import { MAX_SAVED_VIEWS, unchecked } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { FORBIDDEN, NO_SESSION } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
  signIn,
} from '../testing/fixtures.ts';
import { parseCsv } from '../testing/parse-csv.ts';
import { latestAudit } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// The dashboard's user detail, the end of a user's sessions, the users CSV export and saved views (decision 029).

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

describe('GET /1xpay/admin/users/:uuid', () => {
  it('answers identity, grant, §4 counters and the latest 20 transactions newest first with their class', async () => {
    const user = await createUser(t.deps, { country: 'BJ', firstName: 'Koffi', lastName: 'Mensah' });
    // 22 transactions: the oldest two fall outside the 20 shown; one of each class among the newest.
    for (let i = 0; i < 22; i += 1) {
      await createTransaction(t.deps, user, {
        statusCode: 204,
        createdAt: new Date(t.clock.now().getTime() - (22 - i) * 60_000),
      });
    }
    const success = await createTransaction(t.deps, user, {
      statusCode: 200,
      finished: true,
      amount: 25_000n,
    });
    const blocked = await createTransaction(t.deps, user, { statusCode: 235 });
    const failed = await createTransaction(t.deps, user, { statusCode: 231 });
    await createOperation(t.deps, failed.reference, boss.user.id, { operationStatus: 'error' });

    const response = await t.as(boss).get(`/admin/users/${user.id}`);
    expect(response.status).toBe(200);
    const detail = response.body.data;
    expect(detail).toMatchObject({
      userUuid: user.id,
      firstName: 'Koffi',
      lastName: 'Mensah',
      country: 'BJ',
      phoneNumber: user.phoneNumber,
      registeredAt: user.registeredAt.getTime(),
      userAuthenticationStatus: 'accepted',
      isAdmin: false,
      isMaster: false,
      grant: null,
      transactionCounters: { total: 25, successful: 1, pending: 22, failed: 1, blocked: 1 },
    });
    expect(detail.recentTransactions).toHaveLength(20);
    const times = detail.recentTransactions.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byReference = new Map(detail.recentTransactions.map((row) => [row.reference, row]));
    expect(byReference.get(success.reference)).toMatchObject({
      amount: 25_000,
      currency: 'XOF',
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      statusCode: 200,
      statusKind: 'success',
      statusLabel: 'Réussi',
      finished: true,
    });
    expect(byReference.get(blocked.reference)).toMatchObject({ statusCode: 235, statusKind: 'blocked' });
    expect(byReference.get(failed.reference)).toMatchObject({ statusCode: 528, statusKind: 'error' });
  });

  it('shows an agent’s grant', async () => {
    const granted = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const response = await t.as(boss).get(`/admin/users/${granted.user.id}`);
    expect(response.body.data.grant).toEqual({
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit'],
    });
  });

  it('is 404 for an agent outside their countries, as in the list, and for an unknown uuid; 400 for a bad one', async () => {
    const beninAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const togolese = await createUser(t.deps, { country: 'TG' });
    const beninese = await createUser(t.deps, { country: 'BJ' });
    expect((await t.as(beninAgent).get(`/admin/users/${beninese.id}`)).status).toBe(200);
    const outside = await t.as(beninAgent).get(`/admin/users/${togolese.id}`);
    expect(outside.status).toBe(404);
    expect(errorOf(outside)).toEqual({ error: 'not_found', message: 'Utilisateur introuvable.' });
    expect((await t.as(boss).get(`/admin/users/${togolese.id}`)).status).toBe(200);
    expect((await t.as(boss).get('/admin/users/8a7b6c5d-1111-4222-8333-944455556666')).status).toBe(404);
    const bad = await t.as(boss).get('/admin/users/pas-un-uuid');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).error).toBe('validation_failed');
    const customerCall = await t.as(await customer(t.deps)).get(`/admin/users/${beninese.id}`);
    expect(customerCall.status).toBe(403);
    expect(customerCall.body).toEqual(FORBIDDEN);
  });
});

describe('POST /1xpay/admin/users/:uuid/sessions/end', () => {
  it('ends every session of the user: their next call is 401; the end is audited with who and what', async () => {
    const signed = await customer(t.deps, { country: 'BJ' });
    const second = await customer(t.deps, { country: 'BJ' });
    expect((await t.as(signed).get('/api/me')).status).toBe(200);
    const response = await t.as(boss).post(`/admin/users/${signed.user.id}/sessions/end`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ended: 1 });
    const after = await t.as(signed).get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body).toEqual(NO_SESSION);
    // Someone else's session is untouched.
    expect((await t.as(second).get('/api/me')).status).toBe(200);
    expect(await latestAudit(t, boss)).toMatchObject({
      actorId: boss.user.id,
      action: 'user.sessions.end',
      target: `user:${signed.user.id}`,
      before: { openSessions: 1 },
      after: { openSessions: 0 },
      ip: '127.0.0.1',
    });
    // Again: nothing left to end, still answered.
    expect((await t.as(boss).post(`/admin/users/${signed.user.id}/sessions/end`)).body.data).toEqual({
      ended: 0,
    });
  });

  it('counts only the sessions that still let the user in', async () => {
    const signed = await customer(t.deps, { country: 'BJ' });
    // The first session has expired (60 minutes without use); a second one is opened later, on another phone.
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, signed.user.id));
    const later = await signIn(t.deps, signed.user, 'customer');
    const response = await t.as(boss).post(`/admin/users/${signed.user.id}/sessions/end`);
    expect(response.body.data).toEqual({ ended: 1 });
    expect((await t.as(later).get('/api/me')).status).toBe(401);
  });

  it('is allowed to whoever may lock the user, and no one else', async () => {
    const beninAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const otherAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const beninese = await customer(t.deps, { country: 'BJ' });
    const togolese = await customer(t.deps, { country: 'TG' });
    const end = (as: Signed, who: Signed) => t.as(as).post(`/admin/users/${who.user.id}/sessions/end`);

    expect((await end(beninAgent, beninese)).status).toBe(200);
    expect((await end(beninAgent, togolese)).status).toBe(404);
    const admin = await end(beninAgent, otherAgent);
    expect(admin.status).toBe(403);
    expect(errorOf(admin).message).toBe(
      "Seul l'administrateur principal peut fermer les sessions d'un administrateur.",
    );
    expect((await t.as(otherAgent).get('/api/me')).status).toBe(200);
    expect((await end(beninAgent, beninAgent)).status).toBe(403);
    expect((await end(boss, boss)).status).toBe(403);
    const english = await t
      .as(boss)
      .post(`/admin/users/${boss.user.id}/sessions/end`, undefined, { headers: { 'accept-language': 'en' } });
    expect(errorOf(english).message).toBe('To end your own sessions, sign out.');
    expect((await end(boss, otherAgent)).status).toBe(200);
    expect((await t.as(otherAgent).get('/api/me')).status).toBe(401);
    expect((await end(boss, togolese)).status).toBe(200);
    expect((await t.as(togolese).get('/api/me')).status).toBe(401);
  });
});

describe('GET /1xpay/admin/users/export.csv', () => {
  it('holds every user the filter selects, more than one page, newest first, in French columns', async () => {
    // 230 Ivorian users (more than a page of 200), 3 of them blocked, and users of other countries.
    const ivorians = [];
    for (let i = 0; i < 230; i += 1) {
      ivorians.push(
        await createUser(t.deps, {
          country: 'CI',
          phoneNumber: `+22507${String(10_000_000 + i)}`,
          ...(i % 100 === 0 ? { authenticationStatus: 'blocked', statusBeforeLock: 'accepted' } : {}),
        }),
      );
    }
    await createUser(t.deps, { country: 'SN', phoneNumber: '+221771234567' });
    const payer = ivorians[5];
    if (payer === undefined) throw new Error('no payer');
    await createTransaction(t.deps, payer, { statusCode: 200, finished: true });
    await createTransaction(t.deps, payer, { statusCode: 204 });

    const response = await t.as(boss).get('/admin/users/export.csv', { query: { country: 'CI' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="utilisateurs.csv"');
    const rows = parseCsv(response.text);
    // As dialled from the service's countries (00 and the calling code), in pairs: text to a spreadsheet, no quote.
    const asText = (phone: string) => `00225 07 ${phone.slice(6).replace(/(\d\d)(?=\d)/g, '$1 ')}`;
    const expected = [...ivorians].sort(
      (a, b) => b.registeredAt.getTime() - a.registeredAt.getTime() || (b.id < a.id ? -1 : 1),
    );
    expect(rows.map((row) => row.téléphone)).toEqual(expected.map((user) => asText(user.phoneNumber)));
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'nom',
      'téléphone',
      'e-mail',
      'pays',
      'compte de paris',
      'inscrit le (UTC)',
      'état',
      'admin',
      'transactions total',
      'transactions réussies',
      'transactions en cours',
      'transactions échouées',
      'transactions bloquées',
    ]);
    expect(rows.find((row) => row.téléphone === asText(payer.phoneNumber))).toEqual({
      nom: `${payer.firstName} ${payer.lastName}`,
      téléphone: asText(payer.phoneNumber),
      'e-mail': payer.email,
      pays: 'CI',
      'compte de paris': '123456789',
      // ISO 8601 in UTC to the millisecond (decision 040).
      'inscrit le (UTC)': payer.registeredAt.toISOString(),
      état: 'Accepté',
      admin: 'non',
      'transactions total': '2',
      'transactions réussies': '1',
      'transactions en cours': '1',
      'transactions échouées': '0',
      'transactions bloquées': '0',
    });

    const blocked = parseCsv(
      (await t.as(boss).get('/admin/users/export.csv', { query: { country: 'CI', group: 'blocked' } })).text,
    );
    expect(blocked).toHaveLength(3);
    expect(new Set(blocked.map((row) => row.état))).toEqual(new Set(['Bloqué']));
  });

  it('exports only an agent’s countries, and refuses a bad filter before writing anything', async () => {
    const togoAgent = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'TG' },
    );
    const rows = parseCsv((await t.as(togoAgent).get('/admin/users/export.csv')).text);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.pays))).toEqual(new Set(['TG']));
    const none = await t.as(togoAgent).get('/admin/users/export.csv', { query: { country: 'CI' } });
    expect(none.status).toBe(200);
    expect(parseCsv(none.text)).toEqual([]);
    const bad = await t
      .as(boss)
      .send({ method: 'GET', path: '/admin/users/export.csv', query: { group: 'tous' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.[0]?.field).toBe('group');
  });
});

describe('saved views: GET, POST /1xpay/admin/views, POST /1xpay/admin/views/:id/delete', () => {
  it('keeps each admin’s own views on the server; a name saved again gets the new filters; delete', async () => {
    const first = await agent(t.deps);
    const second = await agent(t.deps);
    const saved = await t
      .as(first)
      .post('/admin/views', { name: 'Bloqués du Bénin', filter: { group: 'blocked', country: 'bj' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Bloqués du Bénin',
      filter: { group: 'blocked', country: 'BJ' },
    });
    await t.as(first).post('/admin/views', { name: 'Awa', filter: { q: 'Awa' } });
    // The same name: its filters replaced, no second view.
    const again = await t
      .as(first)
      .post('/admin/views', { name: 'Awa', filter: { q: 'Awa', group: 'pending' } });
    expect((await t.as(first).get('/admin/views')).body.data.map((view) => [view.name, view.filter])).toEqual(
      [
        ['Awa', { q: 'Awa', group: 'pending' }],
        ['Bloqués du Bénin', { group: 'blocked', country: 'BJ' }],
      ],
    );
    // Another session of the same admin (another browser) sees them; another admin does not.
    const otherBrowser = await t.as(await signIn(t.deps, first.user, 'dashboard')).get('/admin/views');
    expect(otherBrowser.body.data).toHaveLength(2);
    expect((await t.as(second).get('/admin/views')).body.data).toEqual([]);
    const foreign = await t.as(second).post(`/admin/views/${again.body.data.id}/delete`);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe('Vue introuvable.');
    const deleted = await t.as(first).post(`/admin/views/${again.body.data.id}/delete`);
    expect(deleted.status).toBe(200);
    expect((await t.as(first).get('/admin/views')).body.data.map((view) => view.name)).toEqual([
      'Bloqués du Bénin',
    ]);
  });

  it('refuses a nameless view, a bad filter, and more than the maximum', async () => {
    const admin = await agent(t.deps);
    for (const body of [
      { name: '  ', filter: {} },
      { name: 'x', filter: { group: 'tous' } },
      { name: 'x'.repeat(61), filter: {} },
    ]) {
      const response = await t.as(admin).post('/admin/views', unchecked(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (let i = 0; i < MAX_SAVED_VIEWS; i += 1) {
      expect((await t.as(admin).post('/admin/views', { name: `Vue ${i}`, filter: {} })).status).toBe(200);
    }
    const full = await t.as(admin).post('/admin/views', { name: 'Une de trop', filter: {} });
    expect(full.status).toBe(409);
    expect(errorOf(full).message).toBe('Vous avez déjà 50 vues enregistrées : supprimez-en une d’abord.');
    // Replacing one of them is still allowed.
    expect((await t.as(admin).post('/admin/views', { name: 'Vue 0', filter: { q: 'Kone' } })).status).toBe(
      200,
    );
  });
});
