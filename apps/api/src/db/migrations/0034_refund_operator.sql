-- Issue 36: the mobile-money operator a refund goes to when it is not the payment's own (a card payment whose
-- processor cannot pay a card back is refunded on the customer’s mobile money: decision 070). Null: the refund
-- goes back the way the payment came. Nullable: an expand step (the previous release neither reads nor writes it).
ALTER TABLE "refunds" ADD COLUMN "operator" text;
