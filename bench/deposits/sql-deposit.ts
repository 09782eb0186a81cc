import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DepositBody } from './api-client.ts';

/**
 * The rows a deposit's creation writes, inserted directly in one database transaction: the idempotency key with
 * its stored answer, the transaction at 201, its first status event and the job that takes it to the processor.
 * The floor under POST /api/transactions: no HTTP, no session lookup, no §8 checks, no payer lock.
 */
export async function insertDeposit(pool: pg.Pool, userId: string, body: DepositBody): Promise<void> {
  const now = new Date();
  const reference = `1XP-${now.toISOString().slice(2, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const answer = { kind: 'answer', body: { reference, statusCode: 201, message: null, finished: false } };
  const fingerprint = createHash('sha256')
    .update(`POST /api/transactions\n${JSON.stringify(body)}`)
    .digest('hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into idempotency_keys (user_id, key, fingerprint, state, outcome, created_at, locked_at)
       values ($1, $2, $3, 'done', $4, $5, $5)`,
      [userId, randomUUID(), fingerprint, JSON.stringify(answer), now],
    );
    await client.query(
      `insert into transactions (reference, sender_id, type, country, operator, payer_phone, account_id_1xbet,
                                 amount, fees, currency, status_code, processor, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 0, 'XOF', 201, 'sandbox', $9, $9)`,
      [
        reference,
        userId,
        body.type,
        body.country,
        body.operator,
        body.payerPhone,
        '123456789',
        body.amount,
        now,
      ],
    );
    await client.query(
      `insert into transaction_events (reference, from_code, to_code, source, at) values ($1, null, 201, 'api', $2)`,
      [reference, now],
    );
    await client.query(
      `insert into jobs (kind, payload, run_at, created_at) values ('transaction.initiate', $1, $2, $2)`,
      [JSON.stringify({ reference }), now],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
