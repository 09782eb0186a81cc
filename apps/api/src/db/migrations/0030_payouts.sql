-- Issue 35 (decision 061): transfers and withdrawals delivered by the processor's payout. A transfer names the
-- beneficiary's operator (which mobile-money account the payout goes to; null: not said, delivered by an agent).
-- One payout per transaction (its reference is the key): the processor's id is stored before the call that sends
-- the money, so that a retry after a crash reads it back instead of sending twice. `skipped`: never sent to the
-- processor (a limit, an operator it cannot pay), handed to an agent with the reason; `failed`: tried, failed for
-- good, handed to an agent with the reason.
ALTER TABLE "transactions" ADD COLUMN "beneficiary_operator" text;
--> statement-breakpoint
CREATE TABLE "payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"operator" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processor_reference" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending','sent','failed','skipped')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reference_transactions_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."transactions"("reference") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payouts_phone_created_idx" ON "payouts" USING btree ("phone","created_at");
--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at","reference");
