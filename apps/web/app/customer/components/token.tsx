import type { ReactNode } from 'react';

/**
 * A value read as one piece, never broken across lines: a reference (1XP-261127-3AB2CA44), a phone number, an
 * amount. Where it does not fit beside its label, the line wraps before it, not inside it.
 */
export function Token({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
