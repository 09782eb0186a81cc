import { describe, expect, it } from 'vitest';
import { isOperatorId, OPERATOR_IDS, OPERATORS } from './operators.ts';

describe('operators', () => {
  it('are known by stable lowercase slugs', () => {
    expect(OPERATOR_IDS).toEqual(['orange', 'mtn', 'moov', 'wave', 'free', 'airtel']);
    expect(OPERATORS.mtn).toBe('MTN MoMo');
  });

  it('recognises a slug exactly', () => {
    expect(isOperatorId('orange')).toBe(true);
    expect(isOperatorId('Orange')).toBe(false);
    expect(isOperatorId('toString')).toBe(false);
  });
});
