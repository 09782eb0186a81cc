import { findCountryByPhone } from './reference/countries.ts';

/**
 * How long an agent has to deliver a verified payment (decision 049): the queue's deadline signal. The customer
 * has paid; past this, they are waiting for their money.
 */
export const DELIVERY_TARGET_MINUTES = 15;
/** From here on, the signal says the deadline is near. */
export const DELIVERY_WARNING_MINUTES = 10;

export type DeliveryUrgency = 'onTime' | 'soon' | 'late';

/** Where an operation waiting since `since` stands against its deadline at `now` (epoch ms), and the minutes left. */
export function deliveryUrgency(
  since: number,
  now: number,
): { urgency: DeliveryUrgency; minutesLeft: number } {
  const waited = Math.max(0, Math.floor((now - since) / 60_000));
  const minutesLeft = DELIVERY_TARGET_MINUTES - waited;
  const urgency =
    waited >= DELIVERY_TARGET_MINUTES ? 'late' : waited >= DELIVERY_WARNING_MINUTES ? 'soon' : 'onTime';
  return { urgency, minutesLeft };
}

/**
 * An international number as people read it: the calling code, then the rest in pairs (`+229 01 96 12 34 00`), an
 * odd count of digits starting with a group of three (`+221 770 00 00 00`). A text that is no international
 * number is given back as it is.
 */
export function groupPhone(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '');
  if (!/^\+\d{6,15}$/.test(digits)) return phone;
  const country = findCountryByPhone(digits);
  const code = String(country?.callingCode ?? '');
  if (code === '' || !digits.startsWith(`+${code}`)) return phone;
  const rest = digits.slice(code.length + 1);
  const head = rest.length % 2 === 1 ? rest.slice(0, 3) : rest.slice(0, 2);
  const pairs = rest.slice(head.length).match(/\d{2}/g) ?? [];
  return [`+${code}`, head, ...pairs].filter((part) => part !== '').join(' ');
}
