import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-catalogue.ts';
import {
  canTransition,
  holdsCollectedMoney,
  isFinalStatus,
  ledgerEventOf,
  STATUS_TRANSITIONS,
} from './transaction-machine.ts';

const ALL_CODES = [201, 202, 203, 204, 230, 231, 232, 235, 200, ...Object.keys(ERROR_MESSAGES).map(Number)];

describe('the transaction state machine', () => {
  it('follows the life of a deposit: 201 → 202 → 203 → 204 → 230/232 → 231 → 200', () => {
    for (const path of [
      [201, 202, 203, 204, 230, 231, 200],
      [201, 202, 203, 204, 232, 231, 200],
      [201, 202, 204, 230, 231, 200],
    ]) {
      for (let i = 1; i < path.length; i += 1)
        expect(canTransition(path[i - 1] ?? 0, path[i] ?? 0)).toBe(true);
    }
  });

  it('lets the processor refuse before payment, and only then', () => {
    for (const refusal of [404, 450, 451, 452, 460, 461, 505]) {
      for (const from of [202, 203, 204]) expect(canTransition(from, refusal)).toBe(true);
      for (const from of [230, 231, 232, 235]) expect(canTransition(from, refusal)).toBe(false);
    }
  });

  it('lets a payment expire (451) at any step before it is paid, even one never opened at the processor', () => {
    for (const from of [201, 202, 203, 204]) expect(canTransition(from, 451)).toBe(true);
    for (const from of [230, 231, 232, 235]) expect(canTransition(from, 451)).toBe(false);
  });

  it('blocks a paid transaction only at verification (235), which an admin releases or which is reversed', () => {
    expect(canTransition(230, 235)).toBe(true);
    expect(canTransition(232, 235)).toBe(true);
    expect(canTransition(204, 235)).toBe(false);
    expect(canTransition(235, 231)).toBe(true);
    expect(canTransition(235, 528)).toBe(true);
    expect(canTransition(235, 200)).toBe(false);
  });

  it('fails a delivery only while it is in progress (231 → 528)', () => {
    expect(canTransition(231, 528)).toBe(true);
    expect(canTransition(230, 528)).toBe(false);
    expect(canTransition(204, 528)).toBe(false);
  });

  it('never moves a finished transaction, nor skips payment to success', () => {
    for (const final of [200, ...Object.keys(ERROR_MESSAGES).map(Number)]) {
      expect(isFinalStatus(final)).toBe(true);
      for (const to of ALL_CODES) expect(canTransition(final, to)).toBe(false);
    }
    for (const from of [201, 202, 203, 204, 230, 232, 235]) expect(canTransition(from, 200)).toBe(false);
    expect(canTransition(202, 202)).toBe(false);
  });

  it('reaches success only through collected money, on every random walk', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (choices) => {
        let code = 201;
        let collected = false;
        for (const choice of choices) {
          const next = STATUS_TRANSITIONS[code] ?? [];
          if (next.length === 0) break;
          const to = next[choice % next.length] ?? code;
          expect(canTransition(code, to)).toBe(true);
          if (holdsCollectedMoney(to)) collected = true;
          if (to === 200) expect(collected).toBe(true);
          code = to;
        }
        if (!isFinalStatus(code)) expect((STATUS_TRANSITIONS[code] ?? []).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('ledgerEventOf', () => {
  it('books the collection when money is paid, the delivery at 200, the reversal when a paid transaction fails', () => {
    expect(ledgerEventOf(204, 230)).toBe('collection');
    expect(ledgerEventOf(203, 232)).toBe('collection');
    expect(ledgerEventOf(230, 231)).toBeUndefined();
    expect(ledgerEventOf(230, 235)).toBeUndefined();
    expect(ledgerEventOf(235, 231)).toBeUndefined();
    expect(ledgerEventOf(231, 200)).toBe('delivery');
    expect(ledgerEventOf(231, 528)).toBe('reversal');
    expect(ledgerEventOf(235, 528)).toBe('reversal');
    expect(ledgerEventOf(204, 460)).toBeUndefined();
    expect(ledgerEventOf(201, 202)).toBeUndefined();
  });

  it('books every walk to the end as collection then delivery or reversal, or nothing when never paid', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (choices) => {
        let code = 201;
        const events: string[] = [];
        for (const choice of choices) {
          const next = STATUS_TRANSITIONS[code] ?? [];
          if (next.length === 0) break;
          const to = next[choice % next.length] ?? code;
          const event = ledgerEventOf(code, to);
          if (event !== undefined) events.push(event);
          code = to;
        }
        expect([[], ['collection'], ['collection', 'delivery'], ['collection', 'reversal']]).toContainEqual(
          events,
        );
        if (code === 200) expect(events).toEqual(['collection', 'delivery']);
        if (code === 528) expect(events).toEqual(['collection', 'reversal']);
      }),
    );
  });
});
