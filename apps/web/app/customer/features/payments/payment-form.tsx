import { ApiError } from '@1xpay/client';
import { type CreateTransactionBody, type OfferedOperators, toE164 } from '@1xpay/contract';
import { findCountryByCode, findCountryByPhone, formatMoney, methodOf, phoneText } from '@1xpay/domain';
import { Button, cx } from '@1xpay/ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DetailList } from '../../components/detail-list.tsx';
import { Field, FormError, PhoneInput, Select, TextInput } from '../../components/field.tsx';
import { ErrorState, Loading, Panel } from '../../components/states.tsx';
import { Token } from '../../components/token.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { useOperatorName } from '../../lib/operators.ts';
import { readStoredUser } from '../../lib/session.ts';
import { useAppPath, useAppText, useFallbacks, useLocale } from '../../lib/text.ts';
import { countryChoices } from '../auth/countries.ts';
import { parseAmount } from './amount.ts';
import {
  forgetPaymentDraft,
  idempotencyKeyFor,
  useCreateTransaction,
  useOperators,
  useQuote,
  useQuoteOf,
} from './api.ts';
import { quoteLines } from './quote-lines.ts';
import { fieldOfRefusal } from './refusals.ts';

/** A refusal for the level-1 monthly limit (422 level_limit_reached at level 1): sending documents raises it. */
function levelOneLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { error?: unknown; limit?: { level?: unknown } } | undefined;
  return body?.error === 'level_limit_reached' && body.limit?.level === 1;
}

export type PaymentKind = 'deposit' | 'transfer' | 'withdrawal';

type Draft = {
  country: string;
  operator: string;
  amount: string;
  payerPhone: string;
  accountId1xBet: string;
  beneficiaryCountry: string;
  beneficiaryPhone: string;
  withdrawalCode: string;
  /** The beneficiary's operator, if the customer knows it ('' otherwise): it lets a payout deliver (decision 061). */
  beneficiaryOperator: string;
};

/** The typed amount settles for this long before it is quoted. */
const QUOTE_AFTER_MS = 350;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The national part of a stored international number, for the payer field (+229 97… → 97…). */
function nationalOf(phone: string, callingCode: number): string {
  const prefix = `+${callingCode}`;
  return phone.startsWith(prefix) ? phone.slice(prefix.length) : phone;
}

/**
 * Deposit onto the betting account, send money to a number, or withdraw from the betting account with the code
 * the betting site gave (paid to the customer's number): fill in, review, confirm. The quote follows the
 * amount as it is typed; confirming sends one request with the payment's Idempotency-Key, then follows the
 * transaction live.
 */
export function PaymentForm({ kind }: { kind: PaymentKind }) {
  const t = useAppText();
  const operators = useOperators();
  if (operators.isPending) return <Loading />;
  if (operators.isError)
    return <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />;
  const countries = operators.data.countries
    .map((country) => ({
      ...country,
      operators: country.operators.map((operator) => ({
        ...operator,
        offered: operator.offered && (kind !== 'withdrawal' || receives(operator)),
      })),
    }))
    .filter((country) => country.operators.some((operator) => operator.offered));
  if (countries.length === 0) return <Panel>{t('pay.noCountry')}</Panel>;
  return <PaymentSteps kind={kind} countries={countries} />;
}

/**
 * Whether money can be paid to a customer of `operator`: mobile money always (an agent delivers where no payout
 * does), a bank account only where PI-SPI pays out, a card never (a card pays in).
 */
function receives(operator: { id: string; payoutAvailable: boolean }): boolean {
  const method = methodOf(operator.id);
  return method === 'mobile_money' || (method === 'bank' && operator.payoutAvailable);
}

/** The countries where money can move now, each with at least one operator offered. */
type OfferedCountries = OfferedOperators['countries'];

function PaymentSteps({ kind, countries }: { kind: PaymentKind; countries: OfferedCountries }) {
  const operatorName = useOperatorName();
  const t = useAppText();
  const fallbacks = useFallbacks();
  const locale = useLocale();
  const path = useAppPath();
  const navigate = useNavigate();
  const create = useCreateTransaction();
  const user = useMemo(() => readStoredUser(), []);
  // The customer's own country when money can move there, else the first that can.
  const ownCountry = user === undefined ? undefined : findCountryByPhone(user.phoneNumber)?.countryCode;
  const firstCountry = countries.find((country) => country.country === ownCountry) ?? countries[0];
  const [draft, setDraft] = useState<Draft>(() => {
    const callingCode = findCountryByCode(firstCountry?.country ?? '')?.callingCode ?? 0;
    return {
      country: firstCountry?.country ?? '',
      operator: firstCountry?.operators.find((operator) => operator.offered)?.id ?? '',
      amount: '',
      payerPhone: user === undefined ? '' : nationalOf(user.phoneNumber, callingCode),
      accountId1xBet: user?.accountId1xBet ?? '',
      beneficiaryCountry: firstCountry?.country ?? '',
      beneficiaryPhone: '',
      withdrawalCode: '',
      beneficiaryOperator: '',
    };
  });
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [reviewed, setReviewed] = useState<QuoteData | undefined>();
  const quoteOf = useQuoteOf();
  const [errors, setErrors] = useState<FieldErrors>({});
  // A level-1 account over its monthly limit: the way up is shown under the amount (issue 34).
  const [raisable, setRaisable] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useValidation();
  const formRef = useFocusFirstError(errors);

  const country = countries.find((entry) => entry.country === draft.country);
  const offered = country?.operators.filter((operator) => operator.offered) ?? [];
  const operator = offered.find((entry) => entry.id === draft.operator);
  const currency = country?.currency ?? 'XOF';
  const callingCode = findCountryByCode(draft.country)?.callingCode ?? 0;
  const beneficiaryCallingCode = findCountryByCode(draft.beneficiaryCountry)?.callingCode ?? 0;
  const amount = parseAmount(draft.amount, currency);
  const settledAmount = useSettled(amount, QUOTE_AFTER_MS);
  const quote = useQuote({
    type: kind,
    country: draft.country,
    operator: draft.operator,
    amount: settledAmount,
    beneficiaryCountry: kind === 'transfer' ? draft.beneficiaryCountry : undefined,
  });
  const allCountries = useMemo(() => countryChoices(locale), [locale]);

  const body: CreateTransactionBody | undefined =
    amount === undefined
      ? undefined
      : {
          type: kind,
          country: draft.country,
          operator: draft.operator,
          payerPhone: toE164(draft.payerPhone, draft.country) ?? draft.payerPhone,
          amount,
          ...(kind !== 'transfer'
            ? draft.accountId1xBet.trim() === ''
              ? {}
              : { accountId1xBet: draft.accountId1xBet.trim() }
            : {
                beneficiaryPhone:
                  toE164(draft.beneficiaryPhone, draft.beneficiaryCountry) ?? draft.beneficiaryPhone,
                beneficiaryCountry: draft.beneficiaryCountry,
                ...(draft.beneficiaryOperator === ''
                  ? {}
                  : { beneficiaryOperator: draft.beneficiaryOperator as CreateTransactionBody['operator'] }),
              }),
          ...(kind === 'withdrawal' ? { withdrawalCode: draft.withdrawalCode.trim() } : {}),
        };

  const set = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === 'country') {
        const chosen = countries.find((entry) => entry.country === value);
        next.operator = chosen?.operators.find((entry) => entry.offered)?.id ?? '';
      }
      if (field === 'beneficiaryCountry') next.beneficiaryOperator = '';
      return next;
    });
    setErrors((current) => {
      const { [field]: _gone, '': _form, ...rest } = current;
      return rest;
    });
  };

  // The live quote's refusal (410 below the minimum…), once it is about the amount as typed.
  const quoteError =
    settledAmount === amount && quote.error instanceof ApiError && quote.error.refusalCode !== undefined
      ? quote.error
      : undefined;

  const review = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const found: Record<string, string> = {};
    if (draft.payerPhone.trim() === '') found.payerPhone = t('form.phone.required');
    if (amount === undefined) found.amount = t('pay.amount.invalid');
    if (kind !== 'transfer' && draft.accountId1xBet.trim() === '')
      found.accountId1xBet = t('pay.accountId.required');
    if (kind === 'withdrawal' && draft.withdrawalCode.trim() === '')
      found.withdrawalCode = t('withdraw.code.required');
    if (kind === 'transfer' && draft.beneficiaryPhone.trim() === '')
      found.beneficiaryPhone = t('pay.beneficiary.required');
    if (body !== undefined) {
      const checked = await check('payment', body, t);
      if (!checked.ok) Object.assign(found, checked.errors, found);
    }
    if (Object.keys(found).length > 0 || body === undefined) return setErrors(found);
    // The review shows the quote of exactly this payment (and a refusal of it shows at its field).
    try {
      setReviewed(
        await quoteOf({
          type: kind,
          country: draft.country,
          operator: draft.operator,
          amount: body.amount,
          beneficiaryCountry: kind === 'transfer' ? draft.beneficiaryCountry : undefined,
        }),
      );
    } catch (error) {
      return setErrors(
        serverErrors(error, fallbacks, (code) => fieldOfRefusal(code, (error as Error).message, kind)),
      );
    }
    setErrors({});
    setStep('review');
    requestAnimationFrame(() => heading.current?.focus());
  };

  // A second tap sends nothing: before the first one's answer (its Idempotency-Key would make it harmless anyway),
  // and after it, while the next screen loads (the payment's key is forgotten by then: it would be a second payment).
  // Only a refusal or a failure lets the customer confirm again.
  const confirming = useRef(false);
  const confirm = () => {
    if (body === undefined || confirming.current) return;
    confirming.current = true;
    create.mutate(
      { body, key: idempotencyKeyFor(body) },
      {
        onSuccess: (created) => {
          forgetPaymentDraft();
          // A card payment goes on to the card page as soon as the processor gives it (transaction.tsx).
          navigate(`${path('/app/transaction')}?reference=${encodeURIComponent(created.reference)}`, {
            replace: true,
            state: methodOf(body.operator) === 'card' ? { followPayerAction: true } : undefined,
          });
        },
        onError: (error) => {
          confirming.current = false;
          setRaisable(levelOneLimit(error));
          const found = serverErrors(error, fallbacks, (code) =>
            fieldOfRefusal(code, (error as Error).message, kind),
          );
          setErrors(found);
          // A message about a field (a §8 refusal, a 400, an account's limit in 429) is shown at that field.
          if (Object.keys(found).some((field) => field !== '')) setStep('edit');
        },
      },
    );
  };

  const text = (
    {
      deposit: { title: 'deposit.title', lead: 'deposit.lead', confirm: 'deposit.confirm' },
      transfer: { title: 'send.title', lead: 'send.lead', confirm: 'send.confirm' },
      withdrawal: { title: 'withdraw.title', lead: 'withdraw.lead', confirm: 'withdraw.confirm' },
    } as const
  )[kind];
  const title = t(text.title);
  const payerLabel = kind === 'withdrawal' ? t('withdraw.payerPhone') : t('pay.payerPhone');
  const limits =
    operator === undefined
      ? undefined
      : t('pay.operator.limits', {
          min: formatMoney(operator.minAmount, currency),
          max: formatMoney(operator.maxAmount, currency),
        });

  if (step === 'review' && body !== undefined) {
    const rows: [string, ReactNode][] = [
      [
        t('pay.country'),
        `${findCountryByCode(draft.country)?.countryFlag ?? ''} ${allCountryName(allCountries, draft.country)}`,
      ],
      [t('pay.operator'), operatorName(draft.operator)],
      [payerLabel, <Token key="payer">{phoneText(body.payerPhone)}</Token>],
      ...(kind !== 'transfer'
        ? ([
            [t('pay.accountId'), <Token key="account">{body.accountId1xBet ?? ''}</Token>],
            ...(kind === 'withdrawal'
              ? [[t('withdraw.code'), <Token key="code">{body.withdrawalCode ?? ''}</Token>]]
              : []),
          ] as [string, ReactNode][])
        : ([
            [t('pay.beneficiaryCountry'), allCountryName(allCountries, draft.beneficiaryCountry)],
            [
              t('pay.beneficiaryPhone'),
              <Token key="beneficiary">{phoneText(draft.beneficiaryPhone, draft.beneficiaryCountry)}</Token>,
            ],
            ...(draft.beneficiaryOperator === ''
              ? []
              : [[t('pay.beneficiaryOperator'), operatorName(draft.beneficiaryOperator)]]),
          ] as [string, ReactNode][])),
      ...(reviewed === undefined
        ? ([[t('pay.amount'), <Token key="amount">{formatMoney(body.amount, currency)}</Token>]] as [
            string,
            ReactNode,
          ][])
        : quoteLines(reviewed, kind).map((line): [string, ReactNode] => [
            t(line.key),
            <Token key={line.key}>
              <span data-quote-line={line.key}>{line.value}</span>
            </Token>,
          ])),
    ];
    return (
      <Panel className="mx-auto max-w-2xl">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('pay.review.title')}
        </h1>
        <p className="mt-1 text-ink-600">
          {kind === 'withdrawal' ? t('withdraw.review.lead') : t('pay.review.lead')}
        </p>
        <div className="mt-5">
          <DetailList rows={rows} />
        </div>
        <div className="mt-4">
          <FormError message={errors['']} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => setStep('edit')} disabled={create.isPending}>
            {t('pay.review.edit')}
          </Button>
          <Button size="lg" onClick={confirm} loading={create.isPending}>
            {t(text.confirm)}
          </Button>
        </div>
      </Panel>
    );
  }

  return (
    <Panel className="mx-auto max-w-2xl">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      <p className="mt-1 text-ink-600">{t(text.lead)}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void review(event)} className="mt-6 space-y-5">
        <FormError message={errors['']} />
        <Field label={kind === 'transfer' ? t('pay.fromCountry') : t('pay.country')} error={errors.country}>
          {(described) => (
            <Select {...described} name="country" value={draft.country} onChange={set('country')}>
              {countries.map((entry) => (
                <option key={entry.country} value={entry.country}>
                  {`${findCountryByCode(entry.country)?.countryFlag ?? ''} ${allCountryName(allCountries, entry.country)}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">
            {offered.some((entry) => methodOf(entry.id) !== 'mobile_money')
              ? t('pay.method')
              : t('pay.operator')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {offered.map((entry) => (
              <label
                key={entry.id}
                className={cx(
                  'flex cursor-pointer items-center gap-3 rounded-[8px] border px-3 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  entry.id === draft.operator ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="operator"
                  value={entry.id}
                  checked={entry.id === draft.operator}
                  onChange={set('operator')}
                  className="size-4 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold">{operatorName(entry.id)}</span>
                  {entry.id === 'card' || entry.id === 'bank' ? (
                    <span className="block text-xs text-ink-600">{t(`pay.method.${entry.id}`)}</span>
                  ) : null}
                  <span className="block text-xs text-ink-500">
                    {t('pay.operator.limits', {
                      min: formatMoney(entry.minAmount, currency),
                      max: formatMoney(entry.maxAmount, currency),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.operator ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{errors.operator}</p>
          ) : null}
        </fieldset>
        <Field
          label={payerLabel}
          hint={kind === 'withdrawal' ? t('withdraw.payerPhone.hint') : t('pay.payerPhone.hint')}
          error={errors.payerPhone}
        >
          {(described) => (
            <PhoneInput
              {...described}
              callingCode={callingCode}
              name="payerPhone"
              autoComplete="tel-national"
              value={draft.payerPhone}
              onChange={set('payerPhone')}
            />
          )}
        </Field>
        {kind === 'transfer' && (
          <>
            <Field label={t('pay.beneficiaryCountry')} error={errors.beneficiaryCountry}>
              {(described) => (
                <Select
                  {...described}
                  name="beneficiaryCountry"
                  value={draft.beneficiaryCountry}
                  onChange={set('beneficiaryCountry')}
                >
                  {allCountries.service.map((choice) => (
                    <option key={choice.code} value={choice.code}>{`${choice.flag} ${choice.name}`}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('pay.beneficiaryPhone')} error={errors.beneficiaryPhone}>
              {(described) => (
                <PhoneInput
                  {...described}
                  callingCode={beneficiaryCallingCode}
                  name="beneficiaryPhone"
                  value={draft.beneficiaryPhone}
                  onChange={set('beneficiaryPhone')}
                />
              )}
            </Field>
            <Field label={t('pay.beneficiaryOperator')} hint={t('pay.beneficiaryOperator.hint')}>
              {(described) => (
                <Select
                  {...described}
                  name="beneficiaryOperator"
                  value={draft.beneficiaryOperator}
                  onChange={set('beneficiaryOperator')}
                >
                  <option value="">{t('pay.beneficiaryOperator.unknown')}</option>
                  {(countries.find((entry) => entry.country === draft.beneficiaryCountry)?.operators ?? [])
                    .filter((entry) => entry.enabled && receives(entry))
                    .map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {operatorName(entry.id)}
                      </option>
                    ))}
                </Select>
              )}
            </Field>
          </>
        )}
        <Field
          label={t('pay.amountIn', { currency })}
          hint={limits}
          error={errors.amount ?? quoteError?.message}
        >
          {(described) => (
            <TextInput
              {...described}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={draft.amount}
              onChange={set('amount')}
            />
          )}
        </Field>
        {raisable && errors.amount !== undefined && (
          <Link
            to={path('/app/identity')}
            className="-mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('pay.raiseLimit')}
          </Link>
        )}
        {kind !== 'transfer' && (
          <Field
            label={t('pay.accountId')}
            hint={kind === 'withdrawal' ? t('withdraw.accountId.hint') : t('pay.accountId.hint')}
            error={errors.accountId1xBet}
          >
            {(described) => (
              <TextInput
                {...described}
                name="accountId1xBet"
                inputMode="numeric"
                value={draft.accountId1xBet}
                onChange={set('accountId1xBet')}
              />
            )}
          </Field>
        )}
        {kind === 'withdrawal' && (
          <Field label={t('withdraw.code')} hint={t('withdraw.code.hint')} error={errors.withdrawalCode}>
            {(described) => (
              <TextInput
                {...described}
                name="withdrawalCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={draft.withdrawalCode}
                onChange={set('withdrawalCode')}
              />
            )}
          </Field>
        )}
        <QuoteSummary
          kind={kind}
          quote={amount === undefined ? undefined : quote.data}
          pending={quote.isFetching}
        />
        <Button type="submit" size="lg" className="w-full" arrow>
          {t('pay.continue')}
        </Button>
      </form>
    </Panel>
  );
}

function allCountryName(choices: ReturnType<typeof countryChoices>, code: string): string {
  return [...choices.service, ...choices.others].find((choice) => choice.code === code)?.name ?? code;
}

type QuoteData = NonNullable<ReturnType<typeof useQuote>['data']>;

/** The live quote under the form: every line of quoteLines, the total and what the beneficiary receives in bold. */
function QuoteSummary({
  kind,
  quote,
  pending,
}: {
  kind: PaymentKind;
  quote: QuoteData | undefined;
  pending: boolean;
}) {
  const t = useAppText();
  if (quote === undefined) return null;
  return (
    <div aria-live="polite" aria-busy={pending} className="rounded-[8px] bg-ink-50 p-4 text-sm" data-quote="">
      <p className="sr-only">{t('pay.quote')}</p>
      <dl className="space-y-1.5">
        {quoteLines(quote, kind).map((line) => (
          <div
            key={line.key}
            className={cx(
              'flex flex-wrap justify-between gap-x-4',
              line.key === 'pay.total' && 'border-t border-ink-200 pt-1.5 text-base',
              (line.key === 'pay.received' || line.key === 'pay.youReceive') &&
                'items-baseline rounded-[6px] bg-brand-50 px-2 py-1.5',
            )}
          >
            <dt className={cx('whitespace-nowrap', line.strong ? 'font-semibold' : 'text-ink-600')}>
              {t(line.key)}
            </dt>
            <dd
              className={cx(
                'ml-auto whitespace-nowrap',
                line.strong ? 'font-bold' : 'font-semibold',
                (line.key === 'pay.received' || line.key === 'pay.youReceive') && 'text-base',
              )}
              data-quote-line={line.key}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
