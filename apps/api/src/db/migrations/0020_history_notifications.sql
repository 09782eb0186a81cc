-- Issue 11: each process keeps the answers of GET /history it has given, ready to send (payments/history-answer.ts),
-- and must forget a customer's the moment one of their transactions changes anywhere: a new transaction, a status
-- that moves, a deletion. NOTIFY history_changed with the sender's id, from a trigger so that no write path can
-- forget it; a rolled-back change announces nothing, and the notifications of one transaction for the same
-- customer are folded into one by PostgreSQL.
CREATE FUNCTION "notify_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('history_changed', coalesce(NEW."sender_id", OLD."sender_id")::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_history_changed" AFTER INSERT OR UPDATE OR DELETE ON "transactions"
	FOR EACH ROW EXECUTE FUNCTION "notify_history_changed"();
