-- The sign-in and registration attempts are purged once no throttle rule can count them any more
-- (auth/purge-sign-in-attempts.ts): an index by age keeps each hourly purge from reading the whole table.
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "registration_attempts_at_idx" ON "registration_attempts" USING btree ("at");
