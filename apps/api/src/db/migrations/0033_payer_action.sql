-- Issue 36: what the payer of a card or a bank transfer must do (the processor's hosted card page, or the PI-SPI
-- payment request's QR code and alias), kept when the payer is asked (203) and shown on the live status screen.
-- Nullable: an expand step (the previous release neither reads nor writes it).
ALTER TABLE "transactions" ADD COLUMN "payer_action" jsonb;
