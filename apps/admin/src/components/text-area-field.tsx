import { useId, useState } from 'react';

/**
 * A labelled text area with its hint below, which becomes the error while `error` is set (and the field is then
 * marked invalid for assistive technology).
 */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  maxLength = 500,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={note === undefined ? undefined : `${id}-note`}
        className="block w-full rounded-[8px] border border-ink-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {note !== undefined && (
        <p
          id={`${id}-note`}
          className={error === undefined ? 'text-sm text-ink-500' : 'text-sm text-red-700'}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** What reads a required text: one of the contract's string schemas (zod), trimming and bounding it. */
type TextSchema = { safeParse: (value: unknown) => { success: boolean; data?: string } };

/**
 * The required text of a confirmation (a reason, the customer's message): what is typed, whether a try to send it
 * found it missing, `take()` (the text as the contract's schema reads it, or nothing after marking the field) and
 * `clear()` when the dialog closes.
 */
export function useRequiredText(schema: TextSchema) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return {
    value,
    setValue,
    invalid,
    take: (): string | undefined => {
      const parsed = schema.safeParse(value);
      if (parsed.success && parsed.data !== undefined) return parsed.data;
      setInvalid(true);
      return undefined;
    },
    clear: () => {
      setValue('');
      setInvalid(false);
    },
  };
}
