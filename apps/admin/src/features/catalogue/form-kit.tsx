import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useText } from '../../lib/text.ts';

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
