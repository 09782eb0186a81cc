import { MONEY_RULE_BREAK_KINDS } from '@1xpay/contract';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../common/context.ts';
import { jobs, moneyRuleBreaks, refunds, transactions } from '../db/schema.ts';
import { BEFORE_COLLECTION, STAGE_LIMIT_MS, VERIFICATION } from '../payments/index.ts';

/** The connections of the database pool (PostgreSQL; PGlite has one connection and no pool). */
export type PoolStats = { total: number; idle: number; waiting: number };

/** Job states worth watching: waiting or running (the queue's depth) and failed for good. */
const WATCHED_JOB_STATES = ['queued', 'running', 'failed'];

/**
 * The process's metrics in Prometheus' text format (prom-client, decision 034), one registry per app:
 * - `http_request_duration_seconds{method, route, status_code}`: a histogram of every answered request, by route
 *   pattern (never the raw URL: its query may hold a key);
 * - `login_throttled_total{route}`: sign-ins and sign-ups refused (429) by the attempt limits of §5;
 * - `payments{type, operator, status_code}`: the transactions by kind, operator and §8 status, counted at scrape;
 * - `jobs{kind, status}`: the durable jobs waiting, running or failed for good, counted at scrape;
 * - `money_rule_breaks{kind}`: the transactions breaking the money rule at the last reconciliation (decision 044);
 * - `db_pool_connections{state}`: the pool's connections (total, idle) and the queries waiting for one;
 * - `session_cache_entries`: the sessions this process keeps in memory;
 * - `payments_overdue{stage}`: the payments past their stage's deadline (collection: PAYMENT_EXPIRY_MINUTES after
 *   creation; verification 10 min, delivery and a block 24 h: payments/collection/stages.ts), every stage exposed;
 * - `refunds{status}`: the refunds pending, sent, failed, paid outside;
 * - `database_available`: 1 when the database answered the scrape, 0 when it did not (the other counts are then
 *   left out, never made up);
 * - Node's own (`process_*`, `nodejs_*`: memory, event loop lag, garbage collection).
 */
export type Metrics = {
  registry: Registry;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
};

/** The routes whose 429 is the login throttling. */
const SIGN_IN_ROUTES = new Set([
  '/1xpay/api/auth/login',
  '/1xpay/api/dashboard/login',
  '/1xpay/api/auth/register',
]);

/**
 * A gauge counted from the database at each scrape: `read` gives its series; when the database does not answer, the
 * gauge has no series (an alert on `database_available` says why) rather than failing the whole scrape.
 */
function countedGauge(
  registry: Registry,
  definition: { name: string; help: string; labelNames: readonly string[] },
  read: () => Promise<readonly { labels: Record<string, string>; value: number }[]>,
) {
  new Gauge({
    ...definition,
    registers: [registry],
    async collect() {
      this.reset();
      const series = await read().catch(() => []);
      for (const one of series) this.set(one.labels, one.value);
    },
  });
}

/** The stages a payment waits in and the SQL that says it is past that stage's deadline, at `now`. */
function overdueStages(deps: Deps, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const codes = (list: readonly number[]) =>
    sql.join(
      list.map((code) => sql`${code}`),
      sql`, `,
    );
  return {
    collection: sql`${transactions.statusCode} in (${codes(BEFORE_COLLECTION)}) and ${transactions.createdAt} < ${before(deps.config.paymentExpiryMs)}`,
    verification: sql`${transactions.statusCode} in (${codes(VERIFICATION)}) and ${transactions.updatedAt} < ${before(STAGE_LIMIT_MS.verification)}`,
    delivery: sql`${transactions.statusCode} = 231 and ${transactions.updatedAt} < ${before(STAGE_LIMIT_MS.delivery)}`,
    blocked: sql`${transactions.statusCode} = 235 and ${transactions.updatedAt} < ${before(STAGE_LIMIT_MS.blocked)}`,
  };
}

const REFUND_STATES = ['pending', 'sent', 'failed', 'paid_outside'];

export function createMetrics(deps: Deps, poolStats: (() => PoolStats | undefined) | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des requêtes HTTP répondues, par route et statut',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'login_throttled_total',
    help: 'Connexions et inscriptions refusées (429) par la limitation des tentatives',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  countedGauge(
    registry,
    {
      name: 'payments',
      help: 'Transactions par type, opérateur et statut (§8)',
      labelNames: ['type', 'operator', 'status_code'],
    },
    async () => {
      const rows = await deps.db
        .select({
          type: transactions.type,
          operator: transactions.operator,
          statusCode: transactions.statusCode,
          n: count(),
        })
        .from(transactions)
        .groupBy(transactions.type, transactions.operator, transactions.statusCode);
      return rows.map((row) => ({
        labels: { type: row.type, operator: row.operator, status_code: String(row.statusCode) },
        value: row.n,
      }));
    },
  );
  countedGauge(
    registry,
    {
      name: 'jobs',
      help: 'Tâches en attente, en cours ou échouées définitivement, par sorte',
      labelNames: ['kind', 'status'],
    },
    async () => {
      const rows = await deps.db
        .select({ kind: jobs.kind, status: jobs.status, n: count() })
        .from(jobs)
        .where(inArray(jobs.status, WATCHED_JOB_STATES))
        .groupBy(jobs.kind, jobs.status);
      return rows.map((row) => ({ labels: { kind: row.kind, status: row.status }, value: row.n }));
    },
  );
  countedGauge(
    registry,
    {
      name: 'money_rule_breaks',
      help: 'Transactions encaissées ni livrées ni remboursées à la dernière vérification, par ce qui manque',
      labelNames: ['kind'],
    },
    async () => {
      const rows = await deps.db
        .select({ kind: moneyRuleBreaks.kind, n: count() })
        .from(moneyRuleBreaks)
        .groupBy(moneyRuleBreaks.kind);
      // Every kind is exposed, at 0 when none: an alert on the gauge needs the series to exist.
      return MONEY_RULE_BREAK_KINDS.map((kind) => ({
        labels: { kind },
        value: rows.find((row) => row.kind === kind)?.n ?? 0,
      }));
    },
  );
  if (poolStats !== undefined) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connexions du pool de la base : ouvertes (total), libres (idle), requêtes en attente (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats === undefined) return;
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }
  countedGauge(
    registry,
    {
      name: 'payments_overdue',
      help: 'Paiements non finis au-delà de l’échéance de leur étape (encaissement, vérification, livraison, blocage)',
      labelNames: ['stage'],
    },
    async () => {
      const stages = overdueStages(deps, deps.clock());
      const names = Object.keys(stages) as (keyof typeof stages)[];
      const [row] = await deps.db
        .select(
          Object.fromEntries(
            names.map((name) => [name, sql<number>`count(*) filter (where ${stages[name]})::int`]),
          ) as Record<keyof typeof stages, SQL<number>>,
        )
        .from(transactions)
        .where(sql`not ${transactions.finished}`);
      return names.map((stage) => ({ labels: { stage }, value: Number(row?.[stage] ?? 0) }));
    },
  );
  countedGauge(
    registry,
    { name: 'refunds', help: 'Remboursements par état', labelNames: ['status'] },
    async () => {
      const rows = await deps.db
        .select({ status: refunds.status, n: count() })
        .from(refunds)
        .groupBy(refunds.status);
      // Every state exposed, at 0 when none: an alert on the gauge needs the series to exist.
      return REFUND_STATES.map((status) => ({
        labels: { status },
        value: rows.find((row) => row.status === status)?.n ?? 0,
      }));
    },
  );
  new Gauge({
    name: 'database_available',
    help: 'La base de données a répondu à cette lecture des métriques (1) ou non (0)',
    registers: [registry],
    async collect() {
      const answered = await deps.db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      this.set(answered ? 1 : 0);
    },
  });
  new Gauge({
    name: 'session_cache_entries',
    help: 'Sessions gardées en mémoire par ce processus',
    registers: [registry],
    collect() {
      this.set(deps.caches.sessions.size);
    },
  });
  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => {
      durations.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (statusCode === 429 && SIGN_IN_ROUTES.has(route)) throttled.inc({ route });
    },
  };
}
