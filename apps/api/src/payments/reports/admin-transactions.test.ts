import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveTransaction } from '../../common/transitions.ts';
import { transactions } from '../../db/schema.ts';
import { FORBIDDEN } from '../../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
} from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// The dashboard's transactions (issue 13): search, CSV export and one transaction's detail; each test file on its
// own database.

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

type Row = { reference: string; createdAt: number; statusCode: number; country: string };

/** Every page of the search for `query`, `limit` at a time. */
async function allPages(as: Signed, query: Record<string, string | number>, limit = 7) {
  const seen: Row[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 200; pages += 1) {
    const page = await t.as(as).get('/admin/transactions', {
      query: { ...query, limit, ...(before === undefined ? {} : { before }) },
    });
    expect(page.status).toBe(200);
    seen.push(...page.body.data);
    if (page.body.next === null) return seen;
    before = page.body.next;
  }
  throw new Error('too many pages');
}

/** The CSV export for `query`, parsed into its header and rows (no cell of these tests holds a comma). */
async function exported(as: Signed, query: Record<string, string>, language = 'fr') {
  const reply = await t
    .as(as)
    .get('/admin/transactions/export.csv', { query, headers: { 'accept-language': language } });
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header = '', ...rows] = reply.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { header: header.split(','), rows: rows.map((line) => line.split(',')) };
}

describe('GET /admin/transactions', () => {
  it('lists every transaction newest first, each once, across pages, even within one millisecond', async () => {
    const sender = await createUser(t.deps, { country: 'SN' });
    const at = new Date('2026-06-01T10:00:00.000Z');
    const made = [];
    for (let i = 0; i < 23; i += 1)
      made.push(await createTransaction(t.deps, sender, { createdAt: at, statusCode: 200, finished: true }));
    const rows = await allPages(boss, { user: sender.id });
    expect(rows.map((row) => row.reference).sort()).toEqual(made.map((row) => row.reference).sort());
    expect(new Set(rows.map((row) => row.reference)).size).toBe(23);
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads the pages back up with `after`, the same rows in the same order, even within one millisecond', async () => {
    const sender = await createUser(t.deps, { country: 'SN' });
    const at = new Date('2026-06-02T10:00:00.000Z');
    for (let i = 0; i < 17; i += 1)
      await createTransaction(t.deps, sender, { createdAt: at, statusCode: 200, finished: true });
    type Page = { data: Row[]; next: string | null; previous: string | null };
    const read = async (cursor: Record<string, string>) => {
      const reply = await t
        .as(boss)
        .get('/admin/transactions', { query: { user: sender.id, limit: 5, ...cursor } });
      expect(reply.status).toBe(200);
      return reply.body as Page;
    };
    const down = [await read({})];
    for (let next = down[0]?.next; next != null; next = down.at(-1)?.next)
      down.push(await read({ before: next }));
    expect(down.map((page) => page.data.length)).toEqual([5, 5, 5, 2]);
    const up = [down.at(-1) as Page];
    for (let previous = up[0]?.previous; previous != null; previous = up[0]?.previous)
      up.unshift(await read({ after: previous }));
    expect(up.map((page) => page.data.map((row) => row.reference))).toEqual(
      down.map((page) => page.data.map((row) => row.reference)),
    );
    expect(up[0]?.previous).toBeNull();
    const both = await t.as(boss).get('/admin/transactions', {
      query: { before: down[0]?.next ?? '', after: down[0]?.next ?? '' },
    });
    expect(both.status).toBe(400);
  });

  it('filters by status class or code, type, country, operator, dates and finds a reference or a number', async () => {
    const sender = await createUser(t.deps, { country: 'CI' });
    const day = (d: string) => new Date(`${d}T12:00:00.000Z`);
    const ok = await createTransaction(t.deps, sender, {
      statusCode: 200,
      finished: true,
      operator: 'orange',
      createdAt: day('2026-03-10'),
    });
    const blocked = await createTransaction(t.deps, sender, {
      statusCode: 235,
      createdAt: day('2026-03-11'),
    });
    const refused = await createTransaction(t.deps, sender, {
      statusCode: 460,
      finished: true,
      type: 'transfer',
      beneficiaryPhone: '+2250700000042',
      createdAt: day('2026-03-12'),
    });
    const waiting = await createTransaction(t.deps, sender, {
      statusCode: 204,
      createdAt: day('2026-03-13'),
    });
    const refs = async (query: Record<string, string | number>) =>
      (await allPages(boss, { user: sender.id, ...query })).map((row) => row.reference);

    expect(await refs({ status: 'success' })).toEqual([ok.reference]);
    expect(await refs({ status: 'blocked' })).toEqual([blocked.reference]);
    expect(await refs({ status: 'error' })).toEqual([refused.reference]);
    expect(await refs({ status: 'pending' })).toEqual([waiting.reference]);
    expect(await refs({ status: 460 })).toEqual([refused.reference]);
    expect(await refs({ type: 'transfer' })).toEqual([refused.reference]);
    expect(await refs({ operator: 'orange' })).toEqual([ok.reference]);
    expect(await refs({ from: '2026-03-11', to: '2026-03-12' })).toEqual([
      refused.reference,
      blocked.reference,
    ]);
    expect(await refs({ to: '2026-03-10' })).toEqual([ok.reference]);
    expect(await refs({ country: 'ci', status: 'success' })).toEqual([ok.reference]);
    expect(await refs({ country: 'BJ' })).toEqual([]);
    // A reference, its beginning in any case, a number in international or local form.
    expect(await refs({ q: blocked.reference.toLowerCase() })).toEqual([blocked.reference]);
    expect((await refs({ q: '1xp-test-' })).length).toBe(4);
    expect(await refs({ q: '+225 07 00 00 00 42' })).toEqual([refused.reference]);
    expect(await refs({ q: '0700000042' })).toEqual([refused.reference]);
    expect((await refs({ q: sender.phoneNumber })).length).toBe(4);
    // LIKE's wildcards are taken literally.
    expect(await refs({ q: '%' })).toEqual([]);
  });

  it('gives each transaction its method and filters by it, the export and the detail too (issue 36)', async () => {
    const sender = await createUser(t.deps, { country: 'BJ' });
    const mobile = await createTransaction(t.deps, sender, {
      operator: 'mtn',
      statusCode: 200,
      finished: true,
    });
    const card = await createTransaction(t.deps, sender, {
      operator: 'card',
      statusCode: 200,
      finished: true,
    });
    const bank = await createTransaction(t.deps, sender, { operator: 'bank', statusCode: 204 });
    const methods = async (query: Record<string, string>) =>
      (await allPages(boss, { user: sender.id, ...query })).map((row) => [
        row.reference,
        (row as Row & { method: string }).method,
      ]);
    expect(await methods({ method: 'card' })).toEqual([[card.reference, 'card']]);
    expect(await methods({ method: 'bank' })).toEqual([[bank.reference, 'bank']]);
    expect(await methods({ method: 'mobile_money' })).toEqual([[mobile.reference, 'mobile_money']]);
    expect(await methods({ method: 'card', operator: 'mtn' })).toEqual([]);
    expect(new Set((await methods({})).map(([, method]) => method))).toEqual(
      new Set(['mobile_money', 'card', 'bank']),
    );

    const detail = await t.as(boss).get(`/admin/transactions/${bank.reference}`);
    expect(detail.status).toBe(200);
    expect(detail.body.transaction.method).toBe('bank');

    const { header, rows } = await exported(boss, { user: sender.id, method: 'card' });
    expect(header.at(-1)).toBe('moyen de paiement');
    expect(rows.map((row) => [row[0], row.at(-1)])).toEqual([[card.reference, 'card']]);
    expect((await exported(boss, { user: sender.id }, 'en')).header.at(-1)).toBe('payment method');

    const unknown = await t.as(boss).get('/admin/transactions', { query: { method: 'cash' as 'card' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'validation_failed' });
    expect(errorOf(unknown).message).toMatch(/method/);
    const badExport = await t
      .as(boss)
      .get('/admin/transactions/export.csv', { query: { method: 'cash' as 'card' } });
    expect(badExport.status).toBe(400);
  });

  it('refuses a filter it cannot read, in the caller’s language', async () => {
    const inverted = await t
      .as(boss)
      .get('/admin/transactions', { query: { from: '2026-03-12', to: '2026-03-01' } });
    expect(inverted.status).toBe(400);
    const impossible = await t.as(boss).get('/admin/transactions', { query: { from: '2026-02-30' } });
    expect(impossible.status).toBe(400);
    expect(impossible.body).toMatchObject({ error: 'validation_failed' });
    const english = await t
      .as(boss)
      .get('/admin/transactions', { query: { status: 'lost' }, headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(400);
    expect(errorOf(english).message).toMatch(/status/);
  });

  it('refuses a day outside 2000–2099 at its field, the export too before any byte (no 500, no cut file)', async () => {
    const outside = [
      [{ from: '0000-01-01' }, 'from'],
      [{ to: '9999-12-31' }, 'to'],
      [{ from: '1999-12-31', to: '2026-01-01' }, 'from'],
      [{ from: '2026-01-01', to: '2100-01-01' }, 'to'],
    ] as const;
    for (const [query, field] of outside) {
      for (const path of ['/admin/transactions', '/admin/transactions/export.csv'] as const) {
        const response = await t.as(boss).get(path, { query });
        expect([path, response.status, response.headers['content-type']]).toEqual([
          path,
          400,
          'application/json; charset=utf-8',
        ]);
        expect(response.body).toEqual({
          error: 'validation_failed',
          message: `Le champ « ${field} » doit être un jour du 2000-01-01 au 2099-12-31.`,
          fields: [
            { field, message: `Le champ « ${field} » doit être un jour du 2000-01-01 au 2099-12-31.` },
          ],
        });
      }
    }
    const english = await t.as(boss).get('/admin/transactions/export.csv', {
      query: { to: '9999-12-31' },
      headers: { 'accept-language': 'en' },
    });
    expect(errorOf(english).message).toBe('Field “to” must be a day from 2000-01-01 to 2099-12-31.');
    // Both ends are days of the range.
    expect(
      (await t.as(boss).get('/admin/transactions', { query: { from: '2000-01-01', to: '2099-12-31' } }))
        .status,
    ).toBe(200);
    expect((await exported(boss, { from: '2000-01-01', to: '2099-12-31' })).header[0]).toBe('référence');
  });

  it('shows an agent only what is assigned to them, and a customer nothing', async () => {
    const helper = await agent(t.deps, { countries: ['ML'], allowedOperationsTypes: ['deposit'] });
    const sender = await createUser(t.deps, { country: 'ML' });
    const mine = await createTransaction(t.deps, sender, { statusCode: 231 });
    await createOperation(t.deps, mine.reference, helper.user.id);
    const other = await createTransaction(t.deps, sender, { statusCode: 231 });
    expect((await allPages(helper, { country: 'ML' })).map((row) => row.reference)).toEqual([mine.reference]);
    expect((await t.as(helper).get(`/admin/transactions/${other.reference}`)).status).toBe(404);
    const client = await customer(t.deps);
    expect(await t.as(client).get('/admin/transactions')).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe('GET /admin/transactions/export.csv', () => {
  it('streams every row the filter selects, far beyond one page, with French headers', async () => {
    const sender = await createUser(t.deps, { country: 'GA' });
    const at = t.clock.now().getTime();
    await t.deps.db.insert(transactions).values(
      Array.from({ length: 1234 }, (_, i) => ({
        reference: `1XP-CSV-${String(i).padStart(6, '0')}`,
        senderId: sender.id,
        type: 'deposit',
        country: 'GA',
        operator: 'airtel',
        payerPhone: sender.phoneNumber,
        amount: 1_000n + BigInt(i),
        statusCode: 200,
        finished: true,
        createdAt: new Date(at - i),
      })),
    );
    await createTransaction(t.deps, sender, { statusCode: 451, finished: true });
    const { header, rows } = await exported(boss, { user: sender.id, status: 'success' });
    expect(header.slice(0, 3)).toEqual(['référence', 'créée le (UTC)', 'type']);
    expect(rows).toHaveLength(1234);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1234);
    expect(rows.every((row) => row[8] === '200')).toBe(true);
    // Times in ISO 8601 UTC to the millisecond, whatever zone the server runs in (decision 040).
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(rows.every((row) => iso.test(row[1] ?? '') && iso.test(row[17] ?? ''))).toBe(true);
    // Nothing was collected or paid out for rows written straight into the table: the ledger has no entry.
    expect(header.slice(-4, -1)).toEqual(['encaissé', 'versé', 'devise versée']);
    expect(rows.every((row) => row.slice(-4, -1).join() === ',,')).toBe(true);
    expect(rows.slice(0, 2).map((row) => row[1])).toEqual([
      new Date(at).toISOString(),
      new Date(at - 1).toISOString(),
    ]);
    // Phone numbers as a person dials them, text to a spreadsheet without the formula guard's quote.
    const phone = `00229 ${sender.phoneNumber.slice(4).replace(/(\d\d)(?=\d)/g, '$1 ')}`;
    expect(new Set(rows.map((row) => [row[13], row[14]].join()))).toEqual(new Set([`${phone},${phone}`]));
    const english = await exported(boss, { user: sender.id, status: 451 as unknown as string }, 'en');
    expect(english.header.slice(0, 2)).toEqual(['reference', 'created at (UTC)']);
    expect(english.rows).toHaveLength(1);
  });
});

describe('GET /admin/transactions/:reference', () => {
  it('gives the timeline with who moved it, the operation and its assignee, and the ledger entries', async () => {
    const journeys = paymentJourneys(t);
    expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
    const paid = await journeys.payFrom('00', { amount: 5_000 });
    await journeys.runJobs();
    const detail = await t.as(boss).get(`/admin/transactions/${paid.reference}`);
    expect(detail.status).toBe(200);
    const body = detail.body;
    expect(body.transaction).toMatchObject({ reference: paid.reference, statusCode: 231, finished: false });
    expect(body.timeline.map((step) => step.statusCode)).toEqual(expect.arrayContaining([201, 230, 231]));
    expect(body.timeline.every((step) => step.source.length > 0)).toBe(true);
    expect(body.operation).toMatchObject({ operationStatus: 'pending', claimedAt: null });
    expect(body.operation?.adminName).not.toBe('');
    expect(body.ledger.map((entry) => entry.kind)).toEqual(['collection']);
    const postings = body.ledger[0]?.postings ?? [];
    expect(postings.reduce((sum, posting) => sum + posting.amount, 0)).toBe(0);
    expect(body.stage).toMatchObject({ stage: 'delivery' });
    expect(body.refund).toBeNull();
    expect(body.sender.phoneNumber).toBe(body.transaction.senderPhone);
  });

  it('gives a blocked payment its stage and the 404 of an unknown reference', async () => {
    const sender = await createUser(t.deps, { country: 'BJ' });
    const row = await createTransaction(t.deps, sender, { statusCode: 204 });
    for (const to of [230, 235])
      await t.deps.db.transaction((tx) =>
        moveTransaction(tx, { reference: row.reference, to, source: 'system', now: t.clock.now() }),
      );
    const detail = await t.as(boss).get(`/admin/transactions/${row.reference}`);
    expect(detail.body.stage).toMatchObject({ stage: 'blocked', liveJobs: [] });
    expect(detail.body.timeline.map((step) => [step.statusCode, step.source])).toEqual([
      [230, 'system'],
      [235, 'system'],
    ]);
    expect((await t.as(boss).get('/admin/transactions/1XP-NOPE')).status).toBe(404);
  });
});

describe('POST /admin/operations/:reference/claim', () => {
  it('lets the assignee take it in hand once, and the master take it over, audited', async () => {
    const helper = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['deposit'] });
    const sender = await createUser(t.deps, { country: 'TG' });
    const row = await createTransaction(t.deps, sender, { statusCode: 231 });
    await createOperation(t.deps, row.reference, helper.user.id);
    const first = await t.as(helper).post(`/admin/operations/${row.reference}/claim`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ adminId: helper.user.id, operationStatus: 'pending' });
    expect(first.body.claimedAt).toBe(t.clock.now().getTime());
    t.clock.advance(60_000);
    const again = await t.as(helper).post(`/admin/operations/${row.reference}/claim`);
    expect(again.body.claimedAt).toBe(first.body.claimedAt);

    const taken = await t.as(boss).post(`/admin/operations/${row.reference}/claim`);
    expect(taken.body).toMatchObject({ adminId: boss.user.id, claimedAt: t.clock.now().getTime() });
    const audit = (await t.as(boss).get('/api/audit', { query: { limit: 1 } })).body.data[0];
    expect(audit).toMatchObject({
      action: 'operation.claim',
      target: `transaction:${row.reference}`,
      before: { adminId: helper.user.id },
      after: { adminId: boss.user.id },
    });
    // No longer theirs: the agent can neither claim nor settle it; once settled, nobody claims it.
    expect((await t.as(helper).post(`/admin/operations/${row.reference}/claim`)).status).toBe(403);
    expect((await t.as(boss).post(`/admin/operations/${row.reference}/complete`)).status).toBe(200);
    expect((await t.as(boss).post(`/admin/operations/${row.reference}/claim`)).status).toBe(409);
    // Settled: it has no stage any more.
    expect((await t.as(boss).get(`/admin/transactions/${row.reference}`)).body.stage).toBeNull();
    const listed = await t
      .as(boss)
      .get(`/admin/operations/${boss.user.id}`, { headers: { 'user-uuid': boss.user.id } });
    expect(listed.body.find((item) => item.transactionReference === row.reference)?.claimedAt).toBe(
      taken.body.claimedAt,
    );
  });
});
