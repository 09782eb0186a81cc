-- Issue 11: each process keeps the settings documents (fees, rates, operators…) it has read in memory
-- (common/notified-cache.ts) and forgets one the moment it changes anywhere: NOTIFY settings_changed with its key,
-- at commit, the same way as auth_changed (migration 0018).
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('settings_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.key ELSE NEW.key END);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "settings"
	FOR EACH ROW EXECUTE FUNCTION "notify_settings_changed"();
