import { parseArgs } from 'node:util';
import { seedFrom } from '../../apps/api/src/testing/money-rule/random.ts';
import { runMoneySimulation } from '../../apps/api/src/testing/money-rule/simulation.ts';
import { wholeNumber } from '../common.ts';

/*
 * bench/money-rule: the money rule's simulation (apps/api/src/money-rule.postgres.test.ts) at a larger count:
 * payments through two server processes on FedaPay's fake, with the seeded scripts of payers, webhooks, agents and
 * refunds and the SIGKILLs, then the proof. Prints payments per second while sending, the time to drain, the
 * outcomes per script kind and the breaches of the rule (none expected); never fails on time.
 *
 *   npm run bench:money-rule -- [--payments 10000] [--seed <n>] [--speed 600] [--database-url postgres://postgres@127.0.0.1:5432/test]
 *
 * --speed: how many times faster than the wall clock the servers' clock runs (600, as in the test); a slower clock
 * suits a loaded machine, where the servers otherwise fall behind the payments' deadlines.
 *
 * Its database is a fresh one on that PostgreSQL server, dropped at the end.
 */

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    speed: { type: 'string', default: '600' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
process.env.TEST_DATABASE_URL ??= values['database-url'];
const payments = wholeNumber('payments', values.payments, 100_000);
const seed = seedFrom({ SIM_SEED: values.seed ?? process.env.SIM_SEED });
const speed = wholeNumber('speed', values.speed, 10_000);

console.log(`money rule: ${payments} payments, seed ${seed} (SIM_SEED=${seed} replays it), clock ×${speed}`);
const report = await runMoneySimulation({ seed, payments, speed, log: (line) => console.log(`  ${line}`) });
const line = (name: string, value: string) => console.log(`${name.padEnd(36)} ${value}`);
line('payments sent', `${report.payments} in ${(report.sendMs / 1000).toFixed(1)} s`);
line('payments per second (sending)', (report.payments / (report.sendMs / 1000)).toFixed(1));
line('time to drain', `${(report.drainMs / 1000).toFixed(1)} s (drained: ${report.drained})`);
line('simulated time', `${report.simulatedMinutes} min on the servers' clock`);
line('servers killed', String(report.kills));
line('payers asked by FedaPay', `${report.reachedFedapay} of ${report.payments}`);
const approved = Object.entries(report.endings).filter(([kind]) => kind.startsWith('payer:approve:'));
const sum = (endings: Record<string, number>) => Object.values(endings).reduce((a, b) => a + b, 0);
line(
  'approved in time, expired unpaid',
  `${approved.reduce((n, [, endings]) => n + (endings['notCollected 451'] ?? 0), 0)} of ${approved.reduce((n, [, endings]) => n + sum(endings), 0)} (the servers fell behind the fast clock)`,
);
line('outcomes', JSON.stringify(report.proof.outcomes));
line('refunds', JSON.stringify(report.proof.refunds));
for (const [kind, endings] of Object.entries(report.endings).sort())
  line(`  ${kind}`, JSON.stringify(endings));
line('ledger sums per currency', JSON.stringify(report.proof.ledgerSums));
const breaches = Object.entries(report.proof.violations);
line('breaches of the rule', breaches.length === 0 ? 'none' : '');
for (const [kind, found] of breaches) console.log(`  ${kind}: ${found.count} (${found.examples.join('; ')})`);
