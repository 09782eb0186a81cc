-- Issue 11: a payment is created by one statement (the idempotency key's answer, the transaction, its first event
-- and its job; payments/create-transaction.ts), guarded by the §8 checks that read the transactions already there.
-- 408 (the same amount from the same number still in progress) and 409 (what a beneficiary received in 30 days)
-- must hold under concurrency: the payer's payments are checked one at a time, under a lock on the payer's number,
-- and the checks must read what was committed before that lock was granted. A statement reads with the snapshot it
-- began with, taken before its lock was granted; a VOLATILE PL/pgSQL function takes a new snapshot for each of its
-- statements, so the checks below, run after the lock, see every payment committed by the payer's earlier
-- requests. The lock and the bound on lock waits (set local) last until the statement's transaction ends.
-- Answers the refusal's code in §8's order, or null when the payment may be created. The limits are the caller's
-- (the operator's settings); the codes of refused payments are passed, not repeated here.
CREATE FUNCTION "payment_refusal"(
	p_lock_wait text,
	p_payer_lock text,
	p_sender uuid,
	p_failed_codes integer[],
	p_failed_since timestamptz,
	p_max_failed bigint,
	p_payer text,
	p_amount bigint,
	p_beneficiary text,
	p_received_since timestamptz,
	p_beneficiary_max bigint
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM set_config('lock_timeout', p_lock_wait, true);
	PERFORM pg_advisory_xact_lock(hashtextextended(p_payer_lock, 0));
	IF (SELECT count(*) FROM "transactions"
	    WHERE "sender_id" = p_sender AND "status_code" = ANY (p_failed_codes) AND "updated_at" > p_failed_since)
	   >= p_max_failed THEN
		RETURN 413;
	END IF;
	IF EXISTS (SELECT 1 FROM "transactions"
	           WHERE "payer_phone" = p_payer AND "amount" = p_amount AND NOT "finished") THEN
		RETURN 408;
	END IF;
	IF p_beneficiary IS NOT NULL AND
	   (SELECT coalesce(sum("amount"), 0) FROM "transactions"
	    WHERE "beneficiary_phone" = p_beneficiary AND "created_at" > p_received_since
	      AND "status_code" NOT BETWEEN 400 AND 599) + p_amount > p_beneficiary_max THEN
		RETURN 409;
	END IF;
	RETURN NULL;
END
$$;
