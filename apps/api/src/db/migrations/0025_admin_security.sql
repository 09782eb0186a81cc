-- Issue 31, points 5 and 15 (decisions 046 and 047).
-- Four-eyes covers turning the policy off and changing an admin's rights: two more kinds of pending change, and the
-- subject a change is about (the admin whose rights change; null for a document), so that a newer proposal
-- supersedes only the one waiting for the same subject.
ALTER TABLE "pending_changes" DROP CONSTRAINT "pending_changes_kind_check";
--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_kind_check" CHECK ("kind" IN ('fees', 'rates', 'operators', 'fourEyes', 'adminRights', 'refundOutside'));
--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "subject" text;
--> statement-breakpoint
-- An approver's grant must be older than the cooling period: when it last gained a country or a type (a narrowing
-- does not restart the period). Existing grants count from their last change.
ALTER TABLE "admin_grants" ADD COLUMN "widened_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "admin_grants" SET "widened_at" = "updated_at";
--> statement-breakpoint
-- A campaign's final counts, kept when its delivery rows are purged (30 days after it finished).
ALTER TABLE "push_campaigns" ADD COLUMN "tally" jsonb;
