-- Job claims fenced by a token: each claim gets a new one, and finishing, failing or extending a job counts only
-- while the token is still the job's (a worker whose claim lapsed and was taken over changes nothing). A job that
-- failed for good ("dead") or that a person cancelled says when; a person may cancel a dead job (decision 018).
ALTER TABLE "jobs" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "jobs" SET "finished_at" = "run_at" WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued','running','done','failed','cancelled'));--> statement-breakpoint
-- The dead jobs, oldest first (the master admin's list), and the live jobs of a payment (the sweeper's question).
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("finished_at","id") WHERE "jobs"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "jobs_live_reference_idx" ON "jobs" USING btree (("payload"->>'reference')) WHERE "jobs"."status" in ('queued','running');--> statement-breakpoint
-- A payment that expired (451) and that its processor then said was paid: the money was collected for a payment
-- we ended, so a person must decide; never a silent loss.
ALTER TABLE "transactions" ADD COLUMN "paid_after_expiry_at" timestamp with time zone;--> statement-breakpoint
-- The unfinished payments, oldest first (the sweeper and the stuck list), and those paid after they expired.
CREATE INDEX "transactions_open_idx" ON "transactions" USING btree ("created_at","reference") WHERE not "transactions"."finished";--> statement-breakpoint
CREATE INDEX "transactions_paid_after_expiry_idx" ON "transactions" USING btree ("created_at","reference") WHERE "transactions"."paid_after_expiry_at" is not null;
