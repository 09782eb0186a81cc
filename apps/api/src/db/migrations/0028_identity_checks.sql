-- Issue 34: levels, limits and identity documents (decisions 057 and 058). A customer's status says their level
-- (`accepted`: identity verified, level 2; the others level 1); `status_reason` is what the customer is told of their
-- status (why documents were sent back, why payments are suspended), `status_before_suspension` the status a
-- resumed customer returns to. Each sending of identity documents is a submission, waiting for review until an agent
-- decides; its pictures are stored encrypted (AES-256-GCM, IDENTITY_DOCUMENTS_KEY), the whole sending in one
-- transaction, and their bytes are deleted by the retention purge (identity/purge-identity-files.ts).
ALTER TABLE "users" ADD COLUMN "status_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_before_suspension" text;
--> statement-breakpoint
CREATE TABLE "identity_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"document_kind" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid REFERENCES "users"("id"),
	"reason" text,
	"files_purged_at" timestamp with time zone,
	CONSTRAINT "identity_submissions_kind_check" CHECK ("document_kind" IN ('idCard', 'passport')),
	CONSTRAINT "identity_submissions_state_check" CHECK ("state" IN ('waiting', 'accepted', 'moreInfo', 'rejected')),
	CONSTRAINT "identity_submissions_decided_check" CHECK (("state" = 'waiting') = ("decided_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_submissions_one_waiting_idx" ON "identity_submissions" USING btree ("user_id") WHERE "state" = 'waiting';
--> statement-breakpoint
CREATE INDEX "identity_submissions_waiting_idx" ON "identity_submissions" USING btree ("submitted_at", "id") WHERE "state" = 'waiting';
--> statement-breakpoint
CREATE INDEX "identity_submissions_user_idx" ON "identity_submissions" USING btree ("user_id", "submitted_at" DESC);
--> statement-breakpoint
CREATE INDEX "identity_submissions_purge_idx" ON "identity_submissions" USING btree ("decided_at") WHERE "state" IN ('moreInfo', 'rejected') AND "files_purged_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "identity_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "identity_submissions"("id") ON DELETE CASCADE,
	"side" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sealed" bytea NOT NULL,
	CONSTRAINT "identity_files_side_check" CHECK ("side" IN ('front', 'back', 'selfie'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_files_one_per_side" ON "identity_files" USING btree ("submission_id", "side");
--> statement-breakpoint
-- What an account paid this month, counted in F CFA, for its level's monthly limit (decision 058): the payments
-- created since `p_since` that are under way or succeeded (a refused, expired or reversed one takes nothing), each
-- converted with `p_rates` (units of its currency for 1 F CFA; a currency without one counts at par) and rounded up.
-- Called by the statement that creates a payment after `account_payment_limit` (migration 0024) took the account's
-- lock: VOLATILE, its query reads with a snapshot taken after the lock was granted, so two concurrent payments of one
-- account cannot both fit under the limit.
CREATE FUNCTION "account_month_used"(p_sender uuid, p_since timestamptz, p_rates jsonb)
RETURNS numeric LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_used numeric;
BEGIN
	SELECT coalesce(sum(ceil(t."amount" / coalesce(nullif((p_rates ->> t."currency")::numeric, 0), 1))), 0)
	INTO v_used
	FROM "transactions" t
	WHERE t."sender_id" = p_sender AND t."created_at" >= p_since AND (NOT t."finished" OR t."status_code" = 200);
	RETURN v_used;
END
$$;
