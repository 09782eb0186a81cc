-- Registrations asked from each IP, so that every server process counts the same (registration throttle,
-- decision 019).
CREATE TABLE "registration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_at_idx" ON "registration_attempts" USING btree ("ip","at");
