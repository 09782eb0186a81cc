import * as z from 'zod';
import { epochMsSchema, safeLinkSchema, shortTextSchema, uuidSchema } from './common.ts';

export const pushBodySchema = z.object({
  title: shortTextSchema(80),
  body: shortTextSchema(240),
  url: safeLinkSchema.optional(),
});

export const pushCampaignSchema = z
  .object({
    id: uuidSchema,
    title: z.string(),
    body: z.string(),
    url: z.string().nullable(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']),
    createdAt: epochMsSchema,
  })
  .meta({ id: 'PushCampaign' });
export const pushResponseSchema = z.object({ data: pushCampaignSchema });

/** Unpadded base64url (RFC 4648 §5), as `PushSubscription.toJSON()` writes a subscription's keys. */
const base64Url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A browser's push subscription, exactly as `PushSubscription.toJSON()` gives it: the push service's URL the server
 * will call, the device's P-256 public key (65 bytes, uncompressed) and its 16-byte authentication secret (RFC 8291).
 * Which push services are accepted is the server's rule (the browsers' own, and PUSH_SERVICE_ORIGINS).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: epochMsSchema.nullable().optional(),
  keys: z.object({ p256dh: base64Url(65), auth: base64Url(16) }),
});
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushSubscriptionSchema = z
  .object({ endpoint: z.string(), createdAt: epochMsSchema })
  .meta({ id: 'PushSubscription' });
export const pushSubscriptionResponseSchema = z.object({ data: pushSubscriptionSchema });

/** The server's VAPID public key (RFC 8292), unpadded base64url: the `applicationServerKey` of a subscription. */
export const pushKeySchema = z.object({ data: z.object({ publicKey: z.string() }) });

/**
 * A campaign and its delivery so far: `total` subscriptions were targeted when the fan-out started; each ends sent
 * (the push service took it), expired (the push service said the subscription is gone: it is deleted) or failed
 * (refused, out of retries, or its outcome unknown after a crash: never sent twice). `pending` = the rest.
 */
export const pushCampaignReportSchema = pushCampaignSchema
  .extend({
    total: z.int().min(0),
    sent: z.int().min(0),
    failed: z.int().min(0),
    expired: z.int().min(0),
    pending: z.int().min(0),
    finishedAt: epochMsSchema.nullable(),
  })
  .meta({ id: 'PushCampaignReport' });
export type PushCampaignReport = z.infer<typeof pushCampaignReportSchema>;
export const pushCampaignReportResponseSchema = z.object({ data: pushCampaignReportSchema });
export const pushCampaignsResponseSchema = z.object({ data: z.array(pushCampaignReportSchema) });
export const pushCampaignParamsSchema = z.object({ id: uuidSchema });
