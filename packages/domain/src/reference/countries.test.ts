import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountryByCode, findCountryByPhone, internationalDigits } from './countries.ts';

// ISO 3166-1 alpha-2, all 249 officially assigned codes.
const ISO_3166_1 =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA
GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH
KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY
MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH
SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

describe('COUNTRIES', () => {
  it('holds every ISO 3166-1 country once, plus Kosovo', () => {
    expect(ISO_3166_1).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ISO_3166_1, 'XK'].sort());
  });

  it('describes each country with every field of §3', () => {
    for (const country of COUNTRIES) {
      expect(country.countryCodeLowerCase).toBe(country.countryCode.toLowerCase());
      expect(Number.isInteger(country.callingCode) && country.callingCode > 0).toBe(true);
      expect([...country.countryFlag]).toHaveLength(2);
      expect(['Afrique', 'Amériques', 'Antarctique', 'Asie', 'Europe', 'Océanie']).toContain(country.region);
      expect(country.countryName.trim()).not.toBe('');
      if (country.currency !== null) expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(country.depositSupported).toBe(country.is1xPayCountry);
      expect(country.chooseAsDepositCountry).toBe(country.is1xPayCountry);
    }
  });

  it('names countries in French and sorts them by that name', () => {
    const names = Object.fromEntries(COUNTRIES.map((c) => [c.countryCode, c.countryName]));
    expect(names).toMatchObject({
      BJ: 'Bénin',
      CI: 'Côte d’Ivoire',
      SN: 'Sénégal',
      DE: 'Allemagne',
      US: 'États-Unis',
      GB: 'Royaume-Uni',
      CM: 'Cameroun',
    });
    const sorted = [...COUNTRIES].sort((a, b) => a.countryName.localeCompare(b.countryName, 'fr'));
    expect(COUNTRIES.map((c) => c.countryCode)).toEqual(sorted.map((c) => c.countryCode));
  });

  it('marks exactly BJ, BF, CI, ML, SN, TG and GA as service countries', () => {
    const served = COUNTRIES.filter((country) => country.is1xPayCountry).map(
      (country) => country.countryCode,
    );
    expect(served.sort()).toEqual(['BF', 'BJ', 'CI', 'GA', 'ML', 'SN', 'TG']);
  });

  it('gives the service countries their calling code, currency and flag', () => {
    expect(findCountryByCode('bj')).toMatchObject({
      countryCode: 'BJ',
      countryCodeLowerCase: 'bj',
      callingCode: 229,
      currency: 'XOF',
      countryFlag: '🇧🇯',
      region: 'Afrique',
      is1xPayCountry: true,
    });
    expect(findCountryByCode('GA')).toMatchObject({ callingCode: 241, currency: 'XAF' });
    expect(findCountryByCode('CI')).toMatchObject({ callingCode: 225, currency: 'XOF' });
    expect(findCountryByCode('AQ')).toMatchObject({ currency: null });
    expect(findCountryByCode('ZZ')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
  });
});

describe('findCountryByPhone', () => {
  it.each([
    ['+22997000000', 'BJ'],
    ['+229 97 00 00 00', 'BJ'],
    ['0022997000000', 'BJ'],
    ['22997000000', 'BJ'],
    ['+225 07 07 07 07 07', 'CI'],
    ['+226 70 00 00 00', 'BF'],
    ['+223 70 00 00 00', 'ML'],
    ['+221 77 000 00 00', 'SN'],
    ['+228 90 00 00 00', 'TG'],
    ['+241 06 00 00 00', 'GA'],
    ['+233 24 000 0000', 'GH'],
    ['+234 803 000 0000', 'NG'],
  ])('finds %s in %s by its three-digit calling code', (phone, code) => {
    expect(findCountryByPhone(phone)?.countryCode).toBe(code);
  });

  it.each([
    ['+33 6 12 34 56 78', 'FR'],
    ['+32 470 00 00 00', 'BE'],
    ['+49 151 0000000', 'DE'],
    ['+27 82 000 0000', 'ZA'],
    ['+44 7700 900000', 'GB'],
  ])('falls back to the two-digit calling code: %s is %s', (phone, code) => {
    expect(findCountryByPhone(phone)?.countryCode).toBe(code);
  });

  it('reads calling codes that are prefix-free, so a number never matches two codes of different lengths', () => {
    const codes = [...new Set(COUNTRIES.map((country) => String(country.callingCode)))];
    for (const code of codes) {
      for (const other of codes) if (other !== code) expect(other.startsWith(code)).toBe(false);
    }
  });

  it('tries three digits before two: +212 is Morocco, not +21 (unassigned)', () => {
    expect(findCountryByPhone('+212600000000')?.countryCode).toBe('MA');
    expect(findCountryByPhone('+216 20 000 000')?.countryCode).toBe('TN');
  });

  it('resolves a calling code shared by several countries to its main country', () => {
    expect(findCountryByPhone('+262 262 00 00 00')?.countryCode).toBe('RE');
    expect(findCountryByPhone('+1 415 555 0100')?.countryCode).toBe('US');
    expect(findCountryByPhone('+7 495 123 45 67')?.countryCode).toBe('RU');
  });

  it.each(['', '   ', '+', '00', 'abc', '+22a97000000', '+0229', '0229', '+999 1234', '+80 1234'])(
    'finds no country for %j',
    (phone) => {
      expect(findCountryByPhone(phone)).toBeUndefined();
    },
  );

  it('finds, for any country and any subscriber digits, a country with that calling code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.stringMatching(/^\d{6,10}$/), (country, rest) => {
        expect(findCountryByPhone(`+${country.callingCode}${rest}`)?.callingCode).toBe(country.callingCode);
      }),
    );
  });

  it('reads the same number the same way in every usual notation', () => {
    expect(internationalDigits('+229 (97) 00-00.00')).toBe('22997000000');
    expect(internationalDigits('0022997000000')).toBe('22997000000');
    expect(internationalDigits('+22997000000')).toBe('22997000000');
    expect(internationalDigits('++229')).toBeUndefined();
  });
});
