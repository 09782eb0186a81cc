import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { currencyDetail, currencyMinorUnits, isKnownCurrency } from './currencies.ts';
import { MINOR_UNITS_NOT_TWO } from './minor-units.ts';

describe('currencyDetail', () => {
  it('describes the franc CFA of West Africa', () => {
    expect(currencyDetail('XOF')).toEqual({
      name: 'West African CFA Franc',
      nameFr: 'franc CFA (BCEAO)',
      code: 'XOF',
      symbol: 'F\u202fCFA', // a narrow no-break space, so the symbol never wraps
      emojiFlag: '🇸🇳',
    });
  });

  it('describes other currencies of the service and its partners', () => {
    expect(currencyDetail('XAF')).toMatchObject({
      nameFr: 'franc CFA (BEAC)',
      symbol: 'FCFA',
      emojiFlag: '🇨🇲',
    });
    expect(currencyDetail('EUR')).toMatchObject({
      name: 'Euro',
      nameFr: 'euro',
      symbol: '€',
      emojiFlag: '🇪🇺',
    });
    expect(currencyDetail('USD')).toMatchObject({ nameFr: 'dollar des États-Unis', emojiFlag: '🇺🇸' });
    expect(currencyDetail('GHS')).toMatchObject({ nameFr: 'cédi ghanéen', emojiFlag: '🇬🇭' });
    expect(currencyDetail('NGN')).toMatchObject({ nameFr: 'naira nigérian', emojiFlag: '🇳🇬' });
  });

  it('accepts a code in any case and with spaces around', () => {
    expect(currencyDetail(' xof ')).toEqual(currencyDetail('XOF'));
  });

  it('falls back to the bare code when the currency is unknown', () => {
    expect(currencyDetail('ABC')).toEqual({
      name: 'ABC',
      nameFr: 'ABC',
      code: 'ABC',
      symbol: 'ABC',
      emojiFlag: '',
    });
    expect(isKnownCurrency('ABC')).toBe(false);
  });

  it("knows every country's currency", () => {
    for (const { currency } of COUNTRIES) if (currency !== null) expect(isKnownCurrency(currency)).toBe(true);
  });
});

describe('currencyMinorUnits', () => {
  it('follows ISO 4217: XOF and XAF have none, EUR two, TND three, unknown two', () => {
    expect(currencyMinorUnits('XOF')).toBe(0);
    expect(currencyMinorUnits('XAF')).toBe(0);
    expect(currencyMinorUnits('EUR')).toBe(2);
    expect(currencyMinorUnits('TND')).toBe(3);
    expect(currencyMinorUnits('ABC')).toBe(2);
  });

  it('accepts a code in any case and with spaces around', () => {
    expect(currencyMinorUnits(' xof ')).toBe(0);
    expect(currencyMinorUnits('tnd')).toBe(3);
  });

  it('lists only known currencies among those without two digits', () => {
    for (const code of Object.keys(MINOR_UNITS_NOT_TWO)) expect(isKnownCurrency(code)).toBe(true);
  });
});
