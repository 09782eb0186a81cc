import {
  apiClient,
  type EndpointKey,
  endpoints,
  identitySchema,
  pictureResponseSchema,
  type Reply,
  type Request,
} from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../auth/totp.ts';
import type { UserRow } from '../common/context.ts';
import { bookEntries, entryOfMove } from '../common/transitions.ts';
import { adminTotp, identityFiles } from '../db/schema.ts';
import { bannerPng } from '../seed/banner-png.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
  signIn,
  TEST_PASSWORD,
} from '../testing/fixtures.ts';
import { documentsRequest, idCardFiles } from '../testing/identity-forms.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf, type InjectExtra, injectTransport, type TestClient } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Who may ask. `agent` holds a grant for Benin's deposits, where the table's users and operations are;
 * `agentOutsideGrant` holds one for Togo's withdrawals and has Beninese deposits assigned from before its grant
 * shrank; the two blocked callers still hold a session opened before they were blocked.
 */
type CallerName =
  | 'visitor'
  | 'customer'
  | 'blockedCustomer'
  | 'agent'
  | 'agentOutsideGrant'
  | 'blockedAgent'
  | 'master';
const CALLERS: readonly CallerName[] = [
  'visitor',
  'customer',
  'blockedCustomer',
  'agent',
  'agentOutsideGrant',
  'blockedAgent',
  'master',
];

/** Who asks in one cell: their name, their user (a stranger's for the visitor) and their place in CALLERS. */
type Caller = { name: CallerName; user: UserRow; index: number };

/** One route's row, keyed by the call as the contract's endpoint table names it (and the docs page). */
type Row = {
  /** Routes left out of the OpenAPI document on purpose (the document itself and the docs page). */
  undocumented?: true;
  /** The cell ends the session it presents (logout, login): the caller presents a throwaway session instead. */
  freshSession?: true;
  call: (as: TestClient, caller: Caller) => Promise<Reply<unknown>>;
  expected: Readonly<Record<CallerName, number>>;
  /**
   * Callers refused because of the resource the body names, not of who they are: the body must be read (and so
   * validated) to know the resource. Every other refusal is proved to come before any input is read.
   */
  refusedForTheBodysTarget?: readonly CallerName[];
};

const all = (status: number): Record<CallerName, number> => ({
  visitor: status,
  customer: status,
  blockedCustomer: status,
  agent: status,
  agentOutsideGrant: status,
  blockedAgent: status,
  master: status,
});
/** Anyone signed in, blocked or not: a blocked account still reads its own things (§4.4). */
const signedIn = { ...all(200), visitor: 401 };
/** Admins holding admin powers: a blocked agent has a customer's rights only. */
const adminsOnly = { ...all(403), visitor: 401, agent: 200, agentOutsideGrant: 200, master: 200 };
const masterOnly = { ...all(403), visitor: 401, master: 200 };
/** The master's decisions on something that does not exist: the master hears 404, everyone else their refusal. */
const masterOnUnknown = { ...masterOnly, master: 404 };
const settlers = { ...all(403), visitor: 401, agent: 200, master: 200 };

/** POST /api/pictures of a PNG, as the dashboard's form sends it (multipart: outside the typed table). */
function uploadOf(bytes: Buffer) {
  const boundary = '----matrix-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    path: '/api/pictures',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as const;
}

/** A pending change that does not exist: the callers who may decide hear 404, and nothing changes. */
const UNKNOWN_CHANGE = '00000000-0000-4000-8000-000000000000';

const feeRule = {
  type: 'deposit',
  country: 'BJ',
  operator: 'mtn',
  percent: '1.5',
  fixed: 100,
  currency: 'XOF',
} as const;

/** Fixture data the rows point at, made in the test before the table runs. */
type World = {
  loginTarget: UserRow;
  dashboardTarget: UserRow;
  lockTarget: UserRow;
  /** A Beninese customer whose detail is read and whose sessions are ended. */
  sessionsTarget: UserRow;
  grantee: UserRow;
  references: string[];
  /** The receipt token of the customer's transaction. */
  receiptToken: string;
  picture: string;
  /** Per caller, a paid Beninese deposit (231) whose pending operation the caller may try to complete or fail. */
  toComplete: Record<CallerName, string>;
  toFail: Record<CallerName, string>;
  toClaim: Record<CallerName, string>;
  /** A Beninese customer's documents waiting for review, and one of their pictures. */
  review: string;
  reviewFile: string;
  /** Per caller, a Beninese customer to suspend, and one suspended to resume. */
  toSuspend: Record<CallerName, string>;
  toResume: Record<CallerName, string>;
};

function table(w: World): Record<EndpointKey | 'GET /docs', Row> {
  return {
    'GET /health': { call: (as) => as.get('/health'), expected: all(200) },
    'GET /ready': { call: (as) => as.get('/ready'), expected: all(200) },
    // Served only with METRICS_TOKEN (not set here); health/metrics.test.ts covers the token.
    'GET /metrics': { call: (as) => as.get('/metrics'), expected: all(404) },
    'GET /openapi.json': { undocumented: true, call: (as) => as.get('/openapi.json'), expected: all(200) },
    'GET /docs': {
      undocumented: true,
      call: (as) => as.send({ method: 'GET', path: '/docs' }),
      expected: all(200),
    },
    'POST /api/auth/register': {
      call: (as, c) =>
        as.post('/api/auth/register', {
          firstName: 'Moussa',
          lastName: 'Sow',
          phoneNumber: `+221 77 400 00 1${c.index}`,
          email: `matrix.${c.name}@example.sn`,
          password: 'un mot de passe long',
        }),
      expected: all(201),
    },
    'POST /api/auth/login': {
      freshSession: true,
      call: (as) => as.post('/api/auth/login', { login: w.loginTarget.email, password: TEST_PASSWORD }),
      expected: all(200),
    },
    'GET /api/push/campaigns': { call: (as) => as.get('/api/push/campaigns'), expected: masterOnly },
    'GET /api/push/campaigns/:id': {
      call: (as) => as.get(`/api/push/campaigns/${UNKNOWN_CHANGE}`),
      expected: masterOnUnknown,
    },
    'GET /api/push/key': { call: (as) => as.get('/api/push/key'), expected: all(200) },
    'POST /api/push/subscriptions': {
      call: (as, c) =>
        as.post('/api/push/subscriptions', {
          endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${c.name}`,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
      expected: { ...all(201), visitor: 401 },
    },
    'DELETE /api/push/subscriptions': {
      call: (as, c) =>
        as.delete('/api/push/subscriptions', {
          endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${c.name}`,
        }),
      expected: { ...all(204), visitor: 401 },
    },
    'POST /api/auth/logout': {
      freshSession: true,
      call: (as) => as.post('/api/auth/logout'),
      expected: all(200),
    },
    'GET /api/me': { call: (as) => as.get('/api/me'), expected: signedIn },
    'GET /api/auth/phone/code': { call: (as) => as.get('/api/auth/phone/code'), expected: signedIn },
    // Every signed-in caller's number is verified already: 409, after the session is checked.
    'POST /api/auth/phone/code': {
      call: (as) => as.post('/api/auth/phone/code'),
      expected: { ...all(409), visitor: 401 },
    },
    'POST /api/auth/phone/verify': {
      call: (as) => as.post('/api/auth/phone/verify', { code: '123456' }),
      expected: { ...all(409), visitor: 401 },
    },
    // A new number of the caller's country (the master's, +999, has none: 400).
    'POST /api/auth/phone/change': {
      call: (as, c) =>
        as.post('/api/auth/phone/change', {
          phoneNumber: c.user.country === 'TG' ? `+228 90 00 11 0${c.index}` : `+229 01 97 11 00 0${c.index}`,
        }),
      expected: { ...all(200), visitor: 401, master: 400 },
      refusedForTheBodysTarget: ['master'],
    },
    // A wrong code (the master asked for no change: no code at all), the same 400 either way.
    'POST /api/auth/phone/change/confirm': {
      call: (as) => as.post('/api/auth/phone/change/confirm', { code: '000000' }),
      expected: { ...all(400), visitor: 401 },
    },
    'POST /api/auth/recovery/code': {
      call: (as, c) => as.post('/api/auth/recovery/code', { phoneNumber: `+229 01 97 22 00 0${c.index}` }),
      expected: all(200),
    },
    'POST /api/auth/recovery/verify': {
      call: (as, c) =>
        as.post('/api/auth/recovery/verify', { phoneNumber: `+229 01 97 22 00 0${c.index}`, code: '000000' }),
      expected: all(400),
    },
    'POST /api/auth/recovery/password': {
      call: (as) =>
        as.post('/api/auth/recovery/password', {
          resetToken: 'x'.repeat(43),
          newPassword: 'un mot de passe long',
        }),
      expected: all(400),
    },
    // Development only (SMS_PROVIDER=log, the tests' default), and only from this machine.
    'GET /dev/sms': { call: (as) => as.get('/dev/sms'), expected: all(200) },
    'POST /api/dashboard/login': {
      freshSession: true,
      call: (as) =>
        as.post('/api/dashboard/login', { email: w.dashboardTarget.email, password: TEST_PASSWORD }),
      expected: all(200),
    },
    'GET /api/dashboard/totp': { call: (as) => as.get('/api/dashboard/totp'), expected: adminsOnly },
    // Enrolment, confirmation (with a code of the secret just made) and disabling (with a recovery code), in turn.
    'POST /api/dashboard/totp/enrolment': {
      call: (as) => as.post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD }),
      expected: adminsOnly,
    },
    'POST /api/dashboard/totp/confirm': {
      call: async (as, c) => {
        const reply = await as.post('/api/dashboard/totp/confirm', { code: await pendingCode(c.user) });
        if (reply.status === 200) recoveryCodes.set(c.name, reply.body.recoveryCodes);
        return reply;
      },
      expected: adminsOnly,
    },
    'POST /api/dashboard/totp/disable': {
      call: (as, c) =>
        as.post('/api/dashboard/totp/disable', {
          password: TEST_PASSWORD,
          code: recoveryCodes.get(c.name)?.[0] ?? 'ABCDE-FGHJK',
        }),
      expected: adminsOnly,
    },
    'POST /api/dashboard/totp/requirement': {
      call: (as) => as.post('/api/dashboard/totp/requirement', { required: false }),
      expected: masterOnly,
    },
    'GET /history': {
      call: (as, c) => as.get('/history', { headers: { 'user-uuid': c.user.id } }),
      expected: signedIn,
    },
    'GET /api/history': { call: (as) => as.get('/api/history'), expected: signedIn },
    'POST /statuses': {
      call: (as) => as.post('/statuses', { references: w.references }),
      expected: signedIn,
    },
    'POST /admin/getOperations': {
      call: (as) => as.post('/admin/getOperations', { references: w.references }),
      expected: signedIn,
    },
    'GET /admin/operations/:uuid': {
      call: (as, c) => as.get(`/admin/operations/${c.user.id}`, { headers: { 'user-uuid': c.user.id } }),
      expected: adminsOnly,
    },
    'GET /admin/operation-queue': {
      call: (as) => as.get('/admin/operation-queue', { query: { tab: 'todo', country: 'BJ' } }),
      expected: adminsOnly,
    },
    'GET /admin/operation-queue/counts': {
      call: (as) => as.get('/admin/operation-queue/counts'),
      expected: adminsOnly,
    },
    'GET /admin/operation-queue/events': {
      // The stream stays open: the test client reads its first chunk, then leaves it.
      call: (as) => as.get('/admin/operation-queue/events', { headers: { accept: 'text/event-stream' } }),
      expected: adminsOnly,
    },
    'GET /api/users': { call: (as) => as.get('/api/users'), expected: adminsOnly },
    'POST /api/lockOrAllowUser': {
      call: (as) =>
        as.post('/api/lockOrAllowUser', { authorizationKey: w.lockTarget.authorizationKey, lockUser: true }),
      // The target lives in Benin: outside the Togo-only agent's grant, which only the body's key tells.
      expected: { ...adminsOnly, agentOutsideGrant: 403 },
      refusedForTheBodysTarget: ['agentOutsideGrant'],
    },
    'POST /admin/addAdmin': {
      call: (as) =>
        as.post('/admin/addAdmin', {
          adminId: w.grantee.id,
          countries: ['BJ', 'TG'],
          allowedOperationsTypes: ['deposit'],
        }),
      expected: masterOnly,
    },
    'POST /admin/revokeAdmin': {
      call: (as) =>
        as.post('/admin/revokeAdmin', {
          adminId: w.grantee.id,
          countries: ['TG'],
          allowedOperationsTypes: [],
        }),
      expected: masterOnly,
    },
    'GET /admin/grants': { call: (as) => as.get('/admin/grants'), expected: masterOnly },
    'GET /admin/users': { call: (as) => as.get('/admin/users'), expected: adminsOnly },
    'GET /admin/users/stats': { call: (as) => as.get('/admin/users/stats'), expected: adminsOnly },
    'GET /admin/users/export.csv': {
      call: (as) => as.get('/admin/users/export.csv', { query: { country: 'BJ' } }),
      expected: adminsOnly,
    },
    // The user lives in Benin: the Togo-only agent does not see them (404, as in the list).
    'GET /admin/users/:uuid': {
      call: (as) => as.get(`/admin/users/${w.sessionsTarget.id}`),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'POST /admin/users/:uuid/sessions/end': {
      call: (as) => as.post(`/admin/users/${w.sessionsTarget.id}/sessions/end`),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'POST /admin/users/:uuid/totp/reset': {
      call: (as) => as.post(`/admin/users/${UNKNOWN_CHANGE}/totp/reset`, { reason: 'Téléphone perdu' }),
      expected: masterOnUnknown,
    },
    // Identity (issue 34). Sending documents: a customer whose phone is verified (`active`) or whose documents were
    // asked for; every caller here is refused before its form is read (the fixture customers are already `accepted`,
    // admins are not checked this way): identity/identity.test.ts sends documents.
    'GET /api/identity': { call: (as) => as.get('/api/identity'), expected: signedIn },
    'POST /api/identity/documents': {
      call: (as) => as.send(documentsRequest('idCard', idCardFiles())),
      expected: { ...all(403), visitor: 401 },
    },
    'GET /admin/identity/reviews': {
      call: (as) => as.get('/admin/identity/reviews', { query: { country: 'BJ' } }),
      expected: adminsOnly,
    },
    // A Beninese customer's documents: the Togo-only agent does not see them (404, as for unknown ones).
    'GET /admin/identity/reviews/:id': {
      call: (as) => as.get(`/admin/identity/reviews/${w.review}`),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'GET /admin/identity/files/:id': {
      call: (as) => as.send({ method: 'GET', path: `/admin/identity/files/${w.reviewFile}` }),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'POST /admin/identity/reviews/:id/accept': {
      call: (as) => as.post(`/admin/identity/reviews/${UNKNOWN_CHANGE}/accept`, {}),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'POST /admin/identity/reviews/:id/send-back': {
      call: (as) => as.post(`/admin/identity/reviews/${UNKNOWN_CHANGE}/send-back`, { reason: 'Photo floue' }),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'POST /admin/identity/reviews/:id/reject': {
      call: (as) => as.post(`/admin/identity/reviews/${UNKNOWN_CHANGE}/reject`, { reason: 'Pièce expirée' }),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'POST /admin/users/:uuid/suspend': {
      call: (as, c) =>
        as.post(`/admin/users/${w.toSuspend[c.name]}/suspend`, { reason: 'Vérification en cours' }),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'POST /admin/users/:uuid/resume': {
      call: (as, c) => as.post(`/admin/users/${w.toResume[c.name]}/resume`, { reason: 'Vérification faite' }),
      expected: { ...adminsOnly, agentOutsideGrant: 404 },
    },
    'GET /admin/views': { call: (as) => as.get('/admin/views'), expected: adminsOnly },
    'POST /admin/views': {
      call: (as) =>
        as.post('/admin/views', { name: 'Bénin bloqués', filter: { group: 'blocked', country: 'BJ' } }),
      expected: adminsOnly,
    },
    // Nobody's view: every admin hears 404, everyone else their refusal.
    'POST /admin/views/:id/delete': {
      call: (as) => as.post('/admin/views/00000000-0000-4000-8000-000000000000/delete'),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'GET /api/fees': { call: (as) => as.get('/api/fees'), expected: signedIn },
    'POST /api/fees': {
      call: (as) =>
        as.post('/api/fees', { fees: [feeRule], processorFees: [{ ...feeRule, percent: '0.5', fixed: 0 }] }),
      expected: masterOnly,
    },
    'GET /api/addresses': { call: (as) => as.get('/api/addresses'), expected: all(200) },
    'POST /api/addresses': {
      call: (as) =>
        as.post('/api/addresses', [
          {
            id: 'mtn-bj',
            country: 'BJ',
            operator: 'mtn',
            label: 'MTN Mobile Money Bénin',
            accountNumber: '+229 01 97 00 00 00',
            accountName: '1xpay Bénin',
          },
        ]),
      expected: masterOnly,
    },
    'GET /api/pubs': { call: (as) => as.get('/api/pubs'), expected: all(200) },
    'POST /api/pubs': {
      call: (as) =>
        as.post('/api/pubs', [
          { id: 'promo', title: 'Bonus de bienvenue', picture: w.picture, link: 'https://example.com/promo' },
        ]),
      expected: masterOnly,
    },
    'GET /api/pronostics': { call: (as) => as.get('/api/pronostics'), expected: all(200) },
    'POST /api/pronostics': {
      call: (as) =>
        as.post('/api/pronostics', [
          {
            id: 'can-1',
            competition: "Coupe d'Afrique",
            homeTeam: 'Bénin',
            awayTeam: 'Togo',
            startsAt: Date.UTC(2026, 11, 1, 18),
            prediction: 'Victoire du Bénin',
            odds: '1.85',
          },
        ]),
      expected: masterOnly,
    },
    'GET /api/countriesRates': { call: (as) => as.get('/api/countriesRates'), expected: all(200) },
    'GET /api/operators': { call: (as) => as.get('/api/operators'), expected: all(200) },
    'POST /api/operators': {
      call: (as) =>
        as.post('/api/operators', {
          countries: [
            {
              country: 'BJ',
              currency: 'XOF',
              operators: [{ id: 'mtn', minAmount: 100, maxAmount: 1_000_000 }],
            },
          ],
        }),
      expected: masterOnly,
    },
    'GET /api/quote': {
      call: (as) =>
        as.get('/api/quote', { query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '10000' } }),
      expected: signedIn,
    },
    'POST /api/transactions': {
      call: (as, c) =>
        as.post(
          '/api/transactions',
          { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: c.user.phoneNumber, amount: 1_500 },
          { idempotencyKey: `matrix-${c.user.id}` },
        ),
      // A blocked account never moves money, whatever its session.
      expected: { ...all(201), visitor: 401, blockedCustomer: 403, blockedAgent: 403 },
    },
    // The customer's own transaction: its sender and the master see it; to anyone else it does not exist.
    'GET /api/transactions/:reference': {
      call: (as) => as.get(`/api/transactions/${w.references[0] ?? ''}`),
      expected: { ...all(404), visitor: 401, customer: 200, master: 200 },
    },
    // Public: the QR code of a printed receipt opens it, signed in or not.
    'GET /api/receipts/:token': {
      call: (as) => as.get(`/api/receipts/${w.receiptToken}`),
      expected: all(200),
    },
    'GET /api/ledger/balances': { call: (as) => as.get('/api/ledger/balances'), expected: masterOnly },
    // The assignee settles it while their grant covers it and they are not blocked; the master settles any.
    'POST /admin/operations/:reference/complete': {
      call: (as, c) => as.post(`/admin/operations/${w.toComplete[c.name]}/complete`),
      expected: settlers,
    },
    'POST /admin/operations/:reference/fail': {
      call: (as, c) =>
        as.post(`/admin/operations/${w.toFail[c.name]}/fail`, { failureMessage: 'Compte introuvable' }),
      expected: settlers,
    },
    'POST /admin/operations/:reference/claim': {
      call: (as, c) => as.post(`/admin/operations/${w.toClaim[c.name]}/claim`),
      expected: settlers,
    },
    // The dashboard's transactions: admins, each seeing what is assigned to them (the master everything).
    'GET /admin/transactions': { call: (as) => as.get('/admin/transactions'), expected: adminsOnly },
    'GET /admin/transactions/export.csv': {
      call: (as) => as.get('/admin/transactions/export.csv', { query: { country: 'BJ' } }),
      expected: adminsOnly,
    },
    'GET /admin/transactions/:reference': {
      call: (as, c) => as.get(`/admin/transactions/${w.toClaim[c.name]}`),
      expected: adminsOnly,
    },
    'GET /admin/transactions/blocked': {
      call: (as) => as.get('/admin/transactions/blocked'),
      expected: masterOnly,
    },
    'POST /admin/transactions/:reference/release': {
      call: (as) => as.post('/admin/transactions/1XP-UNKNOWN/release', { reason: 'Client vérifié' }),
      expected: masterOnUnknown,
    },
    'POST /admin/transactions/:reference/reverse': {
      call: (as) => as.post('/admin/transactions/1XP-UNKNOWN/reverse', { reason: 'Fraude avérée' }),
      expected: masterOnUnknown,
    },
    'GET /admin/refunds': { call: (as) => as.get('/admin/refunds'), expected: masterOnly },
    'GET /admin/money-rule/breaks': {
      call: (as) => as.get('/admin/money-rule/breaks'),
      expected: masterOnly,
    },
    'POST /admin/refunds/:reference/retry': {
      call: (as) => as.post('/admin/refunds/1XP-UNKNOWN/retry', { reason: 'Numéro corrigé' }),
      expected: masterOnUnknown,
    },
    'POST /admin/refunds/:reference/paid-outside': {
      call: (as) =>
        as.post('/admin/refunds/1XP-UNKNOWN/paid-outside', {
          reason: 'Rendu par transfert MTN',
          outsideReference: 'MP2611281234',
        }),
      expected: masterOnUnknown,
    },
    'GET /admin/jobs/dead': { call: (as) => as.get('/admin/jobs/dead'), expected: masterOnly },
    'POST /admin/jobs/:id/requeue': {
      call: (as) => as.post('/admin/jobs/999999999/requeue', { reason: 'Prestataire rétabli' }),
      expected: masterOnUnknown,
    },
    'POST /admin/jobs/:id/cancel': {
      call: (as) => as.post('/admin/jobs/999999999/cancel', { reason: 'Traité à la main' }),
      expected: masterOnUnknown,
    },
    'GET /admin/transactions/stuck': {
      call: (as) => as.get('/admin/transactions/stuck'),
      expected: masterOnly,
    },
    // Agents are refused the overview's figures (decision 030): they land on their operations.
    'GET /admin/overview': {
      call: (as) => as.get('/admin/overview', { query: { country: 'BJ' } }),
      expected: masterOnly,
    },
    'POST /admin/transactions/:reference/requeue': {
      call: (as) => as.post('/admin/transactions/1XP-UNKNOWN/requeue', { reason: 'Prestataire rétabli' }),
      expected: masterOnUnknown,
    },
    'POST /admin/transactions/:reference/cancel': {
      call: (as) => as.post('/admin/transactions/1XP-UNKNOWN/cancel', { reason: 'Client injoignable' }),
      expected: masterOnUnknown,
    },
    // The sandbox plays the customer's phone (mounted only with the sandbox processor): the transaction's
    // customer or an admin, behind a session; an unknown reference is 404 (payments/collection/sandbox.test.ts
    // has the rest).
    'POST /sandbox/transactions/:reference/approve': {
      call: (as) => as.post('/sandbox/transactions/1XP-UNKNOWN/approve'),
      expected: { ...all(404), visitor: 401 },
    },
    'POST /sandbox/transactions/:reference/decline': {
      call: (as) => as.post('/sandbox/transactions/1XP-UNKNOWN/decline'),
      expected: { ...all(404), visitor: 401 },
    },
    'POST /sandbox/transactions/:reference/card': {
      call: (as) =>
        as.post('/sandbox/transactions/1XP-UNKNOWN/card', {
          number: '4242 4242 4242 4242',
          expiry: '12/99',
          cvc: '123',
        }),
      expected: { ...all(404), visitor: 401 },
    },
    // Processors' webhooks: no session, the signature is the credential; the sandbox sends none (404).
    'POST /webhooks/:processor': {
      call: (as) => as.post('/webhooks/sandbox', '{}', { headers: { 'content-type': 'application/json' } }),
      expected: all(404),
    },
    'POST /api/rates': {
      call: (as) =>
        as.post('/api/rates', { countries: [{ countryCode: 'GH', currency: 'GHS', rate: '0.0195' }] }),
      expected: masterOnly,
    },
    'POST /api/pushToAllUsers': {
      call: (as) =>
        as.post('/api/pushToAllUsers', { title: 'Nouveauté', body: 'Les retraits sont plus rapides.' }),
      expected: masterOnly,
    },
    'GET /api/audit': { call: (as) => as.get('/api/audit'), expected: masterOnly },
    'GET /api/audit/export.csv': {
      call: (as) => as.get('/api/audit/export.csv', { query: { action: 'user.' } }),
      expected: masterOnly,
    },
    'GET /admin/fourEyes': { call: (as) => as.get('/admin/fourEyes'), expected: adminsOnly },
    // Off, as it was: the rows of §7's writes above keep their immediate effect.
    'POST /admin/fourEyes': {
      call: (as) => as.post('/admin/fourEyes', { enabled: false }),
      expected: masterOnly,
    },
    'GET /admin/pendingChanges': { call: (as) => as.get('/admin/pendingChanges'), expected: adminsOnly },
    // Decision 028: any admin holding powers may approve or reject (never their own approval: see four-eyes.test).
    'POST /admin/pendingChanges/:id/approve': {
      call: (as) => as.post(`/admin/pendingChanges/${UNKNOWN_CHANGE}/approve`),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'POST /admin/pendingChanges/:id/reject': {
      call: (as) =>
        as.post(`/admin/pendingChanges/${UNKNOWN_CHANGE}/reject`, { reason: 'Frais trop élevés' }),
      expected: { ...adminsOnly, agent: 404, agentOutsideGrant: 404, master: 404 },
    },
    'POST /api/pictures': {
      call: (as) => as.send(uploadOf(bannerPng(8, 4, [200, 40, 40]))),
      expected: adminsOnly,
    },
    'GET /api/pictures/:file': {
      call: (as) => as.send({ method: 'GET', path: `/api/${w.picture}` }),
      expected: all(200),
    },
    // Last: they end the caller's other sessions (the cells present a throwaway one).
    'POST /api/auth/password': {
      freshSession: true,
      call: (as) =>
        as.post('/api/auth/password', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'un nouveau mot de passe',
        }),
      expected: signedIn,
    },
    'POST /api/auth/logout-all': {
      freshSession: true,
      call: (as) => as.post('/api/auth/logout-all'),
      expected: signedIn,
    },
  };
}

const key = (method: string, route: string) => `${method} ${route}`;

/** The recovery codes each caller's confirmed enrolment gave (the disable row spends one). */
const recoveryCodes = new Map<CallerName, string[]>();

/** The current code of the user's pending TOTP secret (a wrong one when there is none). */
async function pendingCode(user: UserRow): Promise<string> {
  const [row] = await t.deps.db.select().from(adminTotp).where(eq(adminTotp.userId, user.id));
  if (row === undefined) return '000000';
  const secret = openSecret(t.deps.config.totpEncryptionKey, user.id, row.secret);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });
}

/** The routes Fastify serves under /1xpay, read from its route tree (HEAD and OPTIONS are implied). */
function servedRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'DELETE') found.push(key(method, path));
    }
  }
  return found.filter((route) => / \/1xpay\//.test(route)).map((route) => route.replace(' /1xpay/', ' /'));
}

describe('authorization matrix: every route × visitor, customer, blocked customer, agent in and outside its grant, blocked agent, master', () => {
  // The listing test reads only the routes: no call is made, so the world stays empty.
  const shape = table({} as World);

  it('lists every route the server serves and the OpenAPI document names', async () => {
    const listed = Object.keys(shape).sort();
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);

    const document = (await t.visitor.get('/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) =>
          key(method.toUpperCase(), path.replace(/^\/1xpay/, '').replace(/\{(\w+)\}/g, ':$1')),
        ),
      )
      .sort();
    expect(documented, 'OpenAPI routes versus the table').toEqual(
      Object.entries(shape)
        .filter(([, row]) => row.undocumented === undefined)
        .map(([route]) => route)
        .sort(),
    );

    // The swagger-ui plugin serves its assets under /docs/…; everything else must be in the table.
    // The router shares one node for parameters at the same place (GET /admin/operations/:uuid and
    // POST /admin/operations/:reference/complete print as ':uuid|:reference'): compare shapes, not parameter names.
    const shapeOf = (route: string) => route.replace(/:[\w|:]+/g, ':param');
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !/^GET \/docs./.test(route))
      .map(shapeOf)
      .sort();
    expect(served, 'served routes versus the table').toEqual(listed.map(shapeOf).sort());

    // The typed client's table (packages/contract) names the same calls, the docs page aside.
    expect(Object.keys(endpoints).sort(), 'contract endpoints versus the table').toEqual(
      listed.filter((route) => route !== 'GET /docs'),
    );
  });

  it('answers each caller as expected, and refuses before reading any input', async () => {
    const { world, accounts } = await makeWorld();

    const failures: string[] = [];
    for (const [route, row] of Object.entries(table(world))) {
      for (const [index, name] of CALLERS.entries()) {
        const { user, signed } = accounts[name];
        let apiKey: string | null = null;
        if (signed !== undefined) {
          apiKey = row.freshSession ? await signIn(t.deps, user, sessionKindOf(name)) : signed.apiKey;
        }
        const caller: Caller = { name, user, index };
        const expected = row.expected[name];
        const cell = `${route} × ${name}`;
        const { client, sent } = recording(apiKey);
        const response = await row.call(client, caller);
        if (response.status !== expected) {
          failures.push(
            `${cell}: expected ${expected}, got ${response.status} ${response.text.slice(0, 200)}`,
          );
          continue;
        }
        if (expected !== 401 && expected !== 403) continue;
        const refusal = expected === 401 ? 'unauthorized' : 'forbidden';
        if (errorOf(response).error !== refusal)
          failures.push(`${cell}: expected ${refusal}, got ${response.text}`);
        if (row.refusedForTheBodysTarget?.includes(name) === true) continue;
        // The same refusal, word for word, whatever the request carries: nothing was read before it.
        const [original] = sent;
        if (original === undefined) throw new Error(`${cell}: the call sent nothing`);
        for (const broken of brokenRequests(original)) {
          const again = await t.as(apiKey).send(broken);
          if (again.status !== expected || again.text !== response.text) {
            failures.push(
              `${cell} with ${describeRequest(broken)}: expected the refusal ${response.text}, got ${again.status} ${again.text.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

function sessionKindOf(name: CallerName) {
  return name === 'customer' || name === 'blockedCustomer' ? 'customer' : 'dashboard';
}

/** A paid Beninese deposit (231, its collection booked) with a pending operation assigned to `adminId`. */
async function paidWithOperation(payer: UserRow, adminId: string): Promise<string> {
  const row = await createTransaction(t.deps, payer, { country: 'BJ', statusCode: 231 });
  const collection = entryOfMove(row, 204, 231);
  if (collection === undefined) throw new Error('204 → 231 books no collection');
  await bookEntries(t.deps.db, [{ entry: collection, at: t.deps.clock() }]);
  await createOperation(t.deps, row.reference, adminId);
  return row.reference;
}

async function makeWorld() {
  const d = t.deps;
  const blocked = { authenticationStatus: 'blocked', statusBeforeLock: 'accepted' } as const;
  const signedCustomer = await customer(d);
  const signedBlockedCustomer = await customer(d, blocked);
  const signedAgent = await agent(d, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
  const signedAgentOutside = await agent(
    d,
    { countries: ['TG'], allowedOperationsTypes: ['withdrawal'] },
    { country: 'TG' },
  );
  // Blocked after signing in to the dashboard: the session is still there, the powers are not.
  const signedBlockedAgent = await agent(
    d,
    { countries: ['BJ'], allowedOperationsTypes: ['deposit'] },
    blocked,
  );
  const signedMaster = await master(d);
  const stranger = await createUser(d);
  const accounts: Record<CallerName, { user: UserRow; signed: Signed | undefined }> = {
    visitor: { user: stranger, signed: undefined },
    customer: { user: signedCustomer.user, signed: signedCustomer },
    blockedCustomer: { user: signedBlockedCustomer.user, signed: signedBlockedCustomer },
    agent: { user: signedAgent.user, signed: signedAgent },
    agentOutsideGrant: { user: signedAgentOutside.user, signed: signedAgentOutside },
    blockedAgent: { user: signedBlockedAgent.user, signed: signedBlockedAgent },
    master: { user: signedMaster.user, signed: signedMaster },
  };
  // Each signed-in caller has one transaction, so /history answers 200 rather than 404.
  const references: string[] = [];
  let receiptToken = '';
  for (const { signed } of Object.values(accounts)) {
    if (signed !== undefined) {
      const row = await createTransaction(d, signed.user, { country: 'BJ' });
      references.push(row.reference);
      if (receiptToken === '') receiptToken = row.receiptToken;
    }
  }
  // The operations of the customers' and the visitor's cells are the in-grant agent's (nobody else's to take).
  const assigneeOf = (name: CallerName) =>
    name === 'agentOutsideGrant' || name === 'blockedAgent' || name === 'master'
      ? accounts[name].user.id
      : signedAgent.user.id;
  const payer = await createUser(d, { country: 'BJ' });
  const toComplete = {} as Record<CallerName, string>;
  const toFail = {} as Record<CallerName, string>;
  const toClaim = {} as Record<CallerName, string>;
  for (const name of CALLERS) {
    toClaim[name] = await paidWithOperation(payer, assigneeOf(name));
    toComplete[name] = await paidWithOperation(payer, assigneeOf(name));
    toFail[name] = await paidWithOperation(payer, assigneeOf(name));
  }
  const toSuspend = {} as Record<CallerName, string>;
  const toResume = {} as Record<CallerName, string>;
  for (const name of CALLERS) {
    toSuspend[name] = (await createUser(d, { country: 'BJ', authenticationStatus: 'active' })).id;
    toResume[name] = (
      await createUser(d, {
        country: 'BJ',
        authenticationStatus: 'transactionSuspended',
        statusBeforeSuspension: 'active',
        statusReason: 'Vérification',
      })
    ).id;
  }
  const applicant = await customer(d, { country: 'BJ', authenticationStatus: 'active' });
  const sent = await t.as(applicant).send(documentsRequest('idCard', idCardFiles()));
  expect(sent.status).toBe(200);
  const review = identitySchema.parse(sent.body).data.submission?.id ?? '';
  const [reviewFile] = await d.db
    .select({ id: identityFiles.id })
    .from(identityFiles)
    .where(eq(identityFiles.submissionId, review));
  const uploaded = await t.as(signedMaster).send(uploadOf(bannerPng(8, 4, [20, 120, 60])));
  expect(uploaded.status).toBe(200);
  const world: World = {
    loginTarget: await createUser(d),
    dashboardTarget: (await agent(d)).user,
    lockTarget: await createUser(d, { country: 'BJ' }),
    sessionsTarget: await createUser(d, { country: 'BJ' }),
    grantee: await createUser(d),
    references,
    receiptToken,
    picture: pictureResponseSchema.parse(uploaded.body).data,
    toComplete,
    toFail,
    toClaim,
    review,
    reviewFile: reviewFile?.id ?? '',
    toSuspend,
    toResume,
  };
  return { world, accounts };
}

type Sent = Parameters<TestClient['send']>[0];

/** A client acting with `apiKey` that keeps the requests it sends. */
function recording(apiKey: string | null) {
  const sent: Request[] = [];
  const transport = injectTransport(t.app, apiKey === null ? {} : { apiKey });
  const client: TestClient = apiClient<InjectExtra>((request, extra) => {
    sent.push(request);
    return transport(request, extra);
  });
  return { client, sent };
}

/**
 * The request `original` made, breaking everything a route reads after authorization: a query of wrong values, a
 * body that is not JSON, one of the wrong shape, one that is not the multipart form it may expect, a NUL
 * character, a content type it does not take; and its headers (`user-uuid`, `Idempotency-Key`) left out.
 */
function brokenRequests(original: Request): Sent[] {
  const { method, path } = original;
  const query = {
    limit: 'beaucoup',
    after: '%%',
    type: 'rien',
    amount: '-1,5',
    status: 'inconnu',
    x: '\u0000',
  };
  if (method !== 'POST') return [{ method, path, query }];
  const json = { 'content-type': 'application/json' };
  return [
    { method, path, query, headers: json, body: '{"pas du JSON' },
    { method, path, headers: json, body: JSON.stringify({ fees: 'pas une liste', lockUser: 'peut-être' }) },
    { method, path, headers: json, body: JSON.stringify([null, '\u0000']) },
    {
      method,
      path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'pas un formulaire',
    },
    { method, path, headers: { 'content-type': 'text/plain' }, body: 'texte' },
  ];
}

function describeRequest(request: Sent): string {
  const query = request.query === undefined ? '' : ` ?${new URLSearchParams(request.query).toString()}`;
  const body =
    request.body === undefined ? '' : ` ${request.headers?.['content-type']} ${String(request.body)}`;
  return `${request.method} ${request.path}${query}${body}`;
}
