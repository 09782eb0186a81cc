-- Issue 34: one-time codes sent by SMS (decision 056). One row per code sent: to verify the phone number of a new
-- account (`verify`), to move an account to a new number (`change`), or to set a new password (`recover`, also for
-- a number that has no account: `user_id` null, so that the answer and the throttles are the same). Only an
-- HMAC-SHA256 of the code is kept (`code_hash`, keyed by CODE_HASH_KEY, never the code); `tries` counts the wrong
-- ones (5 at most); `used_at` says when the code was used or replaced by a newer one. A recovery code once entered
-- gives a reset token, kept as its SHA-256, which sets the new password once. The throttles count these rows per
-- number and purpose and per client address; the hourly purge deletes them a day after they expire.
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"phone_number" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"reset_token_hash" text,
	"reset_expires_at" timestamp with time zone,
	CONSTRAINT "phone_codes_purpose_check" CHECK ("purpose" in ('verify','change','recover')),
	CONSTRAINT "phone_codes_tries_check" CHECK ("tries" >= 0)
);
--> statement-breakpoint
CREATE INDEX "phone_codes_number_idx" ON "phone_codes" USING btree ("phone_number", "purpose", "created_at");
--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id", "purpose", "created_at");
--> statement-breakpoint
CREATE INDEX "phone_codes_ip_idx" ON "phone_codes" USING btree ("ip", "created_at");
--> statement-breakpoint
CREATE INDEX "phone_codes_expires_idx" ON "phone_codes" USING btree ("expires_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "phone_codes_reset_token_idx" ON "phone_codes" USING btree ("reset_token_hash") WHERE "reset_token_hash" IS NOT NULL;
