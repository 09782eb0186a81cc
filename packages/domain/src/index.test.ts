import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  canSeeOperation,
  computeUserStats,
  currencyDetail,
  deriveUser,
  errorMessage,
  findCountryByPhone,
  formatDateTime,
  formatMoney,
  grantAllows,
  type ResolvedStatus,
  resolveTransactionStatus,
} from './index.ts';

describe('the public API of @1xpay/domain', () => {
  it('exports the functions and data the other packages build on', () => {
    const functions = [
      resolveTransactionStatus,
      errorMessage,
      findCountryByPhone,
      currencyDetail,
      formatMoney,
      formatDateTime,
      deriveUser,
      computeUserStats,
      canSeeOperation,
      grantAllows,
    ];
    for (const fn of functions) expect(typeof fn).toBe('function');
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it('works end to end on what the dashboard receives', () => {
    const status: ResolvedStatus = resolveTransactionStatus(
      { statusCode: 200, message: null, finished: true },
      { operationStatus: 'success', failureMessage: null },
    );
    expect(status).toEqual({
      code: 200,
      kind: 'success',
      label: 'Réussi',
      paid: true,
      launched: true,
      adminMessage: null,
    });
    expect(findCountryByPhone('+22997000000')?.countryName).toBe('Bénin');
  });
});
