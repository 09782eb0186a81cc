import { describe, expect, it } from 'vitest';
import { isErrorCode } from './error-catalogue.ts';
import { cardDigits, luhnValid, TEST_CARD_REFUSALS, TEST_CARDS, testCardOutcome } from './test-cards.ts';

describe('the sandbox’s test cards', () => {
  it('are valid card numbers, one per outcome at least', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(new Set(TEST_CARDS.map((card) => card.outcome))).toEqual(
      new Set(['approved', 'challenge', 'no3ds', 'declined', 'insufficientFunds']),
    );
  });

  it('reads a number as typed, and refuses what is not one', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4000-0000-0000-3220')).toBe('4000000000003220');
    expect(cardDigits('4242 42')).toBeUndefined();
    expect(cardDigits('4242 4242 4242 424a')).toBeUndefined();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('gives each test card its outcome, and declines any other card', () => {
    expect(testCardOutcome('4242424242424242')).toBe('approved');
    expect(testCardOutcome('4000000000003220')).toBe('challenge');
    expect(testCardOutcome('4000000000003055')).toBe('no3ds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficientFunds');
    expect(testCardOutcome('4111111111111111')).toBe('declined');
  });

  it('ends each refusal in a code of the error catalogue (414 is the card without 3-D Secure)', () => {
    expect(TEST_CARD_REFUSALS.no3ds).toBe(414);
    for (const code of Object.values(TEST_CARD_REFUSALS)) expect(isErrorCode(code), String(code)).toBe(true);
  });
});
