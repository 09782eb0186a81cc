import { describe, expect, it } from 'vitest';
import { type BuiltChunk, screenPreloads } from './screen-preloads.ts';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry,
});

describe('screenPreloads', () => {
  it('gives each screen its chunk and what it imports, less what the first chunk loads anyway', () => {
    const chunks = [
      chunk('assets/index.js', '/app/src/main.tsx', ['assets/text.js'], true),
      chunk('assets/text.js', null),
      chunk('assets/users.js', '/app/src/features/users/users.tsx', ['assets/table.js', 'assets/text.js']),
      chunk('assets/table.js', null, ['assets/rows.js']),
      chunk('assets/rows.js', null, ['assets/table.js']),
      // Not a screen: a detail page, a module of a screen's folder.
      chunk('assets/user-detail.js', '/app/src/features/users/user-detail.tsx', ['assets/table.js']),
      chunk('assets/audit.js', '/app/src/features/audit/audit.tsx'),
    ];
    expect(screenPreloads(chunks)).toEqual({
      users: ['assets/users.js', 'assets/table.js', 'assets/rows.js'],
      audit: ['assets/audit.js'],
    });
  });
});
