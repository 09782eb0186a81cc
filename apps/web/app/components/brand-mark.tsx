import { BRAND } from '../site/brand.ts';

/** The brand's mark and name. */
export function BrandMark({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="9" fill="#04875d" />
        <path
          d="M9 21.5 15 10l3.2 6.1L20.5 12 24 21.5h-3.4l-1.3-3.6-1.2 2.2-1.2-2.3-2.8 5.2z"
          fill="#fbbf24"
        />
      </svg>
      <span className={tone === 'dark' ? 'text-white' : 'text-ink-900'}>{BRAND}</span>
    </span>
  );
}
