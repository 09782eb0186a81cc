import { type Rates, ratesSchema } from '@1xpay/contract';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useRates, useSaveDocument } from './api.ts';
import {
  CatalogueForm,
  dangerLink,
  FieldError,
  FormSection,
  InputField,
  secondaryButton,
  useSchemaResolver,
  useSubmitDocument,
} from './form-kit.tsx';

type RatesInput = z.input<typeof ratesSchema>;

function RatesForm({ saved }: { saved: Rates }) {
  const t = useText();
  const id = useId();
  const save = useSaveDocument('rates');
  const resolver = useSchemaResolver(ratesSchema);
  const { control, register, handleSubmit, reset, formState } = useForm<RatesInput, unknown, Rates>({
    resolver,
    defaultValues: saved,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'countries' });
  const errors = formState.errors.countries;
  const submit = useSubmitDocument({ handleSubmit, reset }, saved, save);
  return (
    <CatalogueForm onSubmit={submit} dirty={formState.isDirty} save={save} onReset={() => reset(saved)}>
      <FormSection legend={t('catalogue.rates')} empty={fields.length === 0}>
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
                  <InputField
                    key={key}
                    id={cell(key)}
                    label={t(`rates.${key}`)}
                    error={row?.[key]?.message}
                    {...(key === 'rate'
                      ? { inputMode: 'decimal' as const }
                      : { maxLength: key === 'currency' ? 3 : 2 })}
                    {...register(`countries.${index}.${key}`)}
                  />
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
      </FormSection>
    </CatalogueForm>
  );
}

/** Taux de change: units of each country's currency for 1 XOF (four-eyes applies when on). */
export function RatesScreen() {
  const rates = useRates();
  if (rates.isPending) return <Loading />;
  if (rates.isError) return <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />;
  return <RatesForm key={JSON.stringify(rates.data)} saved={rates.data} />;
}
