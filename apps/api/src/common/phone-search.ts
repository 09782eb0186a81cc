import { findCountryByCode, ONE_X_PAY_COUNTRY_CODES } from '@1xpay/domain';

/**
 * The phone numbers a search may mean: as typed in international form (+229…, 00229…, 229…), or a local number
 * in any country of the service (97000000 → +22997000000, +22697000000…). Compared for equality, so that the
 * search stays on an index at a million transactions.
 */
export function phoneCandidates(text: string): string[] {
  const compact = text.replace(/[\s.()-]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return [];
  const digits = compact.replace(/^(\+|00)/, '');
  const local = ONE_X_PAY_COUNTRY_CODES.flatMap((code) => {
    const country = findCountryByCode(code);
    return country === undefined ? [] : [`+${country.callingCode}${digits}`];
  });
  return [`+${digits}`, ...local];
}
