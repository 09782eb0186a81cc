import { describe, expect, it } from 'vitest';
import {
  isOperatorId,
  methodOf,
  OPERATOR_IDS,
  OPERATORS,
  operatorsOfMethod,
  takesCardsIn,
} from './operators.ts';

describe('operators', () => {
  it('are known by stable lowercase slugs', () => {
    expect(OPERATOR_IDS).toEqual(['orange', 'mtn', 'moov', 'wave', 'free', 'airtel', 'card', 'bank']);
    expect(OPERATORS.mtn).toBe('MTN MoMo');
  });

  it('recognises a slug exactly', () => {
    expect(isOperatorId('orange')).toBe(true);
    expect(isOperatorId('Orange')).toBe(false);
    expect(isOperatorId('toString')).toBe(false);
  });

  it('tells each slug’s rail', () => {
    expect(methodOf('mtn')).toBe('mobile_money');
    expect(methodOf('card')).toBe('card');
    expect(methodOf('bank')).toBe('bank');
    expect(operatorsOfMethod('mobile_money')).toEqual(['orange', 'mtn', 'moov', 'wave', 'free', 'airtel']);
    expect(operatorsOfMethod('card')).toEqual(['card']);
  });

  it('takes cards in the XOF countries only', () => {
    for (const country of ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG'])
      expect(takesCardsIn(country), country).toBe(true);
    expect(takesCardsIn('GA')).toBe(false);
    expect(takesCardsIn('ZZ')).toBe(false);
  });
});
