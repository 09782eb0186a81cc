-- The idempotency store keeps the use case's outcome, not an HTTP answer: the route maps it to a status.
ALTER TABLE "idempotency_keys" RENAME COLUMN "response_body" TO "outcome";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_status";
