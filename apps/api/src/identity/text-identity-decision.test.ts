import { identitySchema } from '@1xpay/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../adapters/sms/sms.ts';
import { IDENTITY_SMS_JOB } from '../common/identity-notices.ts';
import { jobs, pushSubscriptions } from '../db/schema.ts';
import { customer, master, type Signed } from '../testing/fixtures.ts';
import { documentsRequest, idCardFiles } from '../testing/identity-forms.ts';
import { paymentJourneys } from '../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 34: a decision on an account reaches the customer by SMS too, beside the push: the SMS reaches a phone that
// never allowed notifications. Its text never carries the reason (the app shows it to the account's owner).

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

/** A level-1 customer whose documents wait for review; the sending's id. */
async function applicant(): Promise<{ who: Signed; id: string }> {
  const who = await customer(t.deps, { country: 'BJ', authenticationStatus: 'active' });
  const sent = await t.as(who).send(documentsRequest('idCard', idCardFiles()));
  expect(sent.status).toBe(200);
  return { who, id: identitySchema.parse(sent.body).data.submission?.id ?? '' };
}

const textsTo = (who: Signed) => t.sms.messages(who.user.phoneNumber).map((message) => message.text);

describe('the SMS of a decision on an account', () => {
  it('tells of an acceptance with the new monthly maximum, once the decision is committed', async () => {
    const { who, id } = await applicant();
    expect((await t.as(boss).post(`/admin/identity/reviews/${id}/accept`, {})).status).toBe(200);
    // Queued with the decision, sent by the worker.
    expect(textsTo(who)).toEqual([]);
    await paymentJourneys(t).runDueJobs();
    expect(textsTo(who)).toEqual([
      "1xpay : votre identité est vérifiée. Vous pouvez payer jusqu'à 2 000 000 F CFA par mois.",
    ]);
  });

  it('says documents sent back, or payments suspended, without the reason; in English for an English device', async () => {
    const { who, id } = await applicant();
    await t.deps.db.insert(pushSubscriptions).values({
      userId: who.user.id,
      endpoint: `https://push.example/${who.user.id}`,
      p256dh: 'key',
      auth: 'auth',
      locale: 'en',
    });
    const reason = 'La photo du recto est floue : reprenez-la.';
    expect((await t.as(boss).post(`/admin/identity/reviews/${id}/send-back`, { reason })).status).toBe(200);
    await t.as(boss).post(`/admin/users/${who.user.id}/suspend`, { reason: 'Appel du service client' });
    // The push to the made-up device fails and is not retried; the SMS go.
    await paymentJourneys(t).runDueJobs();
    expect(textsTo(who)).toEqual([
      '1xpay: your identity documents need more. Open the app to see what is missing.',
      '1xpay: payments from your account are suspended. Open the app to see why.',
    ]);
  });

  it('is tried again while the provider is out of reach, and sent once it is back', async () => {
    const { who, id } = await applicant();
    const provider = t.deps.sms;
    const out: SmsSender = { name: 'log', send: async () => ({ kind: 'unavailable', reason: 'HTTP 503' }) };
    t.deps.sms = out;
    try {
      expect(
        (await t.as(boss).post(`/admin/identity/reviews/${id}/reject`, { reason: 'Pièce expirée' })).status,
      ).toBe(200);
      await paymentJourneys(t).runDueJobs();
      const [job] = await t.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, IDENTITY_SMS_JOB), eq(jobs.status, 'queued')));
      expect(job).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: expect.stringContaining('HTTP 503'),
      });
    } finally {
      t.deps.sms = provider;
    }
    t.clock.advance(60_000);
    await paymentJourneys(t).runDueJobs();
    expect(textsTo(who)).toEqual([
      "1xpay : vos pièces d'identité n'ont pas été acceptées. Ouvrez l'application pour voir pourquoi.",
    ]);
  });
});
