/**
 * The USSD code that opens an operator's mobile-money menu, where a customer whose approval prompt never came can
 * approve a pending payment. Only the codes the operators publish for their menu; none for Wave (an app, no USSD).
 * The instructions the master admin writes on a deposit address (GET /api/addresses) come first when present.
 */
const USSD: Readonly<Record<string, string>> = {
  'orange:*': '#144#',
  'mtn:BJ': '*880#',
  'mtn:CI': '*133#',
  'moov:BJ': '*855#',
  'moov:CI': '*155#',
  'moov:TG': '*155#',
  'moov:BF': '*555#',
  'free:SN': '#150#',
};

export function ussdCode(operator: string, country: string): string | undefined {
  return USSD[`${operator}:${country}`] ?? USSD[`${operator}:*`];
}

/** A USSD code as a link the phone dials: `#` must be escaped in a tel: URI. */
export function ussdHref(code: string): string {
  return `tel:${code.replace(/#/g, '%23')}`;
}
