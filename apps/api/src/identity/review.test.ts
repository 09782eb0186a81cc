import { identitySchema, reviewDetailSchema, reviewQueueSchema } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_NOTICE_JOB } from '../common/identity-notices.ts';
import { auditLog, identityFiles, identitySubmissions, jobs, users } from '../db/schema.ts';
import { agent, customer, master, type Signed, signIn } from '../testing/fixtures.ts';
import { documentsRequest, idCardFiles } from '../testing/identity-forms.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { DECLINED_DOCUMENTS_KEPT_MS, purgeIdentityFiles } from './purge-identity-files.ts';

// Issue 34: the review queue. Agents of the customer's country and the master accept documents (level 2), send them
// back with a reason the customer reads, or reject them; suspend and resume payments with a reason. Each decision is
// audited and the customer told by push.

let t: TestApp;
let boss: Signed;
let beninAgent: Signed;
let togoAgent: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  beninAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
  togoAgent = await agent(
    t.deps,
    { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
    { country: 'TG' },
  );
});
afterAll(() => t.close());

const N = '\u202f';

/** A Beninese level-1 customer whose documents wait for review; the sending's id. */
async function applicant(): Promise<{ who: Signed; id: string }> {
  const who = await customer(t.deps, { country: 'BJ', authenticationStatus: 'active' });
  const sent = await t.as(who).send(documentsRequest('idCard', idCardFiles()));
  expect(sent.status).toBe(200);
  return { who, id: identitySchema.parse(sent.body).data.submission?.id ?? '' };
}

/** The same admin signed in anew (the clock moved past their session). */
async function signedAgain(who: Signed): Promise<Signed> {
  const apiKey = await signIn(t.deps, who.user, 'dashboard');
  return { user: who.user, apiKey, bearer: { authorization: `Bearer ${apiKey}` } };
}

async function identityOf(who: Signed) {
  return identitySchema.parse((await t.as(who).get('/api/identity')).body).data;
}

async function noticesFor(who: Signed) {
  const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, IDENTITY_NOTICE_JOB));
  return queued
    .map((job) => job.payload as { userId: string; decision: string; reason: string | null })
    .filter((notice) => notice.userId === who.user.id);
}

describe('the review queue', () => {
  it('lists the waiting sendings oldest first, the agent their countries’ only, with the documents beside the account', async () => {
    const first = await applicant();
    t.clock.advance(60_000);
    const second = await applicant();
    const listed = reviewQueueSchema.parse((await t.as(beninAgent).get('/admin/identity/reviews')).body);
    const mine = listed.data.filter((item) => [first.id, second.id].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({ userUuid: first.who.user.id, country: 'BJ', documentKind: 'idCard' });
    const togo = reviewQueueSchema.parse((await t.as(togoAgent).get('/admin/identity/reviews')).body);
    expect(togo.data).toEqual([]);
    expect(togo.waiting).toBe(0);
    // One page at a time: the cursor goes on after the last.
    const page = reviewQueueSchema.parse(
      (await t.as(boss).get('/admin/identity/reviews', { query: { limit: '1' } })).body,
    );
    expect(page.data).toHaveLength(1);
    expect(page.next).not.toBeNull();
    const after = reviewQueueSchema.parse(
      (await t.as(boss).get('/admin/identity/reviews', { query: { limit: '1', after: page.next ?? '' } }))
        .body,
    );
    expect(after.data[0]?.id).not.toBe(page.data[0]?.id);

    const detail = reviewDetailSchema.parse(
      (await t.as(beninAgent).get(`/admin/identity/reviews/${first.id}`)).body,
    ).data;
    expect(detail.submission.files.map((file) => file.side)).toEqual(['front', 'back', 'selfie']);
    expect(detail.customer).toMatchObject({
      userUuid: first.who.user.id,
      userAuthenticationStatus: 'waitForInfoCompletion',
      limit: { level: 1, left: 200_000 },
    });
    expect((await t.as(togoAgent).get(`/admin/identity/reviews/${first.id}`)).status).toBe(404);
  });

  it('accepts: the customer is verified, level 2, told by push; a second decision is a 409', async () => {
    const { who, id } = await applicant();
    const accepted = await t
      .as(beninAgent)
      .post(`/admin/identity/reviews/${id}/accept`, { note: 'Pièce nette' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      data: { userAuthenticationStatus: 'accepted', submission: { state: 'accepted' } },
    });
    expect(await identityOf(who)).toMatchObject({
      status: 'accepted',
      limit: { level: 2, monthlyMax: 2_000_000 },
      nextLevel: null,
      canSendDocuments: false,
    });
    expect(await noticesFor(who)).toEqual([{ userId: who.user.id, decision: 'accepted', reason: null }]);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'identity.accept'));
    expect(entry).toMatchObject({ actorId: beninAgent.user.id, target: `user:${who.user.id}` });
    const again = await t.as(boss).post(`/admin/identity/reviews/${id}/reject`, { reason: 'Trop tard' });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(`Ces pièces ont déjà été examinées${N}: la décision est prise.`);
    // Decided: out of the queue.
    const listed = reviewQueueSchema.parse((await t.as(boss).get('/admin/identity/reviews')).body);
    expect(listed.data.map((item) => item.id)).not.toContain(id);
  });

  it('sends back with a reason the customer reads, who may then send again', async () => {
    const { who, id } = await applicant();
    const reason = 'La photo du recto est floue : reprenez-la à la lumière du jour.';
    expect((await t.as(boss).post(`/admin/identity/reviews/${id}/send-back`, { reason })).status).toBe(200);
    expect(await identityOf(who)).toMatchObject({
      status: 'waitForInfoCompletion',
      statusReason: reason,
      canSendDocuments: true,
      submission: { state: 'moreInfo', reason },
    });
    expect(await noticesFor(who)).toEqual([{ userId: who.user.id, decision: 'moreInfo', reason }]);
    expect((await t.as(who).send(documentsRequest('idCard', idCardFiles()))).status).toBe(200);
  });

  it('rejects: back to level 1 with the reason, documents purged 30 days later, accepted ones kept', async () => {
    const rejected = await applicant();
    const kept = await applicant();
    expect(
      (
        await t
          .as(beninAgent)
          .post(`/admin/identity/reviews/${rejected.id}/reject`, { reason: 'Pièce expirée' })
      ).status,
    ).toBe(200);
    expect((await t.as(beninAgent).post(`/admin/identity/reviews/${kept.id}/accept`, {})).status).toBe(200);
    expect(await identityOf(rejected.who)).toMatchObject({
      status: 'active',
      submission: { state: 'rejected', reason: 'Pièce expirée' },
    });
    const bytesOf = async (id: string) =>
      (await t.deps.db.select().from(identityFiles).where(eq(identityFiles.submissionId, id))).map(
        (file) => file.sealed.length,
      );
    await purgeIdentityFiles(t.deps);
    expect((await bytesOf(rejected.id)).every((length) => length > 0)).toBe(true);
    t.clock.advance(DECLINED_DOCUMENTS_KEPT_MS + 60_000);
    await purgeIdentityFiles(t.deps);
    // A month later: the sessions opened at the start have expired.
    boss = await signedAgain(boss);
    beninAgent = await signedAgain(beninAgent);
    togoAgent = await signedAgain(togoAgent);
    expect(await bytesOf(rejected.id)).toEqual([0, 0, 0]);
    expect((await bytesOf(kept.id)).every((length) => length > 0)).toBe(true);
    const [purged] = await t.deps.db
      .select()
      .from(identitySubmissions)
      .where(eq(identitySubmissions.id, rejected.id));
    expect(purged?.filesPurgedAt).not.toBeNull();
    const [file] = await t.deps.db
      .select()
      .from(identityFiles)
      .where(eq(identityFiles.submissionId, rejected.id));
    const gone = await t.as(boss).send({ method: 'GET', path: `/admin/identity/files/${file?.id}` });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe('Cette pièce a été supprimée selon la règle de conservation.');
  });
});

describe('suspending and resuming payments', () => {
  it('stops a customer’s payments with the reason they read, and lets them pay again', async () => {
    const who = await customer(t.deps, { country: 'BJ', authenticationStatus: 'accepted' });
    const reason = 'Activité inhabituelle : le service client vous appellera.';
    const suspended = await t.as(beninAgent).post(`/admin/users/${who.user.id}/suspend`, { reason });
    expect(suspended.body).toEqual({
      data: { userUuid: who.user.id, userAuthenticationStatus: 'transactionSuspended', statusReason: reason },
    });
    const refused = await t
      .as(who)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: who.user.phoneNumber, amount: 1_000 },
        { idempotencyKey: 'suspended-1' },
      );
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(
      `Les paiements de votre compte sont suspendus${N}: ${reason} Pour en savoir plus, contactez le service client.`,
    );
    // Still signed in, still level 2 (the status it returns to).
    expect(await identityOf(who)).toMatchObject({
      status: 'transactionSuspended',
      statusReason: reason,
      limit: { level: 2 },
    });
    expect((await t.as(beninAgent).post(`/admin/users/${who.user.id}/suspend`, { reason })).status).toBe(409);
    expect((await t.as(togoAgent).post(`/admin/users/${who.user.id}/resume`, { reason: 'Vu' })).status).toBe(
      404,
    );
    const resumed = await t.as(boss).post(`/admin/users/${who.user.id}/resume`, { reason: 'Appel fait' });
    expect(resumed.body).toMatchObject({
      data: { userAuthenticationStatus: 'accepted', statusReason: null },
    });
    expect((await t.as(boss).post(`/admin/users/${who.user.id}/resume`, { reason: 'Encore' })).status).toBe(
      409,
    );
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, who.user.id));
    expect(row?.authenticationStatus).toBe('accepted');
    const actions = (
      await t.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `user:${who.user.id}`))
    ).map((entry) => entry.action);
    expect(actions).toEqual(['user.suspend', 'user.resume']);
    expect((await noticesFor(who)).map((notice) => notice.decision)).toEqual(['suspended', 'resumed']);
  });

  it('is the master’s alone on an admin, and nobody’s on themselves', async () => {
    const other = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    expect(
      (await t.as(beninAgent).post(`/admin/users/${other.user.id}/suspend`, { reason: 'x' })).status,
    ).toBe(403);
    expect(
      (await t.as(beninAgent).post(`/admin/users/${beninAgent.user.id}/suspend`, { reason: 'x' })).status,
    ).toBe(403);
  });

  it('keeps a decision on documents as the status a suspended customer returns to', async () => {
    const { who, id } = await applicant();
    expect(
      (await t.as(boss).post(`/admin/users/${who.user.id}/suspend`, { reason: 'Contrôle' })).status,
    ).toBe(200);
    expect((await t.as(boss).post(`/admin/identity/reviews/${id}/accept`, {})).status).toBe(200);
    expect((await identityOf(who)).status).toBe('transactionSuspended');
    await t.as(boss).post(`/admin/users/${who.user.id}/resume`, { reason: 'Fin du contrôle' });
    expect((await identityOf(who)).status).toBe('accepted');
  });
});
