import { MONEY_RULE_BREAK_KINDS } from '@1xpay/contract';
import { count, inArray } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../common/context.ts';
import { jobs, moneyRuleBreaks, transactions } from '../db/schema.ts';

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
  new Gauge({
    name: 'payments',
    help: 'Transactions par type, opérateur et statut (§8)',
    labelNames: ['type', 'operator', 'status_code'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db
        .select({
          type: transactions.type,
          operator: transactions.operator,
          statusCode: transactions.statusCode,
          n: count(),
        })
        .from(transactions)
        .groupBy(transactions.type, transactions.operator, transactions.statusCode);
      this.reset();
      for (const row of rows)
        this.set({ type: row.type, operator: row.operator, status_code: String(row.statusCode) }, row.n);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Tâches en attente, en cours ou échouées définitivement, par sorte',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db
        .select({ kind: jobs.kind, status: jobs.status, n: count() })
        .from(jobs)
        .where(inArray(jobs.status, WATCHED_JOB_STATES))
        .groupBy(jobs.kind, jobs.status);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'money_rule_breaks',
    help: 'Transactions encaissées ni livrées ni remboursées à la dernière vérification, par ce qui manque',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db
        .select({ kind: moneyRuleBreaks.kind, n: count() })
        .from(moneyRuleBreaks)
        .groupBy(moneyRuleBreaks.kind);
      this.reset();
      // Every kind is exposed, at 0 when none: an alert on the gauge needs the series to exist.
      for (const kind of MONEY_RULE_BREAK_KINDS)
        this.set({ kind }, rows.find((row) => row.kind === kind)?.n ?? 0);
    },
  });
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
