import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { IDENTITY_NOTICE_JOB, identityNoticePayload } from '../common/identity-notices.ts';
import { noticePayload, PUSH_NOTIFY_JOB } from '../common/payment-notices.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { deliverCampaign } from './deliver-campaign.ts';
import { notifyIdentityDecision } from './notify-identity-decision.ts';
import { notifyPayment } from './notify-payment.ts';
import { PURGE_DELIVERIES_JOB, purgePushDeliveries } from './purge-push-deliveries.ts';
import { PUSH_BROADCAST_JOB } from './queue-push.ts';
import { PUSH_DELIVER_JOB, startCampaign } from './start-campaign.ts';

const campaignPayload = z.object({ campaignId: z.uuid() });

/**
 * Web Push: a campaign's start and its delivery rounds, the notices of a customer's payments and of the decisions on
 * their account, the hourly purge.
 */
export function pushJobs(deps: Deps): JobHandlers {
  return {
    [PUSH_BROADCAST_JOB]: (job) => startCampaign(deps, campaignPayload.parse(job.payload).campaignId),
    [PUSH_DELIVER_JOB]: (job) => deliverCampaign(deps, campaignPayload.parse(job.payload).campaignId),
    [PUSH_NOTIFY_JOB]: (job) => notifyPayment(deps, noticePayload.parse(job.payload)),
    [IDENTITY_NOTICE_JOB]: (job) => notifyIdentityDecision(deps, identityNoticePayload.parse(job.payload)),
    [PURGE_DELIVERIES_JOB]: async () => void (await purgePushDeliveries(deps)),
  };
}
