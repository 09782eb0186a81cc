import { UNSUPPORTED_MESSAGES } from '@1xpay/domain';

/** The form field a §8 refusal is about, so that its message shows there. */
export function fieldOfRefusal(code: number, message: string): string {
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
