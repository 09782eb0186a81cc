import { useId } from 'react';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { accountName } from '../../lib/labels.ts';
import { useMoney } from '../../lib/money.ts';
import { useText } from '../../lib/text.ts';
import { useLedgerBalances } from './api.ts';

type Balance = { account: string; currency: string; balance: number };

/** Balances grouped by currency, the currencies in alphabetical order, each one's accounts by name. */
export function byCurrencyOf(balances: readonly Balance[]): { currency: string; rows: Balance[] }[] {
  const groups = new Map<string, Balance[]>();
  for (const balance of balances)
    groups.set(balance.currency, [...(groups.get(balance.currency) ?? []), balance]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([currency, rows]) => ({ currency, rows }));
}

/**
 * The ledger's balances (decision 020), one table per currency: XOF and XAF are never added together. Each account
 * by its French name (« Fonds clients à livrer »), each balance on its account's normal side.
 */
export function LedgerBalances() {
  const t = useText();
  const money = useMoney();
  const id = useId();
  const balances = useLedgerBalances();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div>
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {t('ledger.title')}
        </h2>
        <p className="text-sm text-ink-600">{t('ledger.lead')}</p>
      </div>
      {balances.isPending ? (
        <Loading />
      ) : balances.isError ? (
        <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />
      ) : balances.data.data.length === 0 ? (
        <Empty text={t('ledger.empty')} />
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {byCurrencyOf(balances.data.data).map((group) => (
            <div
              key={group.currency}
              className="overflow-x-auto rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
            >
              <table className="w-full text-sm">
                <caption className="px-3 pt-3 text-left font-semibold text-ink-900">
                  {t('ledger.currency', { currency: group.currency })}
                </caption>
                <thead className="border-b border-ink-100">
                  <tr>
                    <th scope="col" className="w-full px-3 py-2 text-left font-semibold text-ink-700">
                      {t('ledger.account')}
                    </th>
                    <th
                      scope="col"
                      className="px-3 py-2 text-right font-semibold whitespace-nowrap text-ink-700"
                    >
                      {t('ledger.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={row.account} className="border-b border-ink-50 last:border-0">
                      <th scope="row" className="px-3 py-2 text-left font-normal text-ink-900">
                        {accountName(t, row.account)}
                      </th>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {money(row.balance, row.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
