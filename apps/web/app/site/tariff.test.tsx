// @vitest-environment happy-dom
import { findFeeRule, quote, TARIFF_FEES, TARIFF_LIMITS } from '@1xpay/domain';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Terms from '../pages/legal/terms.tsx';
import Payments from '../pages/personal/payments.tsx';
import { SiteIntl } from './intl.tsx';
import { type Locale, localePath } from './locale.ts';

afterEach(cleanup);

const FORMAT: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const money = (amount: number | bigint, locale: Locale) =>
  new Intl.NumberFormat(FORMAT[locale], { style: 'currency', currency: 'XOF' }).format(amount);

/** A page of the site as the browser draws it, in `locale`: its text. */
function pageText(page: ReactNode, path: string, locale: Locale): string {
  const router = createMemoryRouter([{ path: '*', element: <SiteIntl locale={locale}>{page}</SiteIntl> }], {
    initialEntries: [localePath(path, locale)],
  });
  return render(<RouterProvider router={router} />).container.textContent ?? '';
}

/** What the API charges for a transfer from Benin (the fee document's rule, priced as checkout prices it). */
const transferRule = findFeeRule(TARIFF_FEES, {
  type: 'transfer',
  country: 'BJ',
  operator: 'mtn',
  currency: 'XOF',
});
const priced = quote({
  amount: 25_000n,
  type: 'transfer',
  country: 'BJ',
  operator: 'mtn',
  currency: 'XOF',
  fees: TARIFF_FEES,
});

describe('the figures of the site', () => {
  it('are the fee and limit documents’: /payments states the transfer fee the API charges, in both languages', () => {
    expect(transferRule).toBeDefined();
    for (const locale of ['fr', 'en'] as const) {
      const text = pageText(<Payments />, '/payments', locale);
      const percent =
        locale === 'fr' ? `${transferRule?.percent.replace('.', ',')}\u202f%` : `${transferRule?.percent}%`;
      expect(text, locale).toContain(`${percent} + ${money(Number(transferRule?.fixed), locale)}`);
      // The worked example is the API's own quote: 25 000 sent, its fee.
      expect(text, locale).toContain(money(priced.fees, locale));
      expect(text, locale).toContain(money(TARIFF_LIMITS.minAmount, locale));
      expect(text, locale).toContain(money(TARIFF_LIMITS.maxAmount, locale));
      expect(text, locale).toContain(money(TARIFF_LIMITS.senderDailyMax, locale));
      // The old promise the fee table contradicted is gone.
      expect(text, locale).not.toMatch(/\b1\s?% (de frais|fee)|minimum 100/);
    }
    expect(priced.fees).toBe(600n);
  });

  it('are the same in the terms of use', () => {
    const text = pageText(<Terms />, '/terms', 'fr');
    expect(text).toContain(
      `Un paiement va de ${money(TARIFF_LIMITS.minAmount, 'fr')} à ${money(TARIFF_LIMITS.maxAmount, 'fr')}`,
    );
    expect(text).toContain(money(TARIFF_LIMITS.senderDailyMax, 'fr'));
  });
});
