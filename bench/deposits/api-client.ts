import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { verifyOnServer } from '../../apps/api/src/testing/sms-codes.ts';

/** A customer of the bench, registered through the API. */
export type Customer = { userId: string; apiKey: string };

export type DepositBody = {
  type: 'deposit';
  country: 'BJ';
  operator: 'mtn';
  payerPhone: string;
  amount: number;
};

/**
 * The i-th deposit of a run: paid from a number of its own ending in 00 (the sandbox approves it), with an amount
 * drawn for the run, so that no §8 refusal applies (408: the same amount from the same number still in progress,
 * which a previous run against the same server would otherwise cause).
 */
export function depositBody(index: number, amountBase: number): DepositBody {
  return {
    type: 'deposit',
    country: 'BJ',
    operator: 'mtn',
    payerPhone: `+2290196${String(index % 10_000).padStart(4, '0')}00`,
    amount: amountBase + index,
  };
}

/** A base amount for a run's deposits, within the default operator limits (100 to 2,000,000 XOF). */
export function drawAmountBase(count: number): number {
  return 1_000 + randomInt(Math.max(1, 1_900_000 - count));
}

/** Registers one customer (a new random Beninese number; another one if it is taken). */
export async function registerCustomer(url: string): Promise<Customer> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const phoneNumber = `+2290197${String(randomInt(1_000_000)).padStart(6, '0')}`;
    const response = await fetch(`${url}/1xpay/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Banc',
        lastName: "D'essai",
        phoneNumber,
        email: `banc.${randomUUID()}@example.bj`,
        password: 'mot de passe du banc d’essai',
        accountId1xBet: String(randomInt(100_000, 1_000_000_000)),
      }),
    });
    if (response.status === 201) {
      const body = (await response.json()) as { uuid: string; apiKey: string };
      // It pays once its number is verified (the server's log SMS provider keeps the code).
      await verifyOnServer(url, body.apiKey, phoneNumber);
      return { userId: body.uuid, apiKey: body.apiKey };
    }
    if (response.status !== 409)
      throw new Error(`inscription refusée : ${response.status} ${await response.text()}`);
  }
  throw new Error('inscription refusée : numéros déjà pris');
}

/**
 * The bench's HTTP client: node:http over kept-alive connections (as many as the bench runs at once). `fetch`
 * spent about half a millisecond of CPU per request, taken from the server and PostgreSQL on a two-core machine,
 * where the SQL part's client (node-postgres) spends a fraction of that: the figure measured the client too.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs one deposit with a new Idempotency-Key; returns the HTTP status and the reference it answered, if any. */
export function postDeposit(
  url: string,
  customer: Customer,
  body: DepositBody,
): Promise<{ status: number; reference: string | undefined }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/1xpay/api/transactions`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${customer.apiKey}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('error', reject);
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          let reference: string | undefined;
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reference?: unknown };
            if (typeof answer.reference === 'string') reference = answer.reference;
          } catch {
            // Not JSON: no reference to check.
          }
          resolve({ status, reference });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
