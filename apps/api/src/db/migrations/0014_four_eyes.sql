-- Four-eyes (decision 028): when the master turns the policy on (settings key `fourEyes`), a change to the fees,
-- the rates or the operators and their limits waits here until a second admin approves it. `based_on` is the live
-- document the proposal was made against: an approval is refused when the live document no longer equals it.
CREATE TABLE "pending_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"based_on" jsonb NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "pending_changes_kind_check" CHECK ("kind" IN ('fees', 'rates', 'operators')),
	CONSTRAINT "pending_changes_state_check" CHECK ("state" IN ('pending', 'approved', 'rejected', 'superseded')),
	CONSTRAINT "pending_changes_decided_check" CHECK (("state" = 'pending') = ("decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pending_changes_state_proposed_at_idx" ON "pending_changes" USING btree ("state", "proposed_at");
