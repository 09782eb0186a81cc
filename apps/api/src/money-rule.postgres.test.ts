import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seedFrom } from './testing/money-rule/random.ts';
import { runMoneySimulation } from './testing/money-rule/simulation.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres). The money rule, proved by simulation: once money is
// collected, the transaction ends delivered or refunded, never neither, and the ledger moves only with what really
// moved. SIM_PAYMENTS payments (1,000 unless given: every path many times over, in about a minute; 10,000 by
// `npm run bench:money-rule`), deposits and transfers in XOF and GNF, through two server
// processes on FedaPay's fake, with a seeded script of payers (approve, decline, silence, approve after the
// deadline), webhooks (none, once, twice, out of order), agents (complete, fail), refunds (sent, refused then sent,
// refused for good) and SIGKILLs of a server (restarted). The servers' clock runs 600 times faster than the wall
// clock (SIM_SPEED; testing/money-rule/sim-clock.ts): a payment's hour before its deadline, or a refund's retries
// over an hour, pass in 6 s. A failure names its seed: SIM_SEED=<seed> replays the same script.

const PAYMENTS = Number(process.env.SIM_PAYMENTS ?? 1000);

describe('the money rule, by simulation', () => {
  it('ends every collected payment delivered or refunded, and the ledger with what really moved', async ({
    annotate,
  }) => {
    const seed = seedFrom(process.env);
    const lines: string[] = [];
    const report = await runMoneySimulation({
      seed,
      payments: PAYMENTS,
      ...(process.env.SIM_SPEED === undefined ? {} : { speed: Number(process.env.SIM_SPEED) }),
      log: (line) => lines.push(line),
    });
    await annotate(
      `seed ${seed}: ${report.payments} payments sent in ${report.sendMs} ms, drained in ${report.drainMs} ms ` +
        `(${report.simulatedMinutes} simulated minutes, ${report.kills} servers killed); outcomes ${JSON.stringify(report.proof.outcomes)}, answers ${JSON.stringify(report.answers)}, statuses ${JSON.stringify(report.proof.statuses)}`,
    );
    await annotate(lines.join('\n'));
    if (process.env.SIM_LOG !== undefined)
      await writeFile(process.env.SIM_LOG, `${JSON.stringify(report, null, 1)}\n${lines.join('\n')}\n`);
    const replay = `SIM_SEED=${seed} SIM_PAYMENTS=${PAYMENTS}`;
    // The script did reach every path it is about (else this run proves less than it says).
    expect(report.kills, replay).toBeGreaterThanOrEqual(2);
    expect(report.proof.transactions, replay).toBe(PAYMENTS);
    expect({ replay, drained: report.drained, violations: report.proof.violations }).toEqual({
      replay,
      drained: true,
      violations: {},
    });
    // The payments the payer approves in time reached FedaPay before their deadline (else the servers fell behind
    // the fast clock and the run proves less): nearly all of them end delivered or refunded.
    const approved = Object.entries(report.endings).filter(([kind]) => kind.startsWith('payer:approve:'));
    const approvedCount = approved.reduce(
      (sum, [, endings]) => sum + Object.values(endings).reduce((a, b) => a + b, 0),
      0,
    );
    const expiredUnpaid = approved.reduce((sum, [, endings]) => sum + (endings['notCollected 451'] ?? 0), 0);
    expect(expiredUnpaid, replay).toBeLessThanOrEqual(Math.floor(approvedCount * 0.05));
    if (PAYMENTS >= 200)
      expect(Object.keys(report.proof.outcomes).sort(), replay).toEqual([
        'delivered',
        'notCollected',
        'refundFailed',
        'refunded',
      ]);
  }, 600_000);
});
