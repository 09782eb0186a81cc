import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { verifyOnServer } from './sms-codes.ts';

/**
 * A load of deposits driven through the HTTP API of real server processes, as clients would: customers register,
 * then each deposit is POSTed with its own Idempotency-Key, with bounded concurrency, retried with the same key
 * and body when the request failed on the network, answered 409 (the same key still in flight), 503 (the
 * server's database out of reach) or, through a proxy, 502 or 504.
 */

export type Customer = { index: number; apiKey: string };

export type DepositBody = {
  type: 'deposit';
  country: 'BJ';
  operator: 'mtn' | 'moov';
  payerPhone: string;
  amount: number;
};

export type Deposit = { index: number; key: string; customer: Customer; body: DepositBody };

/** What one try of a deposit gave, from which server: an HTTP status, or a network failure (refused or cut). */
export type Attempt = { base: string; outcome: number | 'network' };

export type Settled = {
  deposit: Deposit;
  /** The last HTTP status (undefined when every try failed on the network). */
  status: number | undefined;
  reference: string | undefined;
  replayed: boolean;
  attempts: Attempt[];
};

export const PASSWORD = 'un mot de passe de charge';

/** Runs `work` over `items` with at most `concurrency` at once; results in the order of `items`. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

/**
 * Registers `count` customers through the API, spread over the servers, a few at a time (argon2 is slow). Every 50
 * come from an address of their own (`X-Forwarded-For`, believed by servers that trust their loopback proxy): one
 * address may register 100 an hour (§5), and a large simulation needs more.
 */
export async function registerCustomers(bases: readonly string[], count: number): Promise<Customer[]> {
  const run = randomUUID().slice(0, 8);
  const indexes = Array.from({ length: count }, (_, index) => index);
  return runPool(indexes, 4, async (index) => {
    const base = bases[index % bases.length];
    const response = await fetch(`${base}/1xpay/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${Math.floor(index / 50 / 250)}.${(Math.floor(index / 50) % 250) + 1}`,
      },
      body: JSON.stringify({
        firstName: 'Client',
        lastName: `Charge ${index}`,
        // Benin's ten-digit mobile numbers: 01 97 then six digits.
        phoneNumber: `+2290197${String(index).padStart(6, '0')}`,
        email: `charge.${run}.${index}@example.bj`,
        password: PASSWORD,
        accountId1xBet: String(100_000 + index),
      }),
    });
    if (response.status !== 201)
      throw new Error(`registration ${index}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { apiKey: string };
    // A new account pays once its number is verified: the code the server's log provider kept.
    await verifyOnServer(base ?? '', body.apiKey, `+2290197${String(index).padStart(6, '0')}`);
    return { index, apiKey: body.apiKey };
  });
}

/**
 * `perCustomer` deposits for each customer, interleaved so that concurrent requests come from many customers.
 * Each deposit is paid from a number of its own ending in 00 (the sandbox approves it at once), so no §8 refusal
 * (408 same amount in progress, 413 failed payments) and no velocity block at verification (three payments from
 * one number in ten minutes: 235) can happen: every deposit must end collected and handed to delivery (231).
 */
export function planDeposits(customers: readonly Customer[], perCustomer: number): Deposit[] {
  const deposits: Deposit[] = [];
  for (let round = 0; round < perCustomer; round += 1) {
    for (const customer of customers) {
      const index = deposits.length;
      deposits.push({
        index,
        key: randomUUID(),
        customer,
        body: {
          type: 'deposit',
          country: 'BJ',
          operator: index % 2 === 0 ? 'mtn' : 'moov',
          payerPhone: `+2290196${String(index).padStart(4, '0')}00`,
          amount: 1_000 + 25 * index,
        },
      });
    }
  }
  if (deposits.length > 10_000)
    throw new Error('payer numbers have four free digits: at most 10,000 deposits');
  return deposits;
}

/** POSTs one deposit; throws on a network failure. */
export async function postDeposit(base: string, deposit: Deposit) {
  const response = await fetch(`${base}/1xpay/api/transactions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${deposit.customer.apiKey}`,
      'idempotency-key': deposit.key,
      'content-type': 'application/json',
    },
    body: JSON.stringify(deposit.body),
  });
  const body = (await response.json()) as { reference?: string };
  return {
    status: response.status,
    reference: body.reference,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/**
 * Sends a deposit until it gets an answer other than 409, 502, 503 or 504, retrying with the same key and body: after a
 * network failure or a 503 on the next target after a short pause, after a 409 every `conflictPauseMs`.
 * `target(n)` is the base URL of the server of the n-th try. Gives up at `deadline` (epoch ms) with what it last
 * saw.
 */
export async function settleDeposit(
  deposit: Deposit,
  target: (attempt: number) => string,
  options: {
    deadline: number;
    conflictPauseMs: number;
    /** How a try is sent: postDeposit (fetch) unless given (through TLS with a certificate of the test's, say). */
    post?: typeof postDeposit;
  },
): Promise<Settled> {
  const post = options.post ?? postDeposit;
  const attempts: Attempt[] = [];
  let last: Awaited<ReturnType<typeof postDeposit>> | undefined;
  while (Date.now() < options.deadline) {
    const base = target(attempts.length);
    try {
      last = await post(base, deposit);
      attempts.push({ base, outcome: last.status });
      // 502 and 504: a proxy in front found no process to answer in time (all busy or restarting): retried too.
      if (![409, 502, 503, 504].includes(last.status)) break;
      await sleep(last.status === 409 ? options.conflictPauseMs : 100);
    } catch (error) {
      // fetch fails with a TypeError when the connection is refused or cut: the server died or is restarting. The
      // request may or may not have been carried out; the same key makes the retry safe either way.
      if (!(error instanceof TypeError)) throw error;
      last = undefined;
      attempts.push({ base, outcome: 'network' });
      await sleep(50);
    }
  }
  return {
    deposit,
    status: last?.status,
    reference: last?.reference,
    replayed: last?.replayed ?? false,
    attempts,
  };
}

/** Polls `probe` every `intervalMs` until it returns true; false if `timeoutMs` passes first. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs: number },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await sleep(options.intervalMs);
  }
  return probe();
}
