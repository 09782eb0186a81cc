/**
 * The sandbox's test cards (issue 36): like the test numbers well-known card processors publish, each scripts one
 * outcome of a card payment on the sandbox's hosted card page, so that every path can be tried without a real card.
 * Only the sandbox takes them; no card number ever reaches the server outside it, and the sandbox keeps none.
 */
export type TestCardOutcome =
  /** Paid without a 3-D Secure challenge. */
  | 'approved'
  /** A 3-D Secure challenge: paid when the payer types THREE_DS_TEST_CODE, declined (450) otherwise. */
  | 'challenge'
  /** A card without 3-D Secure: refused with §8 414. */
  | 'no3ds'
  /** Declined by the bank: §8 450. */
  | 'declined'
  /** Insufficient funds: §8 460. */
  | 'insufficientFunds';

export type TestCard = {
  number: string;
  brand: 'Visa' | 'Mastercard';
  outcome: TestCardOutcome;
};

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved' },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: 'challenge',
  },
  { number: '4000000000003055', brand: 'Visa', outcome: 'no3ds' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'declined',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'insufficientFunds',
  },
];

/** The code that passes the sandbox's 3-D Secure challenge; any other fails it. */
export const THREE_DS_TEST_CODE = '123456';

/** The digits of a card number as typed (spaces and dashes allowed), or undefined if it is not 12 to 19 digits. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}

/** Whether a card number's last digit is its Luhn check digit (what every card number satisfies). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * What the sandbox does with a card number: its test card's outcome; a valid number that is no test card is
 * declined, as a bank would decline a card it does not know.
 */
export function testCardOutcome(digits: string): TestCardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'declined';
}

/** The §8 code a refused outcome ends in (a challenge failed is a decline). */
export const TEST_CARD_REFUSALS: Readonly<
  Record<Exclude<TestCardOutcome, 'approved' | 'challenge'>, number>
> = {
  no3ds: 414,
  declined: 450,
  insufficientFunds: 460,
};
