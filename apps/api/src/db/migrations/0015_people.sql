-- Saved views of the dashboard's users list (decision 029): a named set of filters per admin, kept on the server so
-- that it follows the admin from one browser to another. A name is unique per admin (saving it again replaces it).
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_admin_name_idx" ON "saved_views" USING btree ("admin_id","name");
--> statement-breakpoint
-- The audit log's filters by author and by action walk the log newest first (id descending) within one author or
-- one action: at millions of entries each needs its own index rather than a scan of the whole log.
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","id");
--> statement-breakpoint
CREATE INDEX "audit_log_action_id_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"id");
