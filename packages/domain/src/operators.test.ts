import { describe, expect, it } from 'vitest';
import { isOperatorId, methodOf, OPERATOR_IDS, OPERATORS, operatorsOfMethod } from './operators.ts';

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
});
