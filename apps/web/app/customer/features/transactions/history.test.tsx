// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/history"}
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, storeSignedIn } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { HistoryScreen } from './history.tsx';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const REFERENCE = '1XP-261127-COTO0014';
/** Paid at 00:14:05 in Cotonou on 28 November 2026: 23:14:05Z the day before. */
const AT = Date.UTC(2026, 10, 27, 23, 14, 5);

function historyApi() {
  return fakeApi((method, path) => {
    if (method === 'GET' && path === '/api/history')
      return {
        status: 200,
        body: [
          {
            reference: REFERENCE,
            senderUuid: ME.uuid,
            type: 'deposit',
            country: 'BJ',
            operator: 'mtn',
            payerPhone: '+2290197000057',
            beneficiaryPhone: null,
            beneficiaryCountry: null,
            accountId1xBet: '123456789',
            amount: 5000,
            fees: 50,
            currency: 'XOF',
            createdAt: AT,
            updatedAt: AT,
          },
        ],
      };
    if (path === '/statuses')
      return {
        status: 200,
        body: {
          [REFERENCE]: { transactionReference: REFERENCE, statusCode: 200, message: null, finished: true },
        },
      };
    if (path === '/admin/getOperations') return { status: 200, body: {} };
    return undefined;
  });
}

describe('the history’s times (decision 040)', () => {
  it.each([
    ['Africa/Porto-Novo', '28 novembre 2026 à 00:14', 'Fuseau horaire\u202f: Porto-Novo (UTC+1)'],
    ['Africa/Abidjan', '27 novembre 2026 à 23:14', 'Fuseau horaire\u202f: Abidjan (UTC+0)'],
  ])('on a device in %s: %s, the zone named under the title', async (timeZone, shown, caption) => {
    historyApi();
    renderScreen(<HistoryScreen />, '/app/history', { timeZone });
    expect(await screen.findByText(shown)).toBeTruthy();
    // A narrow no-break space before the colon, as French typography wants.
    expect(screen.getByText(/^Fuseau horaire/).textContent).toBe(caption);
  });
});
