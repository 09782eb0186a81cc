import { describe, expect, it } from 'vitest';
import { crc16Ccitt, pispiQrCrcHolds, pispiQrFields, pispiQrPayload } from './pispi-qr.ts';

/**
 * The BCEAO's worked example from « Spécifications techniques du QR Code PI-SPI » (a dynamic QR of 1,000 XOF to an
 * alias in Côte d'Ivoire, reference F2YG7643D5HH2023, channel 500), with the checksum that page gives: 9618.
 */
const OFFICIAL =
  '00020136560012int.bceao.pi0136111c3e1b-4312-49ec-b75e-4c8c74c10fd7520400005303952540410005802CI5901X6001X62270516F2YG7643D5HH2023110350063049618';

describe('pispiQrPayload', () => {
  it('writes the BCEAO’s worked example byte for byte, its CRC included', () => {
    expect(
      pispiQrPayload({
        alias: '111c3e1b-4312-49ec-b75e-4c8c74c10fd7',
        country: 'ci',
        amount: 1000n,
        reference: 'F2YG7643D5HH2023',
        channel: '500',
      }),
    ).toBe(OFFICIAL);
  });

  it('computes CRC-16/CCITT-FALSE: the standard check value, and the example’s own', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt(OFFICIAL.slice(0, -4))).toBe('9618');
    expect(pispiQrCrcHolds(OFFICIAL)).toBe(true);
    // One digit of the amount changed (1000 → 9000): the CRC no longer holds.
    expect(pispiQrCrcHolds(OFFICIAL.replace('54041000', '54049000'))).toBe(false);
  });

  it('leaves the amount out when none is given, and defaults to a dynamic QR (channel 400)', () => {
    const text = pispiQrPayload({ alias: 'a1', country: 'SN', reference: '1XP-ABC' });
    const fields = pispiQrFields(text);
    expect(fields?.has('54')).toBe(false);
    expect(fields?.get('58')).toBe('SN');
    expect(fields?.get('62')).toBe('05071XP-ABC1103400');
    expect(pispiQrCrcHolds(text)).toBe(true);
  });

  it('writes an integer amount of francs as digits, never through a float', () => {
    const amount = 9_007_199_254_740_993n; // above 2^53: a Number would round it
    const text = pispiQrPayload({ alias: 'a1', country: 'BJ', amount: amount / 1000n, reference: 'R' });
    expect(pispiQrFields(text)?.get('54')).toBe('9007199254740');
  });

  it('refuses what the format cannot carry: Gabon, a long reference, a zero amount, 14 digits', () => {
    const base = { alias: 'a1', country: 'BJ', reference: 'R' };
    expect(() => pispiQrPayload({ ...base, country: 'GA' })).toThrow(RangeError);
    expect(() => pispiQrPayload({ ...base, reference: 'R'.repeat(26) })).toThrow(RangeError);
    expect(() => pispiQrPayload({ ...base, amount: 0n })).toThrow(RangeError);
    expect(() => pispiQrPayload({ ...base, amount: 10n ** 13n })).toThrow(RangeError);
    expect(() => pispiQrPayload({ ...base, alias: '' })).toThrow(RangeError);
  });
});
