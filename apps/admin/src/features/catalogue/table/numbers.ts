/**
 * Numbers as the catalogue's cells show and take them, in French (« 1,5 », « 1 000 000 »), and as the wire carries
 * them (decimals as text with a point, amounts as integers of minor units): unchanged on the wire (§7).
 */

/** Spaces a person or a French number format puts in a number: ordinary, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;
/** The group separator of fr-FR's number format: a narrow no-break space. */
const GROUP = '\u202f';

/**
 * A decimal as typed (« 1,5 », « 1.5 », « 0,019 5 ») to the wire's text (« 1.5 »): spaces dropped, the comma a
 * point. Text that is no decimal is returned as typed (without its spaces), for the contract's schema to refuse.
 */
export function decimalToWire(typed: string): string {
  return typed.replace(SPACES, '').replace(',', '.');
}

/** The wire's decimal text to the French one (« 1.5 » → « 1,5 »). */
export function decimalFromWire(wire: string): string {
  return wire.replace('.', ',');
}

/** Digits grouped by three from the right with fr-FR's narrow no-break space (« 1 000 000 »). */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/**
 * An amount as typed, in major units of a currency with `minorUnits` digits after its point (XOF 0, EUR 2), to the
 * wire's integer of minor units: « 1 000 » XOF → 1000, « 1,5 » EUR → 150. Text that is no such amount (letters,
 * a sign, more decimals than the currency has, too large) is returned as typed, for the schema to refuse.
 */
export function amountToWire(typed: string, minorUnits: number): number | string {
  const compact = typed.replace(SPACES, '').replace(',', '.');
  const match = /^(\d{1,16})(?:\.(\d*))?$/.exec(compact);
  if (match === null) return typed.trim();
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return typed.trim();
  const minor = BigInt(`${match[1]}${fraction.padEnd(minorUnits, '0')}`);
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? typed.trim() : Number(minor);
}

/** The wire's integer of minor units as a French amount in major units: 1000 XOF → « 1 000 », 150 EUR → « 1,50 ». */
export function amountFromWire(minor: number, minorUnits: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) return String(minor);
  const digits = String(minor).padStart(minorUnits + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnits);
  const fraction = digits.slice(digits.length - minorUnits);
  return minorUnits === 0 ? grouped(whole) : `${grouped(whole)},${fraction}`;
}

/** An amount as typed, regrouped the French way once the cell is left (« 1000000 » → « 1 000 000 »); else as is. */
export function regroupAmount(typed: string, minorUnits: number): string {
  const wire = amountToWire(typed, minorUnits);
  return typeof wire === 'number' ? amountFromWire(wire, minorUnits) : typed;
}
