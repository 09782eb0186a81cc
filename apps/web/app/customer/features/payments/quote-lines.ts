import { formatMoney, formatMoneyWithCode, rateText } from '@1xpay/domain';

/** A quote as the API gives it (contract's Quote). */
export type QuoteOf = {
  amount: number;
  fees: number;
  total: number;
  currency: string;
  rate?: string | undefined;
  receivedAmount?: number | undefined;
  receivedCurrency?: string | undefined;
};

export type QuoteLineKey =
  | 'pay.amount'
  | 'pay.amountSent'
  | 'pay.fees'
  | 'pay.total'
  | 'pay.rate'
  | 'pay.received'
  | 'pay.withdrawAmount'
  | 'pay.youReceive';
export type QuoteLine = { key: QuoteLineKey; value: string; strong?: boolean };

/**
 * What a quote says, line by line: the amount (« Montant envoyé » for a transfer), the fees, the total to pay and,
 * for a transfer, « Le bénéficiaire reçoit », always: the amount itself where both sides use the same currency
 * (Benin → Togo), the converted amount otherwise. Where two currencies meet every amount names its ISO code (« 25 000
 * XOF », « 25 600 XAF »: the symbols F CFA and FCFA cannot be told apart) and the rate is shown; never otherwise.
 */
export function quoteLines(quote: QuoteOf, kind: 'deposit' | 'transfer' | 'withdrawal'): QuoteLine[] {
  // A withdrawal: the partner pays the amount, the fees are taken from it, the rest arrives (decision 062).
  if (kind === 'withdrawal')
    return [
      { key: 'pay.withdrawAmount', value: formatMoney(quote.amount, quote.currency) },
      { key: 'pay.fees', value: formatMoney(quote.fees, quote.currency) },
      {
        key: 'pay.youReceive',
        value: formatMoney(quote.receivedAmount ?? quote.amount - quote.fees, quote.currency),
        strong: true,
      },
    ];
  const receivedCurrency = quote.receivedCurrency ?? quote.currency;
  const across = kind === 'transfer' && receivedCurrency.toUpperCase() !== quote.currency.toUpperCase();
  const money = across ? formatMoneyWithCode : formatMoney;
  const lines: QuoteLine[] = [
    {
      key: kind === 'transfer' ? 'pay.amountSent' : 'pay.amount',
      value: money(quote.amount, quote.currency),
    },
    { key: 'pay.fees', value: money(quote.fees, quote.currency) },
    { key: 'pay.total', value: money(quote.total, quote.currency), strong: true },
  ];
  if (kind !== 'transfer') return lines;
  if (across && quote.rate !== undefined)
    lines.push({
      key: 'pay.rate',
      value: rateText(quote.currency, quote.rate, receivedCurrency),
    });
  lines.push({
    key: 'pay.received',
    value: money(quote.receivedAmount ?? quote.amount, receivedCurrency),
    strong: true,
  });
  return lines;
}
