/**
 * A list filter's select with its label: « Tous les … » (the empty value) first, then the options as [value, text].
 * The screen keeps the value (in its URL) and styles the field.
 */
export function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
  className,
  fieldClassName,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  fieldClassName: string;
}) {
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClassName}
      >
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
