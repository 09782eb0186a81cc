-- Issue 32: the operations queue, the agents' home (decision 049). A delivery keeps its own reference (the
-- operator's or the betting partner's transaction number) and the agent's note; the queue reads the waiting
-- operations oldest first and the finished ones newest first, on indexes; and every change to an operation is
-- announced (NOTIFY operations_changed: the reference, the agent it is assigned to, the agent it was assigned to),
-- so that the dashboards open on it show a new operation within two seconds.
ALTER TABLE "operations" ADD COLUMN "delivery_reference" text;
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "delivery_note" text;
--> statement-breakpoint
CREATE INDEX "operations_waiting_idx" ON "operations" USING btree ("created_at", "transaction_reference") WHERE "operation_status" = 'pending';
--> statement-breakpoint
CREATE INDEX "operations_admin_waiting_idx" ON "operations" USING btree ("admin_id", "created_at", "transaction_reference") WHERE "operation_status" = 'pending';
--> statement-breakpoint
CREATE INDEX "operations_finished_idx" ON "operations" USING btree ("updated_at", "transaction_reference") WHERE "operation_status" <> 'pending';
--> statement-breakpoint
CREATE INDEX "operations_admin_finished_idx" ON "operations" USING btree ("admin_id", "updated_at", "transaction_reference") WHERE "operation_status" <> 'pending';
--> statement-breakpoint
CREATE FUNCTION "notify_operations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify(
		'operations_changed',
		NEW."transaction_reference" || ' ' || NEW."admin_id"::text || ' ' ||
			coalesce(CASE WHEN TG_OP = 'UPDATE' THEN OLD."admin_id"::text END, NEW."admin_id"::text)
	);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "operations_changed" AFTER INSERT OR UPDATE ON "operations"
	FOR EACH ROW EXECUTE FUNCTION "notify_operations_changed"();
