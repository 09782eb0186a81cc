import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { keysetCursor, oldestFirstPageQuery, pageQueryShape } from './page-query.ts';

describe('pageQueryShape', () => {
  const query = z.object(
    pageQueryShape({
      before: { pattern: keysetCursor(/\d{1,3}/), description: 'plus anciens' },
      after: { pattern: keysetCursor(/\d{1,3}/), description: 'plus récents' },
    }),
  );

  it('takes a limit of 1 to 200 (text in a query string), 50 by default', () => {
    expect(query.parse({})).toEqual({ limit: 50 });
    expect(query.parse({ limit: '1' }).limit).toBe(1);
    expect(query.parse({ limit: '200' }).limit).toBe(200);
    for (const limit of ['0', '201', '1.5', 'abc']) expect(query.safeParse({ limit }).success).toBe(false);
  });

  it('takes the cursors it names, a time in microseconds then the key, and no other', () => {
    expect(query.parse({ before: '1764288000123456_12', after: '0_1' })).toEqual({
      limit: 50,
      before: '1764288000123456_12',
      after: '0_1',
    });
    for (const cursor of ['1764288000123456', '_12', '1764288000123456_1234', '1234567890123456789_1', 'x_1'])
      expect(query.safeParse({ before: cursor }).success, cursor).toBe(false);
  });

  it('reads oldest first with `after` only', () => {
    const oldestFirst = z.strictObject(oldestFirstPageQuery(/[A-Z]{2}/));
    expect(oldestFirst.parse({ after: '99_AB' })).toEqual({ limit: 50, after: '99_AB' });
    expect(oldestFirst.safeParse({ before: '99_AB' }).success).toBe(false);
  });
});
