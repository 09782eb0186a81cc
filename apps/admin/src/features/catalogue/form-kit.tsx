import { fieldPath, toValidationIssues, validationMessage } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { toNestErrors } from '@hookform/resolvers';
import { type ComponentProps, type FormEvent, type ReactNode, useEffect } from 'react';
import type { FieldValues, Resolver, FieldError as RhfFieldError, UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router';
import type * as z from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/states.tsx';
import { useLocale } from '../../lib/locale.ts';
import { useText } from '../../lib/text.ts';
import type { SaveOutcome } from './api.ts';

export const inputClass =
  'w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
export const labelClass = 'block text-sm font-semibold text-ink-800';
export const primaryButton =
  'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const secondaryButton =
  'rounded-[8px] px-4 py-2 font-semibold text-ink-700 ring-1 ring-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
export const dangerLink =
  'rounded-[8px] px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700';

/**
 * A resolver over one of the contract's schemas whose messages are the API's own (§9: French, or English), so that
 * the form refuses exactly what the server would, in the same words. (zod's own messages are keys for custom
 * rules, so @hookform/resolvers' zodResolver would show them raw: its `toNestErrors` places ours instead.)
 */
export function useSchemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const { locale } = useLocale();
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, RhfFieldError> = {};
    for (const issue of toValidationIssues(result.error.issues, values)) {
      const path = fieldPath(issue.path);
      flat[path] ??= { type: issue.code, message: validationMessage(issue, locale) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * Warns before a form with unsaved changes is left: inside the dashboard (React Router's blocker, answered in a
 * dialog) and when the tab is closed or reloaded (the browser's own `beforeunload` prompt).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useText();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      pending={false}
      error={null}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {t('unsaved.body')}
    </ConfirmDialog>
  );
}

/** A field's error under it, tied to the field by `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="text-sm text-red-800">
      {message}
    </p>
  );
}

/** What a field's control takes from its LabelledField: its id, and the tie to its error while there is one. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What places a field and names it: its control's id, its label, its error, where that error shows, its box's class. */
type FieldProps = {
  id: string;
  label: string;
  /** A sentence under the label that says what the field is for (tied to the control, read with it). */
  hint?: string | undefined;
  error?: string | undefined;
  errorBelow?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A field of a catalogue form: its label, its control (drawn by `children` with the props that tie it to the label
 * and to its error) and its error under it. `errorBelow={false}` where the row shows its fields' errors together
 * (the fees), under the same ids. InputField and SelectField draw the usual controls.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  errorBelow = true,
  className = 'space-y-1',
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint === undefined ? undefined : hintId, error === undefined ? undefined : errorId]
    .filter((part) => part !== undefined)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="text-ink-600 text-sm">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error !== undefined || undefined,
        'aria-describedby': described === '' ? undefined : described,
      })}
      {errorBelow && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A LabelledField whose control is an input of the forms' look; `input` is the rest of its attributes. */
export function InputField({
  id,
  label,
  hint,
  error,
  errorBelow,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      errorBelow={errorBelow}
      className={className}
    >
      {(control) => <input {...control} className={inputClass} {...input} />}
    </LabelledField>
  );
}

/** A LabelledField whose control is a select of the forms' look, its options as children. */
export function SelectField({
  id,
  label,
  error,
  errorBelow,
  className,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <LabelledField id={id} label={label} error={error} errorBelow={errorBelow} className={className}>
      {(control) => <select {...control} className={inputClass} {...select} />}
    </LabelledField>
  );
}

/** A tick box with its label after it, on the line of a form's fields. */
export function CheckboxField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={className}>
      <input id={id} type="checkbox" className="size-4" {...input} />
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
    </div>
  );
}

/** A part of a catalogue form: a white card whose legend names it; `empty` says there is nothing in it yet. */
export function FormSection({
  legend,
  empty,
  children,
}: {
  legend: string;
  empty?: boolean;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <fieldset className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
      <legend className="px-1 text-lg font-bold text-ink-900">{legend}</legend>
      {empty === true && <p className="text-ink-600">{t('form.empty')}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The foot of a catalogue form: why the last save failed, if it did, then Save (the form's submit: marked busy,
 * not disabled, while it runs) and the reset of every change.
 */
export function SaveBar({
  save,
  onReset,
}: {
  save: { isPending: boolean; isError: boolean; error: unknown };
  onReset: () => void;
}) {
  const t = useText();
  return (
    <>
      {save.isError && <ErrorState error={save.error} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onReset}>
          {t('form.reset')}
        </button>
      </div>
    </>
  );
}

/**
 * A catalogue document's form: its sections, the guard against leaving it unsaved, and the SaveBar. `onSubmit` is
 * react-hook-form's `handleSubmit(…)`, or useSubmitDocument's.
 */
export function CatalogueForm({
  onSubmit,
  dirty,
  save,
  onReset,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  dirty: boolean;
  save: { isPending: boolean; isError: boolean; error: unknown };
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <UnsavedChangesGuard dirty={dirty} />
      {children}
      <SaveBar save={save} onReset={onReset} />
    </form>
  );
}

/**
 * The submit of a document under four-eyes (fees, rates, operators): a form that does not validate is refused in a
 * toast; a save applied at once makes its values the form's new start, one that waits for a second admin (202)
 * takes the form back to the document in force (`saved`), each said in a toast.
 */
export function useSubmitDocument<I extends FieldValues, O extends I>(
  { handleSubmit, reset }: Pick<UseFormReturn<I, unknown, O>, 'handleSubmit' | 'reset'>,
  saved: I,
  save: { mutate: (values: O, options: { onSuccess: (outcome: SaveOutcome) => void }) => void },
) {
  const t = useText();
  const toast = useToast();
  return handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (outcome) => {
          reset(outcome.applied ? values : saved);
          toast(outcome.applied ? 'success' : 'info', t(outcome.applied ? 'form.saved' : 'form.waiting'));
        },
      }),
    () => toast('danger', t('form.invalid')),
  );
}
