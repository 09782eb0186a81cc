-- Issue 31: no one account may multiply the work. Each payment asks a phone (perhaps a stranger's) for approval and
-- is followed until its deadline; three accounts created 2,608 in 40 s. The limits of the operators configuration
-- (maxWaitingPayments, maxPaymentsPerHour, maxPayerNumbersPerDay) are checked by the statement that creates a payment
-- (payments/checkout/create-transaction.ts), under a lock on the account taken before the payer's lock of
-- payment_refusal (migration 0021): always in that order, so two requests never wait for each other's lock. Like
-- payment_refusal, a VOLATILE PL/pgSQL function reads with a snapshot taken after its lock was granted, so two
-- concurrent requests of one account cannot both take its last slot. `p_now` is the server's clock (the tests').
-- Answers the limit reached (waiting, hourly, payers) and when it frees up, or a row of nulls.
CREATE FUNCTION "account_payment_limit"(
	p_lock_wait text,
	p_sender uuid,
	p_now timestamptz,
	p_payer text,
	p_waiting_codes integer[],
	p_max_waiting integer,
	p_expiry_ms bigint,
	p_max_per_hour integer,
	p_max_payers integer
) RETURNS TABLE ("limit_name" text, "free_at" timestamptz) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_count bigint;
	v_free timestamptz;
BEGIN
	PERFORM set_config('lock_timeout', p_lock_wait, true);
	PERFORM pg_advisory_xact_lock(hashtextextended('account:' || p_sender::text, 0));
	-- Waiting for approval: not finished, not yet collected. One frees up when it ends, by its deadline at the latest.
	SELECT count(*) INTO v_count FROM "transactions"
	WHERE "sender_id" = p_sender AND NOT "finished" AND "status_code" = ANY (p_waiting_codes);
	IF v_count >= p_max_waiting THEN
		SELECT "created_at" + p_expiry_ms * interval '1 millisecond' INTO v_free FROM "transactions"
		WHERE "sender_id" = p_sender AND NOT "finished" AND "status_code" = ANY (p_waiting_codes)
		ORDER BY "created_at" OFFSET v_count - p_max_waiting LIMIT 1;
		RETURN QUERY SELECT 'waiting'::text, v_free;
		RETURN;
	END IF;
	-- Created in the last hour: one frees up when it is an hour old.
	SELECT count(*) INTO v_count FROM "transactions"
	WHERE "sender_id" = p_sender AND "created_at" > p_now - interval '1 hour';
	IF v_count >= p_max_per_hour THEN
		SELECT "created_at" + interval '1 hour' INTO v_free FROM "transactions"
		WHERE "sender_id" = p_sender AND "created_at" > p_now - interval '1 hour'
		ORDER BY "created_at" OFFSET v_count - p_max_per_hour LIMIT 1;
		RETURN QUERY SELECT 'hourly'::text, v_free;
		RETURN;
	END IF;
	-- A payer number not used by the account in the last 24 hours: one frees up 24 hours after its last use.
	IF NOT EXISTS (SELECT 1 FROM "transactions"
	               WHERE "sender_id" = p_sender AND "payer_phone" = p_payer
	                 AND "created_at" > p_now - interval '1 day') THEN
		SELECT count(DISTINCT "payer_phone") INTO v_count FROM "transactions"
		WHERE "sender_id" = p_sender AND "created_at" > p_now - interval '1 day';
		IF v_count >= p_max_payers THEN
			SELECT u."last_use" + interval '1 day' INTO v_free FROM (
				SELECT max("created_at") AS "last_use" FROM "transactions"
				WHERE "sender_id" = p_sender AND "created_at" > p_now - interval '1 day'
				GROUP BY "payer_phone"
			) u ORDER BY u."last_use" OFFSET v_count - p_max_payers LIMIT 1;
			RETURN QUERY SELECT 'payers'::text, v_free;
			RETURN;
		END IF;
	END IF;
	RETURN QUERY SELECT NULL::text, NULL::timestamptz;
END
$$;
--> statement-breakpoint
CREATE INDEX "transactions_sender_open_idx" ON "transactions" USING btree ("sender_id") WHERE not "transactions"."finished";
