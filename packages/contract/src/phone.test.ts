import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePhone, toE164 } from './phone.ts';

/**
 * What a person may type, with the country it is dialled in when the form knows it: the number in E.164 on the
 * server (full metadata), and in the browser apps (browser-phone.ts, no metadata: a known calling code and 8 to 15
 * digits; the server checks again). `undefined`: not a number.
 */
const CASES: [
  input: string,
  country: string | undefined,
  server: string | undefined,
  browser: string | undefined,
][] = [
  // International, with + or with 00 as dialled from abroad; spaces, dashes, dots and brackets ignored.
  ['+2290197000000', undefined, '+2290197000000', '+2290197000000'],
  ['+229 01 97 00 00 00', undefined, '+2290197000000', '+2290197000000'],
  ['  +229 01 97 00 00 00  ', undefined, '+2290197000000', '+2290197000000'],
  ['00229 01 97 00 00 00', undefined, '+2290197000000', '+2290197000000'],
  ['00229-01-97-00-00-00', undefined, '+2290197000000', '+2290197000000'],
  ['+229.01.97.00.00.00', undefined, '+2290197000000', '+2290197000000'],
  ['+229 (01) 97 00 00 00', undefined, '+2290197000000', '+2290197000000'],
  ['00225 07 07 07 07 07', undefined, '+2250707070707', '+2250707070707'],
  ['+221 77 123 45 67', undefined, '+221771234567', '+221771234567'],
  // National, with the country it is dialled in; an international number keeps its own country.
  ['01 97 00 00 00', 'BJ', '+2290197000000', '+2290197000000'],
  ['01-97-00-00-00', 'BJ', '+2290197000000', '+2290197000000'],
  ['90 11 22 33', 'TG', '+22890112233', '+22890112233'],
  ['07 07 07 07 07', 'CI', '+2250707070707', '+2250707070707'],
  ['77 123 45 67', 'SN', '+221771234567', '+221771234567'],
  ['+229 01 97 00 00 00', 'TG', '+2290197000000', '+2290197000000'],
  ['00229 01 97 00 00 00', 'TG', '+2290197000000', '+2290197000000'],
  // No country and no + or 00: the digits could be of any country.
  ['0197000000', undefined, undefined, undefined],
  ['2290197000000', undefined, undefined, undefined],
  // Not numbers anywhere.
  ['', undefined, undefined, undefined],
  ['', 'BJ', undefined, undefined],
  ['abc', undefined, undefined, undefined],
  ['+', undefined, undefined, undefined],
  ['00', undefined, undefined, undefined],
  ['+229 01 97 00 00 0a', undefined, undefined, undefined],
  ['+999 1234 5678', undefined, undefined, undefined],
  ['+22912', undefined, undefined, undefined],
  // Numbers only the full metadata refuses: the 8-digit Benin numbers retired in 2024, a digit short.
  ['+22997000000', undefined, undefined, '+22997000000'],
  ['97000000', 'BJ', undefined, '+22997000000'],
  ['+229 01 97 00 00', undefined, undefined, '+22901970000'],
];

describe('toE164', () => {
  it.each(CASES)('reads %j (country %s) as %s', (input, country, server) => {
    expect(toE164(input, country)).toBe(server);
  });

  describe('in the browser apps (libphonenumber-js/max is browser-phone.ts)', () => {
    let inBrowser: typeof toE164;
    beforeAll(async () => {
      vi.resetModules();
      vi.doMock('libphonenumber-js/max', () => import('./browser-phone.ts'));
      ({ toE164: inBrowser } = await import('./phone.ts'));
      vi.doUnmock('libphonenumber-js/max');
    });

    it.each(CASES)(
      'reads %j (country %s) as %s on the server, as %s here',
      (input, country, _server, browser) => {
        expect(inBrowser(input, country)).toBe(browser);
      },
    );
  });
});

describe('parsePhone', () => {
  it('gives the number’s country and line type to the server', () => {
    const mobile = parsePhone('90 11 22 33', 'TG');
    expect([mobile?.number, mobile?.country, mobile?.getType()]).toEqual(['+22890112233', 'TG', 'MOBILE']);
    const fixed = parsePhone('+229 01 21 30 00 00');
    expect([fixed?.country, fixed?.getType()]).toEqual(['BJ', 'FIXED_LINE']);
  });
});
