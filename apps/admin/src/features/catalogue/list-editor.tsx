import { useToast } from '@1xpay/ui';
import { useId } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import * as z from 'zod';
import { useText } from '../../lib/text.ts';
import type { MessageKey } from '../../messages.ts';
import { type CatalogueDocument, useSaveDocument } from './api.ts';
import {
  CatalogueForm,
  CheckboxField,
  dangerLink,
  FormSection,
  inputClass,
  LabelledField,
  secondaryButton,
  useSchemaResolver,
} from './form-kit.tsx';

/** How one field of an item is edited: the form holds text (or a tick); `read`/`write` convert to the document's. */
export type FieldSpec = {
  key: string;
  label: MessageKey;
  kind: 'text' | 'textarea' | 'checkbox' | 'select' | 'datetime';
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
};

type FormItem = Record<string, string | boolean>;
type FormValues = { items: FormItem[] };

/** epoch ms ↔ the `datetime-local` text of the admin's time zone. */
function toLocalInput(ms: unknown): string {
  if (typeof ms !== 'number') return '';
  const date = new Date(ms);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(ms - offset).toISOString().slice(0, 16);
}
function fromLocalInput(text: string): number | string {
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? text : ms;
}

function toForm(fields: readonly FieldSpec[], item: Record<string, unknown>): FormItem {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item[field.key];
      if (field.kind === 'checkbox') return [field.key, value !== false];
      if (field.kind === 'datetime') return [field.key, toLocalInput(value)];
      return [field.key, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

function fromForm(fields: readonly FieldSpec[], item: FormItem): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item[field.key];
      if (field.kind === 'datetime') return [field.key, fromLocalInput(String(value))];
      return [field.key, value];
    }),
  );
}

/**
 * A list document (deposit addresses, forecasts) edited as rows: each row's fields as text, checked by the
 * contract's schema of the whole list (the API's messages), saved whole; unsaved changes are guarded.
 */
export function ListEditor<S extends z.ZodType>({
  document,
  schema,
  saved,
  fields,
  blank,
  legend,
}: {
  document: CatalogueDocument;
  schema: S;
  saved: readonly Record<string, unknown>[];
  fields: readonly FieldSpec[];
  blank: () => Record<string, unknown>;
  legend: MessageKey;
}) {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const save = useSaveDocument(document);
  const wrapped = useSchemaResolver(z.object({ items: schema }));
  const initial: FormValues = { items: saved.map((item) => toForm(fields, item)) };
  const resolver: Resolver<FormValues, unknown, { items: unknown }> = (values, context, options) =>
    (wrapped as unknown as Resolver<FormValues, unknown, { items: unknown }>)(
      { items: values.items.map((item) => fromForm(fields, item) as FormItem) },
      context,
      options,
    );
  const { control, register, handleSubmit, reset, formState } = useForm<
    FormValues,
    unknown,
    { items: unknown }
  >({
    resolver,
    defaultValues: initial,
  });
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'items' });
  const submit = handleSubmit(
    (values) =>
      save.mutate(values.items as never, {
        onSuccess: () => {
          reset({ items: (values.items as Record<string, unknown>[]).map((item) => toForm(fields, item)) });
          toast('success', t('form.saved'));
        },
      }),
    () => toast('danger', t('form.invalid')),
  );
  return (
    <CatalogueForm onSubmit={submit} dirty={formState.isDirty} save={save} onReset={() => reset(initial)}>
      <FormSection legend={t(legend)} empty={rows.length === 0}>
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const rowErrors = formState.errors.items?.[index] as
              | Record<string, { message?: string } | undefined>
              | undefined;
            return (
              <li
                key={row.id}
                aria-label={t('fees.row', { n: index + 1 })}
                className="grid grid-cols-1 gap-2 border-ink-100 border-b pb-4 sm:grid-cols-3"
              >
                {fields.map((field) => {
                  const cell = `${id}-${index}-${field.key}`;
                  const name = `items.${index}.${field.key}` as const;
                  if (field.kind === 'checkbox')
                    return (
                      <CheckboxField
                        key={field.key}
                        id={cell}
                        label={t(field.label)}
                        className="flex items-center gap-2 self-end py-2"
                        {...register(name)}
                      />
                    );
                  return (
                    <LabelledField
                      key={field.key}
                      id={cell}
                      label={t(field.label)}
                      error={rowErrors?.[field.key]?.message}
                      className={field.kind === 'textarea' ? 'space-y-1 sm:col-span-3' : 'space-y-1'}
                    >
                      {(control) =>
                        field.kind === 'select' ? (
                          <select
                            {...control}
                            className={inputClass}
                            defaultValue={String(row[field.key] ?? '')}
                            {...register(name)}
                          >
                            {field.options?.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                        ) : field.kind === 'textarea' ? (
                          <textarea {...control} className={inputClass} rows={2} {...register(name)} />
                        ) : (
                          <input
                            {...control}
                            type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
                            className={inputClass}
                            maxLength={field.maxLength}
                            {...register(name)}
                          />
                        )
                      }
                    </LabelledField>
                  );
                })}
                <div className="sm:col-span-3">
                  <button type="button" className={dangerLink} onClick={() => remove(index)}>
                    {t('form.remove', { n: index + 1 })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button type="button" className={secondaryButton} onClick={() => append(toForm(fields, blank()))}>
          {t('form.add')}
        </button>
      </FormSection>
    </CatalogueForm>
  );
}
