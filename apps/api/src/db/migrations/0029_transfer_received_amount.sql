-- Issue 33: a transfer across currencies keeps, from its creation, what the beneficiary receives and the rate it
-- was priced at (the rates document may change afterwards; the customer, the receipt and the agent who delivers
-- read the figures the customer accepted). Null for every other payment: the beneficiary receives `amount` in
-- `currency`. Both figures or neither.
ALTER TABLE "transactions" ADD COLUMN "received_amount" bigint;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "received_currency" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rate" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_received_check" CHECK (("received_amount" IS NULL) = ("received_currency" IS NULL) AND ("received_amount" IS NULL) = ("rate" IS NULL) AND ("received_amount" IS NULL OR "received_amount" >= 0));
