import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-catalogue.ts';
import {
  canTransition,
  holdsCollectedMoney,
  isFinalStatus,
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
