import { type Rates, ratesSchema } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useRates, useSaveDocument } from './api.ts';
import {
  dangerLink,
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  UnsavedChangesGuard,
  useSchemaResolver,
} from './form-kit.tsx';

type RatesInput = z.input<typeof ratesSchema>;

function RatesForm({ saved }: { saved: Rates }) {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const save = useSaveDocument('rates');
  const resolver = useSchemaResolver(ratesSchema);
  const { control, register, handleSubmit, reset, formState } = useForm<RatesInput, unknown, Rates>({
    resolver,
    defaultValues: saved,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'countries' });
  const errors = formState.errors.countries;
  const submit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (outcome) => {
          reset(outcome.applied ? values : saved);
          toast(outcome.applied ? 'success' : 'info', t(outcome.applied ? 'form.saved' : 'form.waiting'));
        },
      }),
    () => toast('danger', t('form.invalid')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <fieldset className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
        <legend className="px-1 text-lg font-bold text-ink-900">{t('catalogue.rates')}</legend>
        {fields.length === 0 && <p className="text-ink-600">{t('form.empty')}</p>}
        <FieldError id={`${id}-list-error`} message={errors?.root?.message ?? errors?.message} />
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const cell = (key: string) => `${id}-${index}-${key}`;
            const row = errors?.[index];
            return (
              <li
                key={field.id}
                aria-label={t('fees.row', { n: index + 1 })}
                className="grid grid-cols-2 gap-2 border-ink-100 border-b pb-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
              >
                {(['countryCode', 'currency', 'rate'] as const).map((key) => (
                  <div key={key} className="space-y-1">
                    <label htmlFor={cell(key)} className={labelClass}>
                      {t(`rates.${key}`)}
                    </label>
                    <input
                      id={cell(key)}
                      className={inputClass}
                      {...(key === 'rate'
                        ? { inputMode: 'decimal' as const }
                        : { maxLength: key === 'currency' ? 3 : 2 })}
                      aria-invalid={row?.[key] !== undefined || undefined}
                      aria-describedby={row?.[key] === undefined ? undefined : `${cell(key)}-error`}
                      {...register(`countries.${index}.${key}`)}
                    />
                    <FieldError id={`${cell(key)}-error`} message={row?.[key]?.message} />
                  </div>
                ))}
                <button type="button" className={dangerLink} onClick={() => remove(index)}>
                  {t('form.remove', { n: index + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => append({ countryCode: '', currency: '', rate: '' })}
        >
          {t('form.add')}
        </button>
      </fieldset>
      {save.isError && <ErrorState error={save.error} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => reset(saved)}>
          {t('form.reset')}
        </button>
      </div>
    </form>
  );
}

/** Taux de change: units of each country's currency for 1 XOF (four-eyes applies when on). */
export function RatesScreen() {
  const rates = useRates();
  if (rates.isPending) return <Loading />;
  if (rates.isError) return <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />;
  return <RatesForm key={JSON.stringify(rates.data)} saved={rates.data} />;
}
