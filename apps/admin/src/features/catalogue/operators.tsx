import { type OfferedOperators, operatorsConfigSchema } from '@1xpay/contract';
import { OPERATORS } from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import type * as z from 'zod';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useOperators, useSaveDocument } from './api.ts';
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

type ConfigInput = z.input<typeof operatorsConfigSchema>;
type Config = z.output<typeof operatorsConfigSchema>;

/** The stored document without what the GET adds (`offered`): what the POST takes back. */
function configOf(shown: OfferedOperators): ConfigInput {
  return {
    ...shown,
    countries: shown.countries.map((country) => ({
      ...country,
      operators: country.operators.map(({ id, enabled, minAmount, maxAmount }) => ({
        id,
        enabled,
        minAmount,
        maxAmount,
      })),
    })),
  };
}

function CountryOperators({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<ConfigInput>;
  register: UseFormRegister<ConfigInput>;
  errors: FieldErrors<ConfigInput>;
  onRemove: () => void;
}) {
  const t = useText();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: `countries.${index}.operators` });
  // The rows' values: useFieldArray's `fields[at].id` is its own row key, not the operator's id.
  const values = useWatch({ control, name: `countries.${index}.operators` });
  const countryErrors = errors.countries?.[index];
  return (
    <li className="space-y-3 border-ink-100 border-b pb-4" aria-label={t('fees.row', { n: index + 1 })}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1">
          <label htmlFor={`${id}-country`} className={labelClass}>
            {t('fees.country')}
          </label>
          <input
            id={`${id}-country`}
            className={inputClass}
            maxLength={2}
            {...register(`countries.${index}.country`)}
          />
          <FieldError id={`${id}-country-error`} message={countryErrors?.country?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-currency`} className={labelClass}>
            {t('fees.currency')}
          </label>
          <input
            id={`${id}-currency`}
            className={inputClass}
            maxLength={3}
            {...register(`countries.${index}.currency`)}
          />
          <FieldError id={`${id}-currency-error`} message={countryErrors?.currency?.message} />
        </div>
        <button type="button" className={dangerLink} onClick={onRemove}>
          {t('operators.removeCountry', { n: index + 1 })}
        </button>
      </div>
      <FieldError
        id={`${id}-operators-error`}
        message={countryErrors?.operators?.message ?? countryErrors?.operators?.root?.message}
      />
      <ol className="space-y-2 sm:pl-4">
        {fields.map((field, at) => {
          const cell = (key: string) => `${id}-${at}-${key}`;
          const rowErrors = countryErrors?.operators?.[at];
          return (
            <li
              key={field.id}
              aria-label={t('operators.operatorRow', { n: at + 1 })}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end"
            >
              <div className="space-y-1">
                <label htmlFor={cell('id')} className={labelClass}>
                  {t('fees.operator')}
                </label>
                <select
                  id={cell('id')}
                  className={inputClass}
                  defaultValue={values?.[at]?.id}
                  {...register(`countries.${index}.operators.${at}.id`)}
                >
                  {Object.entries(OPERATORS).map(([slug, label]) => (
                    <option key={slug} value={slug}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              {(['minAmount', 'maxAmount'] as const).map((key) => (
                <div key={key} className="space-y-1">
                  <label htmlFor={cell(key)} className={labelClass}>
                    {t(`operators.${key}`)}
                  </label>
                  <input
                    id={cell(key)}
                    type="number"
                    min={0}
                    step={1}
                    className={inputClass}
                    aria-invalid={rowErrors?.[key] !== undefined || undefined}
                    aria-describedby={rowErrors?.[key] === undefined ? undefined : `${cell(key)}-error`}
                    {...register(`countries.${index}.operators.${at}.${key}`, { valueAsNumber: true })}
                  />
                  <FieldError id={`${cell(key)}-error`} message={rowErrors?.[key]?.message} />
                </div>
              ))}
              <div className="flex items-center gap-2 py-2">
                <input
                  id={cell('enabled')}
                  type="checkbox"
                  className="size-4"
                  {...register(`countries.${index}.operators.${at}.enabled`)}
                />
                <label htmlFor={cell('enabled')} className={labelClass}>
                  {t('form.active')}
                </label>
              </div>
              <button type="button" className={dangerLink} onClick={() => remove(at)}>
                {t('operators.removeOperator', { n: at + 1, country: index + 1 })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => append({ id: 'mtn', enabled: true, minAmount: 100, maxAmount: 1_000_000 })}
      >
        {t('operators.addOperator')}
      </button>
    </li>
  );
}

function OperatorsForm({ shown }: { shown: OfferedOperators }) {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const save = useSaveDocument('operators');
  const resolver = useSchemaResolver(operatorsConfigSchema);
  const saved = configOf(shown);
  const { control, register, handleSubmit, reset, formState } = useForm<ConfigInput, unknown, Config>({
    resolver,
    defaultValues: saved,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'countries' });
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
  const errors = formState.errors;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <fieldset className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
        <legend className="px-1 text-lg font-bold text-ink-900">{t('operators.limits')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {(['maxFailedPaymentsPerDay', 'beneficiaryMonthlyMax', 'senderDailyMax'] as const).map((key) => (
            <div key={key} className="space-y-1">
              <label htmlFor={`${id}-${key}`} className={labelClass}>
                {t(`operators.${key}`)}
              </label>
              <input
                id={`${id}-${key}`}
                type="number"
                min={0}
                step={1}
                className={inputClass}
                aria-invalid={errors[key] !== undefined || undefined}
                aria-describedby={errors[key] === undefined ? undefined : `${id}-${key}-error`}
                {...register(key, { valueAsNumber: true })}
              />
              <FieldError id={`${id}-${key}-error`} message={errors[key]?.message} />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
        <legend className="px-1 text-lg font-bold text-ink-900">{t('catalogue.operators')}</legend>
        {fields.length === 0 && <p className="text-ink-600">{t('form.empty')}</p>}
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <CountryOperators
              key={field.id}
              index={index}
              control={control}
              register={register}
              errors={errors}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            append({
              country: '',
              currency: 'XOF',
              operators: [{ id: 'mtn', enabled: true, minAmount: 100, maxAmount: 1_000_000 }],
            })
          }
        >
          {t('operators.addCountry')}
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

/** Opérateurs et limites: per country, its operators and the amounts they accept, and the verification limits. */
export function OperatorsScreen() {
  const operators = useOperators();
  if (operators.isPending) return <Loading />;
  if (operators.isError)
    return <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />;
  return <OperatorsForm key={JSON.stringify(operators.data)} shown={operators.data} />;
}
