import { type OfferedOperators, operatorsConfigSchema, PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';
import { OPERATORS } from '@1xpay/domain';
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
  CatalogueForm,
  CheckboxField,
  dangerLink,
  FieldError,
  FormSection,
  InputField,
  SelectField,
  secondaryButton,
  useSchemaResolver,
  useSubmitDocument,
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
        <InputField
          id={`${id}-country`}
          label={t('fees.country')}
          error={countryErrors?.country?.message}
          maxLength={2}
          {...register(`countries.${index}.country`)}
        />
        <InputField
          id={`${id}-currency`}
          label={t('fees.currency')}
          error={countryErrors?.currency?.message}
          maxLength={3}
          {...register(`countries.${index}.currency`)}
        />
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
              <SelectField
                id={cell('id')}
                label={t('fees.operator')}
                defaultValue={values?.[at]?.id}
                {...register(`countries.${index}.operators.${at}.id`)}
              >
                {Object.entries(OPERATORS).map(([slug, label]) => (
                  <option key={slug} value={slug}>
                    {label}
                  </option>
                ))}
              </SelectField>
              {(['minAmount', 'maxAmount'] as const).map((key) => (
                <InputField
                  key={key}
                  id={cell(key)}
                  label={t(`operators.${key}`)}
                  error={rowErrors?.[key]?.message}
                  type="number"
                  min={0}
                  step={1}
                  {...register(`countries.${index}.operators.${at}.${key}`, { valueAsNumber: true })}
                />
              ))}
              <CheckboxField
                id={cell('enabled')}
                label={t('form.active')}
                className="flex items-center gap-2 py-2"
                {...register(`countries.${index}.operators.${at}.enabled`)}
              />
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
  const id = useId();
  const save = useSaveDocument('operators');
  const resolver = useSchemaResolver(operatorsConfigSchema);
  const saved = configOf(shown);
  const { control, register, handleSubmit, reset, formState } = useForm<ConfigInput, unknown, Config>({
    resolver,
    defaultValues: saved,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'countries' });
  const submit = useSubmitDocument({ handleSubmit, reset }, saved, save);
  const errors = formState.errors;
  return (
    <CatalogueForm onSubmit={submit} dirty={formState.isDirty} save={save} onReset={() => reset(saved)}>
      <FormSection legend={t('operators.limits')}>
        <div className="grid gap-2 sm:grid-cols-3">
          {(['maxFailedPaymentsPerDay', 'beneficiaryMonthlyMax', 'senderDailyMax'] as const).map((key) => (
            <InputField
              key={key}
              id={`${id}-${key}`}
              label={t(`operators.${key}`)}
              error={errors[key]?.message}
              type="number"
              min={0}
              step={1}
              {...register(key, { valueAsNumber: true })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection legend={t('operators.accountLimits')}>
        <p className="text-ink-600 text-sm">{t('operators.accountLimitsLead')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['maxWaitingPayments', 'maxPaymentsPerHour', 'maxPayerNumbersPerDay'] as const).map((key) => (
            <InputField
              key={key}
              id={`${id}-${key}`}
              label={t(`operators.${key}`)}
              hint={t(`operators.${key}.help`, {
                min: PAYMENT_LIMIT_BOUNDS[key].min,
                max: PAYMENT_LIMIT_BOUNDS[key].max,
                default: PAYMENT_LIMIT_BOUNDS[key].default,
              })}
              error={errors[key]?.message}
              type="number"
              inputMode="numeric"
              min={PAYMENT_LIMIT_BOUNDS[key].min}
              max={PAYMENT_LIMIT_BOUNDS[key].max}
              step={1}
              {...register(key, { valueAsNumber: true })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection legend={t('catalogue.operators')} empty={fields.length === 0}>
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
      </FormSection>
    </CatalogueForm>
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
