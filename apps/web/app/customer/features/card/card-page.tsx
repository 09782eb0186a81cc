import { ApiError, ok, useApi } from '@1xpay/client';
import type { SandboxCardAnswer, SandboxCardBody } from '@1xpay/contract';
import { formatMoney, TEST_CARDS, THREE_DS_TEST_CODE } from '@1xpay/domain';
import { Button } from '@1xpay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, FormError, TextInput } from '../../components/field.tsx';
import { Empty, ErrorState, Loading, Panel } from '../../components/states.tsx';
import { Token } from '../../components/token.tsx';
import { check, type FieldErrors, serverErrors, useValidation } from '../../lib/forms.ts';
import { keys } from '../../lib/query-client.ts';
import { useAppPath, useAppText, useFallbacks } from '../../lib/text.ts';
import { useTransaction } from '../transactions/api.ts';

/** A card number in groups of four, as printed on the card (kept whole: no break inside). */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1\u00a0');

function usePayByCard(reference: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (card: SandboxCardBody): Promise<SandboxCardAnswer> =>
      ok(await api.post(`/sandbox/transactions/${encodeURIComponent(reference)}/card`, card)),
    onSuccess: (answer) => {
      if (answer.outcome === 'settled')
        void client.invalidateQueries({ queryKey: keys.transaction(reference) });
    },
  });
}

/**
 * The sandbox's card page (issue 36, decision 068), standing for a card processor's hosted page: the amount and the
 * reference first, the card's number, expiry and code, then the 3-D Secure challenge when the card asks for one;
 * the payment settled, back to its live status. Its test cards script every outcome; nothing typed is kept.
 */
export function CardPage() {
  const t = useAppText();
  const path = useAppPath();
  const fallbacks = useFallbacks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useValidation();
  const reference = params.get('reference') ?? '';
  const detail = useTransaction(reference);
  const pay = usePayByCard(reference);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const back = `${path('/app/transaction')}?reference=${encodeURIComponent(reference)}`;

  if (reference === '' || (detail.error instanceof ApiError && detail.error.status === 404))
    return <Empty title={t('tx.notFound')} />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { transaction } = detail.data;
  const total = transaction.amount + transaction.fees;
  const waiting = detail.data.payerAction?.kind === 'redirect';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    setErrors({});
    // Checked by the schema the server checks it with (the contract's sandboxCardBodySchema).
    const checked = await check('sandboxCard', { ...card, ...(challenge ? { code } : {}) }, t);
    if (!checked.ok) return setErrors(checked.errors);
    pay.mutate(checked.data, {
      onSuccess: (answer) => {
        if (answer.outcome === 'challenge') return setChallenge(true);
        navigate(back, { replace: true });
      },
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };

  return (
    <Panel>
      <p className="inline-flex rounded-[14px] bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
        {t('card.sandbox')}
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink-900">{t('card.title')}</h1>
      <p className="mt-2 text-3xl font-bold text-ink-900">
        <Token>{formatMoney(total, transaction.currency)}</Token>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {t('card.reference')} <Token>{transaction.reference}</Token>
      </p>
      {!waiting ? (
        <div className="mt-6 space-y-3">
          <p className="text-ink-700">{t('card.done')}</p>
          <Link to={back} className="font-semibold text-brand-700 underline">
            {t('card.back')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          <FormError message={errors['']} />
          {!challenge ? (
            <>
              <Field label={t('card.number')} error={errors.number}>
                {(described) => (
                  <TextInput
                    {...described}
                    name="number"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="4242 4242 4242 4242"
                    value={card.number}
                    onChange={(event) => setCard({ ...card, number: event.currentTarget.value })}
                  />
                )}
              </Field>
              <div className="grid grid-cols-2 gap-4">
                <Field label={t('card.expiry')} error={errors.expiry}>
                  {(described) => (
                    <TextInput
                      {...described}
                      name="expiry"
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder={t('card.expiry.placeholder')}
                      value={card.expiry}
                      onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })}
                    />
                  )}
                </Field>
                <Field label={t('card.cvc')} error={errors.cvc}>
                  {(described) => (
                    <TextInput
                      {...described}
                      name="cvc"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      placeholder="123"
                      value={card.cvc}
                      onChange={(event) => setCard({ ...card, cvc: event.currentTarget.value })}
                    />
                  )}
                </Field>
              </div>
            </>
          ) : (
            <div className="space-y-3 rounded-[8px] bg-brand-50 p-4">
              <h2 className="font-semibold text-ink-900">{t('card.challenge.title')}</h2>
              <p className="text-sm text-ink-700">{t('card.challenge.text', { code: THREE_DS_TEST_CODE })}</p>
              <Field label={t('card.code')} error={errors.code}>
                {(described) => (
                  <TextInput
                    {...described}
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                  />
                )}
              </Field>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" className="min-h-11" loading={pay.isPending}>
              {challenge
                ? t('card.challenge.submit')
                : t('card.pay', { amount: formatMoney(total, transaction.currency) })}
            </Button>
            <Link
              to={back}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
            >
              {t('card.cancel')}
            </Link>
          </div>
        </form>
      )}
      <section aria-labelledby="test-cards" className="mt-8 border-t border-ink-100 pt-5">
        <h2 id="test-cards" className="font-semibold text-ink-900">
          {t('card.tests.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('card.tests.text')}</p>
        <ul className="mt-3 divide-y divide-ink-100 text-sm">
          {TEST_CARDS.map((test) => (
            <li key={test.number} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <Token>{grouped(test.number)}</Token>
              <span className="text-ink-600">{`${test.brand} · ${t(`card.tests.${test.outcome}`)}`}</span>
            </li>
          ))}
        </ul>
      </section>
    </Panel>
  );
}
