import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Customer, depositBody, drawAmountBase, postDeposit, registerCustomer } from './api-client.ts';
import { type Figures, formatFigures, measure } from './measure.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { insertDeposit } from './sql-deposit.ts';

/*
 * bench/deposits: N deposits at concurrency C through POST /1xpay/api/transactions, then the same rows inserted
 * directly with SQL at the same concurrency; prints transactions per second, p50 and p99 latency, and the ratio.
 * It prints figures and never fails on time. See the README, "Benchmarks".
 *
 *   npm run bench:deposits -- [--n 1000] [--c 50] [--url http://127.0.0.1:3000] [--database-url postgres://…]
 *
 * Without --url it starts its own server (main.ts, as `npm start`) on a fresh database created on the PostgreSQL
 * server of --database-url (default postgres://postgres@127.0.0.1:5432/test), dropped at the end. With --url, the
 * SQL part writes into --database-url, which must then be that server's database (skipped when not given).
 */

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
/** Customers registered for the run: argon2 makes registration slow, so each makes several deposits. */
const DEPOSITS_PER_CUSTOMER = 20;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} doit être un entier positif`);
  return parsed;
}

function options() {
  const { values } = parseArgs({
    options: {
      n: { type: 'string' },
      c: { type: 'string' },
      url: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const count = positive('n', values.n, 1000);
  if (count > 10_000) throw new Error('--n : au plus 10 000 dépôts (numéros de payeur distincts)');
  return {
    count,
    concurrency: positive('c', values.c, 50),
    url: values.url?.replace(/\/+$/, ''),
    databaseUrl: values['database-url'],
  };
}

async function registerCustomers(url: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  const wanted = Math.max(1, Math.min(100, Math.ceil(count / DEPOSITS_PER_CUSTOMER)));
  // A few at a time: each registration hashes a password with argon2.
  for (let i = 0; i < wanted; i += 4) {
    const batch = Array.from({ length: Math.min(4, wanted - i) }, () => registerCustomer(url));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/**
 * No deposit lost or doubled: the HTTP part's rows in the database (its customers, its amounts) are exactly the
 * references answered 201, each once, and no (payer, amount) pair of the run was written twice.
 */
async function checkLedger(
  pool: pg.Pool,
  customers: Customer[],
  amountBase: number,
  count: number,
  created: string[],
): Promise<{ ok: boolean; text: string }> {
  const { rows } = await pool.query<{ reference: string; payer_phone: string; amount: string }>(
    `select reference, payer_phone, amount::text as amount from transactions
     where sender_id = any($1::uuid[]) and amount >= $2 and amount < $3`,
    [customers.map((customer) => customer.userId), amountBase, amountBase + count],
  );
  const stored = new Set(rows.map((row) => row.reference));
  const pairs = new Set(rows.map((row) => `${row.payer_phone} ${row.amount}`));
  const answered = new Set(created);
  const lost = [...answered].filter((reference) => !stored.has(reference)).length;
  const unanswered = [...stored].filter((reference) => !answered.has(reference)).length;
  const doubled = rows.length - pairs.size + (created.length - answered.size);
  const n = (value: number) => value.toLocaleString('fr-FR');
  if (lost === 0 && unanswered === 0 && doubled === 0)
    return { ok: true, text: `${n(rows.length)} dépôts, chacun une fois : aucun perdu ni doublé` };
  return {
    ok: false,
    text: `${n(rows.length)} lignes pour ${n(answered.size)} réponses 201 : ${n(lost)} perdues, ${n(unanswered)} sans réponse 201, ${n(doubled)} doublées`,
  };
}

function line(label: string, figures: Figures): string {
  return `  ${label.padEnd(36)} ${formatFigures(figures)}`;
}

async function main(): Promise<void> {
  const { count, concurrency, url: givenUrl, databaseUrl } = options();
  let own: OwnServer | undefined;
  try {
    if (givenUrl === undefined) {
      own = await startOwnServer(databaseUrl ?? DEFAULT_SERVER);
      console.log(`Serveur démarré pour le banc d'essai : ${own.url} (base neuve, supprimée à la fin)`);
    }
    const url = own?.url ?? givenUrl ?? '';
    const sqlUrl = own?.databaseUrl ?? databaseUrl;

    const customers = await registerCustomers(url, count);
    const customerOf = (index: number) => customers[index % customers.length] as Customer;
    const amountBase = drawAmountBase(2 * count);
    console.log(
      `bench/deposits : ${count} dépôts, concurrence ${concurrency}, ${customers.length} clients, contre ${url}`,
    );

    const statuses = new Map<number, number>();
    const created: string[] = [];
    const http = await measure(count, concurrency, async (index) => {
      const { status, reference } = await postDeposit(url, customerOf(index), depositBody(index, amountBase));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201 && reference !== undefined) created.push(reference);
    });
    const answers = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(line('HTTP  POST /1xpay/api/transactions', http));
    console.log(`  ${''.padEnd(36)} réponses : ${answers}`);

    if (sqlUrl === undefined) {
      console.log('  SQL : ignoré (--database-url, la base de ce serveur, non donné)');
      return;
    }
    // Our own server stops first, so that its job worker does not run during the SQL part.
    await own?.stop();
    const pool = new pg.Pool({ connectionString: sqlUrl, max: concurrency });
    // An idle connection ended by the server (the database dropped at the end) must not end the bench.
    pool.on('error', () => undefined);
    try {
      const ledger = await checkLedger(pool, customers, amountBase, count, created);
      console.log(`  ${''.padEnd(36)} en base : ${ledger.text}`);
      if (!ledger.ok) process.exitCode = 1;
      const sql = await measure(count, concurrency, (index) =>
        insertDeposit(pool, customerOf(index).userId, depositBody(count + index, amountBase)),
      );
      console.log(line('SQL   mêmes insertions, en direct', sql));
      const ratio = (sql.perSecond / http.perSecond).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
      console.log(`  rapport débit SQL / HTTP : ${ratio}`);
    } finally {
      await pool.end();
    }
  } finally {
    await own?.close();
  }
}

main().catch((error: unknown) => {
  console.error("Le banc d'essai a échoué :", error instanceof Error ? error.message : error);
  process.exit(1);
});
