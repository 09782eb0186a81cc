CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_idx" ON "webhook_events" USING btree ("processor","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_processor_reference_idx" ON "transactions" USING btree ("processor","processor_reference");