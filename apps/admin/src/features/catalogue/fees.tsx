import { type Fees, feesSchema } from '@1xpay/contract';
import { findCountryByCode, ONE_X_PAY_COUNTRY_CODES, OPERATION_TYPES, OPERATORS, quote } from '@1xpay/domain';
import { useId, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as z from 'zod';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useFees, useSaveDocument } from './api.ts';
import {
  CatalogueForm,
  dangerLink,
  FieldError,
  FormSection,
  InputField,
  SelectField,
  secondaryButton,
  useSchemaResolver,
  useSubmitDocument,
} from './form-kit.tsx';

type FeesInput = z.input<typeof feesSchema>;
type ListName = 'fees' | 'processorFees';

/** Sample amounts of the preview, in XOF (no minor unit). */
const SAMPLE_AMOUNTS = [1_000n, 10_000n, 100_000n] as const;

const NEW_RULE = {
  type: 'deposit',
  country: '*',
  operator: '*',
  percent: '0',
  fixed: 0,
  currency: 'XOF',
} as const;

function RuleRows({
  name,
  control,
  register,
  errors,
}: {
  name: ListName;
  control: Control<FeesInput>;
  register: UseFormRegister<FeesInput>;
  errors: FieldErrors<FeesInput>;
}) {
  const t = useText();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <FormSection legend={t(name === 'fees' ? 'fees.customer' : 'fees.processor')} empty={fields.length === 0}>
      <ol className="space-y-3">
        {fields.map((row, index) => {
          const rowErrors = errors[name]?.[index];
          const cell = (key: string) => `${id}-${index}-${key}`;
          // Each field's error is tied to it, and shown with the others under the row.
          const field = (key: 'type' | 'country' | 'operator' | 'percent' | 'fixed' | 'currency') => ({
            id: cell(key),
            label: t(`fees.${key}`),
            error: key === 'type' || key === 'operator' ? undefined : rowErrors?.[key]?.message,
            errorBelow: false,
          });
          return (
            <li
              key={row.id}
              aria-label={t('fees.row', { n: index + 1 })}
              className="grid grid-cols-2 gap-2 border-ink-100 border-b pb-3 sm:grid-cols-[repeat(6,minmax(0,1fr))_auto] sm:items-end"
            >
              <SelectField {...field('type')} defaultValue={row.type} {...register(`${name}.${index}.type`)}>
                {OPERATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`operationType.${type}`)}
                  </option>
                ))}
              </SelectField>
              <InputField {...field('country')} maxLength={2} {...register(`${name}.${index}.country`)} />
              <SelectField
                {...field('operator')}
                defaultValue={row.operator}
                {...register(`${name}.${index}.operator`)}
              >
                <option value="*">{t('fees.any')}</option>
                {Object.entries(OPERATORS).map(([slug, label]) => (
                  <option key={slug} value={slug}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <InputField
                {...field('percent')}
                inputMode="decimal"
                {...register(`${name}.${index}.percent`)}
              />
              <InputField
                {...field('fixed')}
                type="number"
                min={0}
                step={1}
                {...register(`${name}.${index}.fixed`, { valueAsNumber: true })}
              />
              <InputField {...field('currency')} maxLength={3} {...register(`${name}.${index}.currency`)} />
              <button type="button" className={dangerLink} onClick={() => remove(index)}>
                {t('form.remove', { n: index + 1 })}
              </button>
              <div className="col-span-2 sm:col-span-7">
                {(['country', 'percent', 'fixed', 'currency'] as const).map((key) => (
                  <FieldError key={key} id={`${cell(key)}-error`} message={rowErrors?.[key]?.message} />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={secondaryButton} onClick={() => append({ ...NEW_RULE })}>
        {t('form.add')}
      </button>
    </FormSection>
  );
}

/** The customer's fees of a sample payment, from a fees document (undefined while it does not validate). */
function feesOn(
  document: unknown,
  sample: { type: string; country: string; operator: string },
  amount: bigint,
) {
  const parsed = feesSchema.safeParse(document);
  if (!parsed.success) return undefined;
  const currency = findCountryByCode(sample.country)?.currency ?? 'XOF';
  return quote({ ...sample, amount, currency, fees: parsed.data.fees });
}

/**
 * The live preview: the fees and total of a few sample amounts for a chosen payment, with the fees in force and
 * with the values being edited, computed by the domain's arithmetic (the server's, to the unit).
 */
function QuotePreview({ control, saved }: { control: Control<FeesInput>; saved: Fees }) {
  const t = useText();
  const intl = useIntl();
  const id = useId();
  const edited = useWatch({ control });
  const [sample, setSample] = useState({ type: 'deposit', country: 'BJ', operator: 'mtn' });
  const money = (value: bigint | undefined) => (value === undefined ? '—' : intl.formatNumber(value));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('preview.title')}
      </h2>
      <p className="text-sm text-ink-600">{t('preview.lead')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <SelectField
          id={`${id}-type`}
          label={t('fees.type')}
          value={sample.type}
          onChange={(event) => setSample({ ...sample, type: event.target.value })}
        >
          {OPERATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`operationType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-country`}
          label={t('fees.country')}
          value={sample.country}
          onChange={(event) => setSample({ ...sample, country: event.target.value })}
        >
          {ONE_X_PAY_COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {findCountryByCode(code)?.countryName ?? code}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-operator`}
          label={t('fees.operator')}
          value={sample.operator}
          onChange={(event) => setSample({ ...sample, operator: event.target.value })}
        >
          {Object.entries(OPERATORS).map(([slug, label]) => (
            <option key={slug} value={slug}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('preview.title')}</caption>
          <thead>
            <tr className="text-ink-600">
              <th scope="col" className="py-2 pr-3">
                {t('preview.amount')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('preview.current')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('preview.edited')}
              </th>
              <th scope="col" className="py-2">
                {t('preview.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_AMOUNTS.map((amount) => {
              const current = feesOn(saved, sample, amount);
              const next = feesOn(edited, sample, amount);
              return (
                <tr
                  key={String(amount)}
                  className="border-ink-100 border-t"
                  data-testid={`preview-${amount}`}
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {money(amount)}
                  </th>
                  <td className="py-2 pr-3">{money(current?.fees)}</td>
                  <td className="py-2 pr-3 font-semibold">{money(next?.fees)}</td>
                  <td className="py-2">{money(next?.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FeesForm({ saved }: { saved: Fees }) {
  const save = useSaveDocument('fees');
  const resolver = useSchemaResolver(feesSchema);
  const form = useForm<FeesInput, unknown, Fees>({ resolver, defaultValues: saved });
  const { control, register, handleSubmit, reset, formState } = form;
  const submit = useSubmitDocument({ handleSubmit, reset }, saved, save);
  return (
    <CatalogueForm onSubmit={submit} dirty={formState.isDirty} save={save} onReset={() => reset(saved)}>
      <QuotePreview control={control} saved={saved} />
      <RuleRows name="fees" control={control} register={register} errors={formState.errors} />
      <RuleRows name="processorFees" control={control} register={register} errors={formState.errors} />
    </CatalogueForm>
  );
}

/** Frais: the customer's and the processor's fee rules, with a live preview of what a customer pays. */
export function FeesScreen() {
  const fees = useFees();
  if (fees.isPending) return <Loading />;
  if (fees.isError) return <ErrorState error={fees.error} onRetry={() => void fees.refetch()} />;
  // A new form when the document in force changes (after a save or an approval), on its values.
  return <FeesForm key={JSON.stringify(fees.data)} saved={fees.data} />;
}
