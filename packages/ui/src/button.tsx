import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-brand-600',
  ghost: 'bg-transparent text-current hover:bg-black/5 focus-visible:outline-current',
  light: 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'lg' = 'md',
  extra?: string,
): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-[20px] font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    size === 'lg' ? 'min-h-11 px-6 py-3 text-base' : 'min-h-11 px-4 py-2 text-sm',
    VARIANTS[variant],
    extra,
  );
}

function Arrow() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0" data-arrow="">
      <path
        d="M3 8h9m-4-4 4 4-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      className={cx('animate-spin', className)}
    >
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" />
      <path d="M14 8a6 6 0 0 0-6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  /** Shows the arrow decoration after the label (hidden while loading). */
  arrow?: boolean;
  /** Loading: a spinner and 'Loading...' replace the arrow; the button cannot be pressed again. */
  loading?: boolean;
  children: ReactNode;
};

/** The three states of §4: normal, disabled, loading. */
export function Button({
  variant,
  size,
  arrow = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
    >
      {loading ? (
        <>
          <Spinner />
          <span>Loading...</span>
        </>
      ) : (
        <>
          {children}
          {arrow && <Arrow />}
        </>
      )}
    </button>
  );
}
