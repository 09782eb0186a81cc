// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/deposit"}
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATORS, storeSignedIn } from '../../testing/fixtures.ts';
import { type Answer, fakeApi, renderScreen } from '../../testing/render.tsx';
import { PaymentForm } from './payment-form.tsx';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const BELOW_MINIMUM: Answer = {
  status: 422,
  body: { error: 'payment_refused', statusCode: 410, message: 'Le montant est inférieur au minimum requis.' },
};

/** The quote the fake API gives: 1 % fees; below 100 F CFA, §8's 410. */
function quoteOf(path: string): Answer {
  const amount = Number(new URL(path, 'http://x').searchParams.get('amount'));
  if (amount < 100) return BELOW_MINIMUM;
  return { status: 200, body: { amount, fees: amount / 100, total: amount + amount / 100, currency: 'XOF' } };
}

function depositApi(create: () => Answer) {
  return fakeApi((method, path) => {
    if (path === '/api/operators') return { status: 200, body: OPERATORS };
    if (path.startsWith('/api/quote?')) return quoteOf(path);
    if (method === 'POST' && path === '/api/transactions') return create();
    return undefined;
  });
}

async function fillAmount(amount: string) {
  fireEvent.change(await screen.findByLabelText('Montant (XOF)'), { target: { value: amount } });
}

describe('deposit form', () => {
  it('prefills the payer and betting account, quotes the amount live, reviews, and confirms once with a key', async () => {
    const api = depositApi(() => ({
      status: 201,
      body: { reference: '1XP-1', statusCode: 201, message: null, finished: false },
    }));
    const { router } = renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    expect((await screen.findByLabelText('Numéro qui paie')).getAttribute('value')).toBe('0197000057');
    expect(screen.getByLabelText('Compte de paris').getAttribute('value')).toBe('123456789');
    await fillAmount('5 000');
    await waitFor(() => expect(screen.getByText('5 050 F CFA')).toBeTruthy(), { timeout: 2000 });

    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    await screen.findByRole('heading', { name: 'Vérifiez avant de confirmer' });
    const confirm = screen.getByRole('button', { name: 'Confirmer le dépôt' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.search).toBe('?reference=1XP-1'));
    // A tap that lands once the answer is in, while the next screen is still loading, sends nothing either (the
    // payment's key is forgotten by then: it would have been a second payment).
    if (confirm.isConnected) fireEvent.click(confirm);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/transactions',
        body: {
          type: 'deposit',
          country: 'BJ',
          operator: 'mtn',
          payerPhone: '+2290197000057',
          amount: 5000,
          accountId1xBet: '123456789',
        },
      },
    ]);
  });

  it('shows §8’s refusal of the amount at the amount, live and on continuing', async () => {
    depositApi(() => BELOW_MINIMUM);
    renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    await fillAmount('50');
    const amount = screen.getByLabelText('Montant (XOF)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'), { timeout: 2000 });
    expect(screen.getByText('Le montant est inférieur au minimum requis.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Vérifiez avant de confirmer' })).toBeNull();
  });

  it('says an amount that is not one in French words, without asking the server', async () => {
    const api = depositApi(() => BELOW_MINIMUM);
    renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    await fillAmount('cinq mille');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByText('Indiquez un montant en chiffres, par exemple 5 000.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/api/quote'))).toBe(false);
  });

  it('sends a refusal of the confirmed payment back to its field (462: the country)', async () => {
    depositApi(() => ({
      status: 422,
      body: { error: 'payment_refused', statusCode: 462, message: 'Pays non pris en charge.' },
    }));
    renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    await fillAmount('1000');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le dépôt' }));
    const country = await screen.findByLabelText('Pays');
    await waitFor(() => expect(country.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Pays non pris en charge.')).toBeTruthy();
  });
});

/** The API's answer to an account past one of its limits (issue 31): 429, the message at the field it names. */
function limitReached(field: string, message: string): Answer {
  return { status: 429, body: { error: 'too_many_requests', message, fields: [{ field, message }] } };
}

const WAITING = `Vous avez déjà 3 paiements en attente de validation : validez-en ou refusez-en un sur le téléphone payeur, ou attendez son expiration, puis réessayez.`;
const HOURLY = `Vous avez fait 20 paiements dans l’heure, le maximum : réessayez dans 12 min.`;

describe('an account past its limits (429)', () => {
  it('shows the limit of payments waiting at the payer’s number, and lets the customer confirm again', async () => {
    let answers = [limitReached('payerPhone', WAITING)];
    const api = depositApi(
      () =>
        answers.shift() ?? {
          status: 201,
          body: { reference: '1XP-3', statusCode: 201, message: null, finished: false },
        },
    );
    const { router } = renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    await fillAmount('1000');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le dépôt' }));
    const payer = await screen.findByLabelText('Numéro qui paie');
    await waitFor(() => expect(payer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(WAITING, { normalizer: (text) => text })).toBeTruthy();

    // Once a slot frees up, the customer confirms again, from the form as typed.
    answers = [];
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le dépôt' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=1XP-3'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('shows the hourly limit at the amount of a transfer', async () => {
    depositApi(() => limitReached('amount', HOURLY));
    renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    fireEvent.change(await screen.findByLabelText('Pays du bénéficiaire'), { target: { value: 'TG' } });
    fireEvent.change(screen.getByLabelText('Numéro du bénéficiaire'), { target: { value: '90 11 22 33' } });
    await fillAmount('1000');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le transfert' }));
    const amount = await screen.findByLabelText('Montant (XOF)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(HOURLY, { normalizer: (text) => text })).toBeTruthy();
  });
});

describe('send money form', () => {
  it('takes the beneficiary’s country and number, shows the rate and the amount received, and sends them', async () => {
    const api = fakeApi((method, path) => {
      if (path === '/api/operators') return { status: 200, body: OPERATORS };
      if (path.startsWith('/api/quote?')) {
        const query = new URL(path, 'http://x').searchParams;
        expect(query.get('type')).toBe('transfer');
        const amount = Number(query.get('amount'));
        return {
          status: 200,
          body: {
            amount,
            fees: 100,
            total: amount + 100,
            currency: 'XOF',
            rate: '14.5',
            receivedAmount: amount * 14.5,
            receivedCurrency: 'GNF',
          },
        };
      }
      if (method === 'POST' && path === '/api/transactions')
        return { status: 201, body: { reference: '1XP-2', statusCode: 201, message: null, finished: false } };
      return undefined;
    });
    const { router } = renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    fireEvent.change(await screen.findByLabelText('Pays du bénéficiaire'), { target: { value: 'TG' } });
    fireEvent.change(screen.getByLabelText('Numéro du bénéficiaire'), { target: { value: '90 11 22 33' } });
    await fillAmount('10000');
    await waitFor(() => expect(screen.getByText('1 XOF = 14,5 GNF')).toBeTruthy(), { timeout: 2000 });
    expect(line('pay.received')).toBe('145\u202f000\u00a0GNF');
    expect(line('pay.amountSent')).toBe('10\u202f000\u00a0XOF');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le transfert' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=1XP-2'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'transfer',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: '+2290197000057',
      amount: 10000,
      beneficiaryPhone: '+22890112233',
      beneficiaryCountry: 'TG',
    });
  });
});

describe('the beneficiary’s operator (decision 061)', () => {
  it('is optional; chosen, it is reviewed and sent; another country clears it', async () => {
    const api = transferApi((amount) => ({ amount, fees: 100, total: amount + 100, currency: 'XOF' }));
    const { router } = renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    const choice = (await screen.findByLabelText('Opérateur du bénéficiaire')) as HTMLSelectElement;
    expect(choice.value).toBe('');
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      'Je ne sais pas',
      'MTN MoMo',
      'Moov Money',
    ]);
    fireEvent.change(choice, { target: { value: 'moov' } });
    fireEvent.change(screen.getByLabelText('Numéro du bénéficiaire'), {
      target: { value: '01 97 11 22 33' },
    });
    await fillAmount('10000');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByText('Moov Money')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le transfert' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=1XP-3'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      beneficiaryCountry: 'BJ',
      beneficiaryOperator: 'moov',
    });
  });
});

/** The text of a quote's line (the live quote, or the review once it is shown). */
function line(key: string): string | undefined {
  const all = document.querySelectorAll(`[data-quote-line="${key}"]`);
  return all[all.length - 1]?.textContent ?? undefined;
}

/** A transfer's API: the quote as `quote` says for the amount asked, every other call as the deposit's. */
function transferApi(quote: (amount: number) => Record<string, unknown>) {
  return fakeApi((method, path) => {
    if (path === '/api/operators') return { status: 200, body: OPERATORS };
    if (path.startsWith('/api/quote?'))
      return { status: 200, body: quote(Number(new URL(path, 'http://x').searchParams.get('amount'))) };
    if (method === 'POST' && path === '/api/transactions')
      return { status: 201, body: { reference: '1XP-3', statusCode: 201, message: null, finished: false } };
    return undefined;
  });
}

describe('the quote of a transfer', () => {
  it('Benin → Togo, one currency: says what the beneficiary receives, without a rate, and the number grouped', async () => {
    transferApi((amount) => ({ amount, fees: 600, total: amount + 600, currency: 'XOF' }));
    renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    fireEvent.change(await screen.findByLabelText('Pays du bénéficiaire'), { target: { value: 'TG' } });
    fireEvent.change(screen.getByLabelText('Numéro du bénéficiaire'), { target: { value: '90112233' } });
    await fillAmount('25000');
    await waitFor(() => expect(line('pay.received')).toBe('25\u202f000\u00a0F\u202fCFA'), { timeout: 2000 });
    expect(line('pay.amountSent')).toBe('25\u202f000\u00a0F\u202fCFA');
    expect(line('pay.fees')).toBe('600\u00a0F\u202fCFA');
    expect(line('pay.total')).toBe('25\u202f600\u00a0F\u202fCFA');
    expect(line('pay.rate')).toBeUndefined();
    expect(screen.getByText('Le bénéficiaire reçoit')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    await screen.findByRole('button', { name: 'Confirmer le transfert' });
    expect(line('pay.received')).toBe('25\u202f000\u00a0F\u202fCFA');
    expect(line('pay.rate')).toBeUndefined();
    const number = screen.getByText('+228 90 11 22 33');
    expect(number.textContent).toBe('+228\u00a090\u00a011\u00a022\u00a033');
    expect(number.closest('.whitespace-nowrap')).toBeTruthy();
  });

  it('XOF → XAF: every amount names its currency code, and the rate is shown', async () => {
    transferApi((amount) => ({
      amount,
      fees: 600,
      total: amount + 600,
      currency: 'XOF',
      rate: '1.024',
      receivedAmount: Math.floor(amount * 1.024),
      receivedCurrency: 'XAF',
    }));
    renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    fireEvent.change(await screen.findByLabelText('Pays du bénéficiaire'), { target: { value: 'GA' } });
    fireEvent.change(screen.getByLabelText('Numéro du bénéficiaire'), { target: { value: '07123456' } });
    await fillAmount('25000');
    await waitFor(() => expect(line('pay.received')).toBe('25\u202f600\u00a0XAF'), { timeout: 2000 });
    expect(line('pay.amountSent')).toBe('25\u202f000\u00a0XOF');
    expect(line('pay.total')).toBe('25\u202f600\u00a0XOF');
    expect(line('pay.rate')).toBe('1\u00a0XOF = 1,024\u00a0XAF');
    expect(document.querySelector('[data-quote]')?.textContent).not.toMatch(/F\s?CFA/);
  });
});

describe('the payment form’s checks', () => {
  it('submitted empty: a French message at each field, the focus on the first, nothing sent', async () => {
    const api = depositApi(() => ({ status: 500 }));
    renderScreen(<PaymentForm kind="transfer" />, '/app/send');
    fireEvent.change(await screen.findByLabelText('Numéro qui paie'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    const payer = screen.getByLabelText('Numéro qui paie');
    await waitFor(() => expect(document.activeElement).toBe(payer));
    expect(screen.getByText('Indiquez le numéro du bénéficiaire.')).toBeTruthy();
    expect(screen.getByText('Indiquez un montant en chiffres, par exemple 5 000.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('submitted wrong: says what is wrong, and an old message goes when it is fixed', async () => {
    depositApi(() => ({ status: 500 }));
    renderScreen(<PaymentForm kind="deposit" />, '/app/deposit');
    await fillAmount('douze');
    fireEvent.change(screen.getByLabelText('Compte de paris'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    const amount = screen.getByLabelText('Montant (XOF)');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(screen.getByText('Indiquez l’identifiant du compte de paris à créditer.')).toBeTruthy();
    await fillAmount('5000');
    fireEvent.change(screen.getByLabelText('Compte de paris'), { target: { value: '123456789' } });
    expect(screen.queryByText('Indiquez un montant en chiffres, par exemple 5 000.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByRole('button', { name: 'Confirmer le dépôt' })).toBeTruthy();
  });
});

/** The withdrawal's quote the fake API gives: 2 % fees taken from the amount, which arrives less them. */
function withdrawalQuoteOf(path: string): Answer {
  const amount = Number(new URL(path, 'http://x').searchParams.get('amount'));
  if (amount < 100) return BELOW_MINIMUM;
  const fees = (amount * 2) / 100;
  return {
    status: 200,
    body: { amount, fees, total: amount, currency: 'XOF', rate: '1', receivedAmount: amount - fees },
  };
}

function withdrawalApi(create: () => Answer) {
  return fakeApi((method, path) => {
    if (path === '/api/operators') return { status: 200, body: OPERATORS };
    if (path.startsWith('/api/quote?')) return withdrawalQuoteOf(path);
    if (method === 'POST' && path === '/api/transactions') return create();
    return undefined;
  });
}

/** A line of the quote, its no-break spaces read as spaces. */
const quoteLine = (key: string) =>
  document.querySelector(`[data-quote-line="${key}"]`)?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('withdraw form', () => {
  it('quotes the fees taken from the amount and « Vous recevez », never a total to pay, and sends the code', async () => {
    const api = withdrawalApi(() => ({
      status: 201,
      body: { reference: '1XP-W1', statusCode: 201, message: null, finished: false },
    }));
    const { router } = renderScreen(<PaymentForm kind="withdrawal" />, '/app/withdraw');
    // The number paid is the customer's own, and the betting account theirs, by default.
    expect((await screen.findByLabelText('Numéro à payer')).getAttribute('value')).toBe('0197000057');
    expect(screen.getByLabelText('Compte de paris').getAttribute('value')).toBe('123456789');
    await fillAmount('10 000');
    await waitFor(() => expect(quoteLine('pay.youReceive')).toBe('9 800 F CFA'), { timeout: 2000 });
    expect(quoteLine('pay.withdrawAmount')).toBe('10 000 F CFA');
    expect(quoteLine('pay.fees')).toBe('200 F CFA');
    expect(screen.getByText('Montant du retrait')).toBeTruthy();
    expect(screen.getByText('Vous recevez')).toBeTruthy();
    expect(screen.queryByText('Total à payer')).toBeNull();

    fireEvent.change(screen.getByLabelText('Code de retrait'), { target: { value: ' ret-4821 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    await screen.findByRole('heading', { name: 'Vérifiez avant de confirmer' });
    expect(screen.getByText('Une fois confirmé, le code est vérifié auprès du site de paris.')).toBeTruthy();
    expect(quoteLine('pay.youReceive')).toBe('9 800 F CFA');
    expect(screen.queryByText(/Total/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=1XP-W1'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        type: 'withdrawal',
        country: 'BJ',
        operator: 'mtn',
        payerPhone: '+2290197000057',
        amount: 10_000,
        accountId1xBet: '123456789',
        withdrawalCode: 'ret-4821',
      },
    ]);
  });

  it('submitted empty: says the amount and the code are missing, focuses the first, sends nothing', async () => {
    const api = withdrawalApi(() => ({ status: 500 }));
    renderScreen(<PaymentForm kind="withdrawal" />, '/app/withdraw');
    await screen.findByLabelText('Code de retrait');
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    const amount = screen.getByLabelText('Montant (XOF)');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(screen.getByText('Indiquez un montant en chiffres, par exemple 5 000.')).toBeTruthy();
    const code = screen.getByLabelText('Code de retrait');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Indiquez le code de retrait donné par le site de paris.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('submitted wrong: a malformed code is said at the code field in French, without asking the server', async () => {
    const api = withdrawalApi(() => ({ status: 500 }));
    renderScreen(<PaymentForm kind="withdrawal" />, '/app/withdraw');
    await fillAmount('5000');
    fireEvent.change(screen.getByLabelText('Code de retrait'), { target: { value: 'AB#1' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    const code = screen.getByLabelText('Code de retrait');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(
      screen.getByText(
        'Le code de retrait compte 4 à 32 lettres, chiffres ou tirets\u202f: recopiez-le tel que le site de paris l’a donné.',
        { normalizer: (text) => text },
      ),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Fixed, the message goes and the review comes.
    fireEvent.change(code, { target: { value: 'RET-4821' } });
    expect(screen.queryByText(/recopiez-le/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    expect(await screen.findByRole('button', { name: 'Confirmer le retrait' })).toBeTruthy();
  });

  it('shows the server’s refusal of the code (§8 401) at the code field, back on the form', async () => {
    withdrawalApi(() => ({
      status: 422,
      body: {
        error: 'payment_refused',
        statusCode: 401,
        message: 'Informations de transaction incomplètes.',
      },
    }));
    renderScreen(<PaymentForm kind="withdrawal" />, '/app/withdraw');
    await fillAmount('5000');
    fireEvent.change(screen.getByLabelText('Code de retrait'), { target: { value: 'RET-4821' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    const code = await screen.findByLabelText('Code de retrait');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Informations de transaction incomplètes.')).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
  });
});
