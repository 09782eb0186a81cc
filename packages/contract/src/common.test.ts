import { describe, expect, it } from 'vitest';
import { pubsSchema, ratesSchema } from './catalogue.ts';
import {
  countryCodeSchema,
  decimalSchema,
  emailSchema,
  phoneNumberSchema,
  safeLinkSchema,
} from './common.ts';

describe('phoneNumberSchema', () => {
  it.each([
    ['+229 01 97 00 00 00', '+2290197000000'],
    ['+2290197000000', '+2290197000000'],
    ['00225 07 07 07 07 07', '+2250707070707'],
    ['+221 77 123 45 67', '+221771234567'],
  ])('normalises %s to E.164 %s', (input, e164) => {
    expect(phoneNumberSchema.parse(input)).toBe(e164);
  });

  it('refuses the 8-digit Benin numbers retired in 2024 (now 01 + 8 digits)', () => {
    expect(phoneNumberSchema.safeParse('+22997000000').success).toBe(false);
  });

  it.each(['97000000', '+229', '+999 1234 5678', 'abc', '', '+22912'])(
    'refuses %j with the phone message key',
    (input) => {
      const result = phoneNumberSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('phone_invalid');
    },
  );
});

describe('emailSchema', () => {
  it('trims and lowers the address', () => {
    expect(emailSchema.parse('  Awa.Diallo@Example.SN ')).toBe('awa.diallo@example.sn');
    expect(emailSchema.safeParse('awa@').success).toBe(false);
  });
});

describe('countryCodeSchema', () => {
  it('accepts a known country in any case and refuses others', () => {
    expect(countryCodeSchema.parse('bj')).toBe('BJ');
    expect(countryCodeSchema.safeParse('ZZ').success).toBe(false);
    expect(countryCodeSchema.safeParse('BEN').success).toBe(false);
  });
});

describe('decimalSchema', () => {
  it('takes exact decimals as text, never numbers', () => {
    expect(decimalSchema(4).parse('1.5')).toBe('1.5');
    expect(decimalSchema(4).parse('0')).toBe('0');
    for (const bad of ['1.23456', '-1', '1e3', '.5', '1,5', ' ', 'NaN']) {
      expect(decimalSchema(4).safeParse(bad).success).toBe(false);
    }
    expect(decimalSchema(4).safeParse(1.5).success).toBe(false);
  });
});

describe('safeLinkSchema', () => {
  it.each(['https://example.com/promo?x=1', 'http://localhost:3000/a', '/cards', '/business-api#tarifs'])(
    'accepts %s',
    (link) => expect(safeLinkSchema.safeParse(link).success).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>',
    '//evil.example',
    '/\\evil.example',
    'ftp://example.com',
    'https://exa mple.com',
    'vbscript:x',
  ])('refuses %s', (link) => expect(safeLinkSchema.safeParse(link).success).toBe(false));
});

describe('configuration lists', () => {
  const pub = { id: 'p1', title: 'Bonus', picture: 'pictures/a.webp', link: '/rewards' };

  it('fills defaults so what is stored is complete', () => {
    expect(pubsSchema.parse([pub])).toEqual([{ ...pub, active: true }]);
  });

  it('refuses two items with one id, and two rates for one country', () => {
    expect(pubsSchema.safeParse([pub, pub]).success).toBe(false);
    const rate = { countryCode: 'GH', currency: 'GHS', rate: '0.0195' };
    expect(ratesSchema.safeParse({ countries: [rate, rate] }).success).toBe(false);
    expect(ratesSchema.parse({ countries: [{ ...rate, countryCode: 'gh', currency: 'ghs' }] })).toEqual({
      countries: [rate],
    });
  });
});
