-- Web Push (decision 031). A device's subscription: the push service's URL the server calls, the device's keys
-- (RFC 8291) and the language its notifications are written in. Several per user; deleted when the push service
-- says it is gone (404/410) or the user turns notifications off.
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_locale_check" CHECK ("locale" IN ('fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
--> statement-breakpoint
-- A campaign's delivery, one row per targeted subscription: claimed ("sending") before its request is made, so a
-- worker that dies mid-request leaves a row that is never sent again (decision 031: at most once).
CREATE TABLE "push_deliveries" (
	"campaign_id" uuid NOT NULL,
	"subscription_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "push_deliveries_campaign_id_subscription_id_pk" PRIMARY KEY("campaign_id","subscription_id"),
	CONSTRAINT "push_deliveries_status_check" CHECK ("status" IN ('pending', 'sending', 'retry', 'sent', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_campaign_id_push_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."push_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "push_deliveries_campaign_status_idx" ON "push_deliveries" USING btree ("campaign_id","status","subscription_id");
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD COLUMN "started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD COLUMN "finished_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD CONSTRAINT "push_campaigns_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'));
