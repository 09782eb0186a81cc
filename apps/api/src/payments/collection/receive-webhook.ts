import type { Deps } from '../../common/context.ts';
import { webhookEvents } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { WEBHOOK_JOB, type WebhookJobPayload } from './apply-webhook-event.ts';

/**
 * A processor's webhook: only a configured processor (of any rail), if it sends webhooks, is heard. Its signature is checked
 * (constant time, 300 s tolerance; a bad one is refused before anything is written), then the event is recorded
 * once by its id and a job queued to apply it, in one database transaction; the answer goes back at once. The
 * same event delivered again is acknowledged without being recorded or applied twice.
 */
export async function receiveWebhook(
  deps: Deps,
  input: {
    processor: string;
    rawBody: string;
    headers: Readonly<Record<string, string | string[] | undefined>>;
  },
): Promise<{ received: true; duplicate: boolean }> {
  const processor = deps.processors.byName(input.processor);
  if (processor === undefined || !processor.webhooks) throw notFound('webhookNotFound');
  const now = deps.clock();
  const event = processor.verifyWebhook(input.rawBody, input.headers, now);
  return deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ processor: processor.name, eventId: event.id, body: input.rawBody, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded === undefined) return { received: true, duplicate: true };
    if (event.collection !== undefined) {
      const payload: WebhookJobPayload = {
        processor: processor.name,
        eventId: event.id,
        ...event.collection,
      };
      await enqueue(tx, WEBHOOK_JOB, payload, now);
    }
    return { received: true, duplicate: false };
  });
}
