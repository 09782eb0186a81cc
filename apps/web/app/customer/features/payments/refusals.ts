import { UNSUPPORTED_MESSAGES } from '@1xpay/domain';

/**
 * The form field a §8 refusal is about, so that its message shows there. A withdrawal's details incomplete (401:
 * its code, the betting account being filled in by the form) or invalid (400) are said at its code, and so is the
 * partner's refusal of the code (470–472); another amount (473) at the amount (decision 062).
 */
export function fieldOfRefusal(code: number, message: string, kind?: string): string {
  if (kind === 'withdrawal')
    switch (code) {
      case 400:
      case 401:
      case 470:
      case 471:
      case 472:
        return 'withdrawalCode';
      case 473:
        return 'amount';
    }
  switch (code) {
    case 410:
    case 411:
    case 408:
      return 'amount';
    case 402:
    case 406:
    case 407:
    case 413:
      return 'payerPhone';
    case 403:
    case 409:
      return 'beneficiaryPhone';
    case 462:
      return Object.values(UNSUPPORTED_MESSAGES).some((messages) => messages.country === message)
        ? 'country'
        : 'operator';
    default:
      return '';
  }
}
