import {
  deliveryNoteSchema,
  deliveryReferenceSchema,
  failOperationBodySchema,
  type QueuedOperation,
} from '@1xpay/contract';
import { findCountryByCode, groupPhone } from '@1xpay/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { operatorName } from '../../lib/labels.ts';
import { useText } from '../../lib/text.ts';
import { useSettleOperation } from './api.ts';

export type Outcome = 'complete' | 'fail';

/**
 * Where the delivery goes: a deposit onto its betting account, a transfer to its beneficiary's number, a
 * withdrawal to the number it names (the payer's when none) with the end of the code the partner confirmed (never
 * the code itself, decision 062), numbers grouped as people read them.
 */
export function useDestination() {
  const t = useText();
  return (
    operation: Pick<QueuedOperation, 'beneficiaryPhone' | 'accountId1xBet' | 'payerPhone' | 'type'> &
      Partial<Pick<QueuedOperation, 'withdrawalCodeHint'>>,
    short = false,
  ) => {
    if (operation.type === 'deposit')
      return operation.accountId1xBet === null
        ? t('operations.to.none')
        : t(short ? 'operations.to.accountShort' : 'operations.to.account', {
            account: operation.accountId1xBet,
          });
    const phone =
      operation.beneficiaryPhone ?? (operation.type === 'withdrawal' ? operation.payerPhone : null);
    if (phone === null) return t('operations.to.none');
    if (operation.type === 'withdrawal' && operation.withdrawalCodeHint !== undefined && !short)
      return t('operations.to.withdrawal', { phone: groupPhone(phone), hint: operation.withdrawalCodeHint });
    return groupPhone(phone);
  };
}

/** « MTN · Bénin »: the operator's name and the country's. */
export function operatorAndCountry(
  operation: Pick<
    QueuedOperation,
    'type' | 'operator' | 'country' | 'beneficiaryCountry' | 'beneficiaryOperator'
  >,
): [string, string] {
  // A transfer is delivered where its beneficiary is: their operator (when the customer named it) and country.
  const transfer = operation.type === 'transfer' && operation.beneficiaryCountry !== undefined;
  const id = transfer ? operation.beneficiaryOperator : operation.operator;
  const code = transfer ? (operation.beneficiaryCountry ?? operation.country) : operation.country;
  const operator = id === undefined ? '' : operatorName(id);
  const country = findCountryByCode(code)?.countryName ?? code;
  return [operator, country];
}

/**
 * What the agent hands over: across currencies, what the beneficiary receives at the rate fixed when the customer
 * paid (never the amount in the payer's currency); otherwise the amount itself.
 */
export function delivered(
  operation: Pick<QueuedOperation, 'amount' | 'currency' | 'receivedAmount' | 'receivedCurrency'>,
) {
  return operation.receivedAmount === undefined || operation.receivedCurrency === undefined
    ? ([operation.amount, operation.currency] as const)
    : ([operation.receivedAmount, operation.receivedCurrency] as const);
}

/** An amount with its currency's code (XOF and XAF look alike otherwise): « 25 000 XOF ». */
export function useAmount() {
  const intl = useIntl();
  return (amount: number, currency: string) =>
    intl.formatNumber(amount, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    });
}

/**
 * The confirmation of a settlement (decision 049): what is delivered (amount, where to, operator) so the agent
 * checks it against their operator's screen, the delivery's own reference (required to complete, optional to fail)
 * and a note for the admins; failing also asks for the message the customer will read. Checked with the contract's
 * schemas before anything is sent; nothing is sent before the admin confirms.
 */
export function SettleDialog({
  operation,
  outcome,
  onClose,
  onSettled,
}: {
  operation: QueuedOperation | undefined;
  outcome: Outcome | undefined;
  onClose: () => void;
  onSettled: (outcome: Outcome) => void;
}) {
  const t = useText();
  const id = useId();
  const amount = useAmount();
  const destination = useDestination();
  const reference = operation?.reference ?? '';
  const settle = useSettleOperation(reference);
  const message = useRequiredText(failOperationBodySchema.shape.failureMessage);
  const [deliveryReference, setDeliveryReference] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ reference?: string; note?: string }>({});
  const close = () => {
    if (settle.isPending) return;
    settle.reset();
    message.clear();
    setDeliveryReference('');
    setNote('');
    setProblems({});
    onClose();
  };
  const confirm = () => {
    if (settle.isPending || outcome === undefined) return;
    const typed = deliveryReference.trim();
    const found: { reference?: string; note?: string } = {};
    if (typed === '' && outcome === 'complete') found.reference = t('settle.deliveryReference.required');
    else if (typed !== '' && !deliveryReferenceSchema.safeParse(typed).success)
      found.reference = t('settle.deliveryReference.invalid');
    const noted = deliveryNoteSchema.safeParse(note);
    if (!noted.success) found.note = t('settle.note.invalid');
    const failureMessage = outcome === 'fail' ? message.take() : '';
    setProblems(found);
    if (found.reference !== undefined || found.note !== undefined || failureMessage === undefined) return;
    const record = { deliveryReference: typed, note: noted.data ?? '' };
    settle.mutate(outcome === 'fail' ? { outcome, failureMessage, ...record } : { outcome, ...record }, {
      onSuccess: () => onSettled(outcome),
    });
  };
  const [operatorName, countryName] = operation === undefined ? ['', ''] : operatorAndCountry(operation);
  const referenceNote =
    problems.reference ??
    t(outcome === 'fail' ? 'settle.deliveryReference.optional' : 'settle.deliveryReference.hint');
  return (
    <ConfirmDialog
      open={outcome !== undefined && operation !== undefined}
      title={outcome === 'fail' ? t('settle.fail.title') : t('settle.complete.title')}
      confirmLabel={outcome === 'fail' ? t('settle.fail.confirm') : t('settle.complete.confirm')}
      danger={outcome === 'fail'}
      pending={settle.isPending}
      error={settle.error}
      onConfirm={confirm}
      onClose={close}
    >
      {operation !== undefined && (
        <div className="space-y-4">
          <dl
            aria-label={t('settle.summary')}
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-[12px] bg-ink-50 p-3 text-sm"
          >
            <dt className="text-ink-600">{t('operations.reference')}</dt>
            <dd className="font-mono text-ink-900">{operation.reference}</dd>
            <dt className="text-ink-600">{t('settle.amount')}</dt>
            <dd className="font-semibold text-ink-900">
              {amount(...delivered(operation))} · {t(`operationType.${operation.type}`)}
            </dd>
            {operation.receivedAmount !== undefined && (
              <>
                <dt className="text-ink-600">{t('settle.sent')}</dt>
                <dd className="text-ink-900">{amount(operation.amount, operation.currency)}</dd>
              </>
            )}
            <dt className="text-ink-600">{t('settle.to')}</dt>
            <dd className="font-semibold whitespace-nowrap text-ink-900">{destination(operation)}</dd>
            <dt className="text-ink-600">{t('settle.operator')}</dt>
            <dd className="text-ink-900">
              {operatorName === ''
                ? countryName
                : t('operations.operatorCountry', { operator: operatorName, country: countryName })}
            </dd>
            <dt className="text-ink-600">{t('settle.customer')}</dt>
            <dd className="text-ink-900">
              {operation.customerName} ·{' '}
              <span className="whitespace-nowrap">{groupPhone(operation.customerPhone)}</span>
            </dd>
          </dl>
          <div className="space-y-1">
            <label htmlFor={`${id}-reference`} className="block text-sm font-semibold text-ink-900">
              {t('settle.deliveryReference')}
            </label>
            <input
              id={`${id}-reference`}
              value={deliveryReference}
              onChange={(event) => setDeliveryReference(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirm();
                }
              }}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              required={outcome === 'complete'}
              aria-invalid={problems.reference === undefined ? undefined : true}
              aria-describedby={`${id}-reference-note`}
              className="block min-h-11 w-full rounded-[8px] border border-ink-300 px-3 py-2 font-mono focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <p
              id={`${id}-reference-note`}
              className={problems.reference === undefined ? 'text-sm text-ink-500' : 'text-sm text-red-700'}
            >
              {referenceNote}
            </p>
          </div>
          {outcome === 'fail' && (
            <TextAreaField
              label={t('settle.fail.message')}
              value={message.value}
              onChange={message.setValue}
              hint={t('settle.fail.hint')}
              error={message.invalid ? t('settle.fail.required') : undefined}
            />
          )}
          <TextAreaField
            label={t('settle.note')}
            value={note}
            onChange={setNote}
            rows={2}
            hint={t('settle.note.hint')}
            error={problems.note}
          />
          {outcome === 'complete' && <p className="text-sm">{t('settle.complete.text')}</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}
