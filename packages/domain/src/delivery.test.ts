import { describe, expect, it } from 'vitest';
import { DELIVERY_TARGET_MINUTES, deliveryUrgency, groupPhone } from './delivery.ts';

const MINUTE = 60_000;

describe('deliveryUrgency', () => {
  it('is on time, then soon, then late against the delivery target', () => {
    const since = Date.UTC(2026, 10, 28, 9);
    expect(deliveryUrgency(since, since + 2 * MINUTE)).toEqual({ urgency: 'onTime', minutesLeft: 13 });
    expect(deliveryUrgency(since, since + 11 * MINUTE)).toEqual({ urgency: 'soon', minutesLeft: 4 });
    expect(deliveryUrgency(since, since + DELIVERY_TARGET_MINUTES * MINUTE).urgency).toBe('late');
    expect(deliveryUrgency(since, since + 40 * MINUTE)).toEqual({ urgency: 'late', minutesLeft: -25 });
    // A clock a little behind the server's never says more time is left than the target.
    expect(deliveryUrgency(since, since - MINUTE).minutesLeft).toBe(DELIVERY_TARGET_MINUTES);
  });
});

describe('groupPhone', () => {
  it('groups a number by its calling code, then in pairs', () => {
    expect(groupPhone('+2290196123400')).toBe('+229 01 96 12 34 00');
    expect(groupPhone('+22997000111')).toBe('+229 97 00 01 11');
    expect(groupPhone('+221770000000')).toBe('+221 770 00 00 00');
    expect(groupPhone('+33612345678')).toBe('+33 612 34 56 78');
  });

  it('gives back what is no international number', () => {
    expect(groupPhone('97000111')).toBe('97000111');
    expect(groupPhone('')).toBe('');
  });
});
