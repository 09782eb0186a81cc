-- Issue 11: each process keeps the sessions it has looked up in memory (common/notified-cache.ts), and must forget
-- them the moment one changes anywhere. Every change to what a session lookup reads (the session, its user, their
-- admin grant) tells every listening connection, at commit, whose sessions changed: NOTIFY auth_changed with the
-- user's id. The committing connection hears its own notification before its COMMIT returns, the other processes
-- within milliseconds. Triggers rather than calls in the code: no write path can forget to notify.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('auth_changed', coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session was never cached: only its changes and deletions matter.
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "admin_grants_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "admin_grants"
	FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('admin_id');
