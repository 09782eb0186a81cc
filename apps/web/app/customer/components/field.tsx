import { cx } from '@1xpay/ui';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export const INPUT_CLASSES =
  'block min-h-11 w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';

type Described = { 'aria-describedby'?: string; 'aria-invalid'?: true; id: string };

/**
 * A labelled control with its hint and its error: the error is read with the control (aria-describedby) and the
 * control is marked invalid while it stands.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (described: Described) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint !== undefined && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={cx(INPUT_CLASSES, className)} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...rest} className={cx(INPUT_CLASSES, 'pr-8', className)} />;
}

/** The message of the form as a whole (a refusal that names no field), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-error=""
      className="rounded-[8px] bg-red-50 px-4 py-3 text-sm font-medium text-red-800 outline-none"
    >
      {message}
    </p>
  );
}

/** A phone number typed after its country's calling code, shown beside it (the code is not read twice). */
export function PhoneInput({
  callingCode,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> & { callingCode: number }) {
  return (
    <div className="flex items-stretch gap-2">
      <span
        aria-hidden="true"
        className="flex items-center rounded-[8px] bg-ink-100 px-3 font-semibold text-ink-700"
      >
        +{callingCode}
      </span>
      <TextInput {...rest} type="tel" inputMode="tel" />
    </div>
  );
}
