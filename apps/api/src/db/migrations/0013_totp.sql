-- Two-factor sign-in for the dashboard (decision 027): each admin's TOTP secret, pending until a valid code
-- confirms it, with the step of the last accepted code (no replay); and its one-time recovery codes, hashed.
CREATE TABLE "admin_totp" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_user_code_idx" ON "admin_recovery_codes" USING btree ("user_id","code_hash");
