import * as z from 'zod';

/** GET /health. */
export const healthSchema = z.object({ status: z.literal('ok') });
/** GET /ready: 200 when the database answers, 503 `{status: 'unavailable'}` when it does not. */
export const readySchema = z.object({ status: z.literal('ready') });
/** GET /metrics: the Prometheus text format (text/plain), for the monitoring system's token only. */
export const metricsSchema = z.string();
