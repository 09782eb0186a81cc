import { describe, expect, it } from 'vitest';
import { paymentNoticeOf } from './payment-notifications.ts';

describe('paymentNoticeOf', () => {
  it('tells the customer when the payment waits for them, is paid, succeeds or fails', () => {
    expect(paymentNoticeOf(202, 204)).toBe('approval');
    expect(paymentNoticeOf(204, 230)).toBe('paid');
    expect(paymentNoticeOf(202, 231)).toBe('paid');
    expect(paymentNoticeOf(232, 235)).toBeUndefined();
    expect(paymentNoticeOf(230, 231)).toBeUndefined();
    expect(paymentNoticeOf(231, 200)).toBe('succeeded');
    expect(paymentNoticeOf(202, 200)).toBe('succeeded');
    expect(paymentNoticeOf(204, 451)).toBe('failed');
    expect(paymentNoticeOf(231, 528)).toBe('failed');
  });

  it('says nothing of the steps before the customer is involved', () => {
    expect(paymentNoticeOf(201, 202)).toBeUndefined();
    expect(paymentNoticeOf(202, 203)).toBeUndefined();
  });
});
