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
    // Enough payments went down each path for the run to prove what it says (a machine too busy for the servers'
    // fast clock lets payments expire before FedaPay asks their payer: a run of mostly expired payments proves
    // little): a tenth delivered and a tenth refunded, a fiftieth of refunds failed for good, a fiftieth of late
    // approvals refunded. On a quiet machine about 37 %, 34 %, 7 % and 14 %.
    const ended = (kind: string, ending: string) =>
      Object.entries(report.endings)
        .filter(([name]) => name.startsWith(kind))
        .reduce((sum, [, endings]) => sum + (endings[ending] ?? 0), 0);
    expect(
      {
        delivered: (report.proof.outcomes.delivered ?? 0) >= PAYMENTS / 10,
        refunded: (report.proof.outcomes.refunded ?? 0) >= PAYMENTS / 10,
        refundFailed: (report.proof.outcomes.refundFailed ?? 0) >= PAYMENTS / 50,
        lateRefunded: ended('payer:approveLate:', 'refunded 451') >= PAYMENTS / 50,
      },
      `${replay}: ${JSON.stringify(report.proof.outcomes)}, reached FedaPay ${report.reachedFedapay}`,
    ).toEqual({ delivered: true, refunded: true, refundFailed: true, lateRefunded: true });
    if (PAYMENTS >= 200)
      expect(Object.keys(report.proof.outcomes).sort(), replay).toEqual([
        'delivered',
        'notCollected',
        'refundFailed',
        'refunded',
      ]);
  }, 600_000);
});
