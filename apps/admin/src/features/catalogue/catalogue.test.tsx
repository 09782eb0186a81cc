// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/catalogue"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { fakeApi } from '../../testing/fake-api.tsx';
import { AddressesScreen, PronosticsScreen } from './addresses-pronostics.tsx';
import { FeesScreen } from './fees.tsx';
import { OperatorsScreen } from './operators.tsx';
import { PendingScreen } from './pending.tsx';
import { PubsScreen } from './pubs.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MASTER = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';

function signedInAs(uuid: string, isMaster: boolean) {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({
      uuid,
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'awa@example.bj',
      isMaster,
      grant: null,
    }),
  );
}

function renderAt(element: React.ReactNode, onSessionEnded: () => void = () => {}) {
  const router = createMemoryRouter([{ path: '/catalogue', element }], { initialEntries: ['/catalogue'] });
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(onSessionEnded)}>
          <Toasts>
            <RouterProvider router={router} />
          </Toasts>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
}

const FEES = {
  fees: [{ type: 'deposit', country: 'BJ', operator: 'mtn', percent: '1', fixed: 100, currency: 'XOF' }],
  processorFees: [],
};

const change = (proposedBy: string) => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'fees',
  state: 'pending',
  proposed: { ...FEES, fees: [{ ...FEES.fees[0], percent: '2' }] },
  basedOn: FEES,
  diff: [{ path: 'fees.0.percent', before: '1', after: '2' }],
  stale: false,
  subject: null,
  subjectName: null,
  proposedBy,
  proposedByName: 'Awa Koné',
  proposedAt: 1_795_600_000_000,
  decidedBy: null,
  decidedAt: null,
  reason: null,
});

const previewRow = (amount: string) =>
  within(screen.getByRole('table', { name: 'Aperçu des frais sur des montants types' }))
    .getByRole('rowheader', { name: new RegExp(`^${amount.replace(' ', '\\s')}$`) })
    .closest('tr') as HTMLElement;

const OPERATORS_DOCUMENT = {
  countries: [
    {
      country: 'BJ',
      currency: 'XOF',
      operators: [
        { id: 'mtn', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true },
        { id: 'moov', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true },
        { id: 'card', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true },
      ],
    },
    {
      country: 'GA',
      currency: 'XAF',
      operators: [{ id: 'airtel', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true }],
    },
  ],
  maxFailedPaymentsPerDay: 5,
  beneficiaryMonthlyMax: 5_000_000,
  senderDailyMax: 5_000_000,
  maxWaitingPayments: 3,
  maxPaymentsPerHour: 20,
  maxPayerNumbersPerDay: 3,
};

/** The fees screen's API: the fees, the operators document its pickers read, and `post`'s answer to a save. */
function feesApi(post: { status: number; body?: unknown } = { status: 200, body: FEES }) {
  return fakeApi((method, path) => {
    if (method === 'POST') return post;
    if (path === '/api/operators') return { status: 200, body: OPERATORS_DOCUMENT };
    return { status: 200, body: FEES };
  });
}

const customerFees = () => screen.findByRole('region', { name: 'Frais facturés au client' });
const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saveBar = () => screen.queryByText(/modifications? non enregistrées?/);

describe('Frais', () => {
  it('takes a French decimal, previews it before anything is saved, and sends the wire’s text', async () => {
    signedInAs(MASTER, true);
    const calls = feesApi();
    renderAt(<FeesScreen />);
    await customerFees();
    // 1 % of 10 000 + 100, shown with a comma.
    expect(cell('Pourcentage, ligne 1').value).toBe('1');
    expect(
      within(previewRow('10 000'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['200', '200', '10 200']);
    expect(saveBar()).toBeNull();
    fireEvent.change(cell('Pourcentage, ligne 1'), { target: { value: '2,5' } });
    await waitFor(() =>
      expect(
        within(previewRow('10 000'))
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      ).toEqual(['200', '350', '10 350']),
    );
    expect(saveBar()?.textContent).toBe('1 modification non enregistrée');
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(calls.find(({ method }) => method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/fees',
      body: { ...FEES, fees: [{ ...FEES.fees[0], percent: '2.5' }] },
    });
    // What was sent is the new start: nothing left unsaved.
    await waitFor(() => expect(saveBar()).toBeNull());
  });

  it('with four-eyes on, says the change waits (202) and keeps the fees in force', async () => {
    signedInAs(MASTER, true);
    const calls = feesApi({ status: 202, body: change(MASTER) });
    renderAt(<FeesScreen />);
    await customerFees();
    fireEvent.change(cell('Pourcentage, ligne 1'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modification envoyée : elle attend l’approbation d’un second administrateur.'),
    ).toBeTruthy();
    expect(calls.find(({ method }) => method === 'POST')).toMatchObject({
      path: '/api/fees',
      body: { fees: [{ percent: '2', operator: 'mtn', country: 'BJ' }] },
    });
    await waitFor(() => expect(cell('Pourcentage, ligne 1').value).toBe('1'));
  });

  it('says in the cell what the schema refuses, counts it in the bar, and sends nothing', async () => {
    signedInAs(MASTER, true);
    const calls = feesApi();
    renderAt(<FeesScreen />);
    await customerFees();
    const percent = cell('Pourcentage, ligne 1');
    fireEvent.change(percent, { target: { value: 'un et demi' } });
    // Not yet: the cell has not been left.
    expect(percent.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(percent);
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(percent.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Nombre attendu, par exemple 1,5.');
    fireEvent.change(cell('Part fixe, ligne 1'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('2 erreurs à corriger')).toBeTruthy();
    expect(screen.getByText('Montant en chiffres attendu, sans signe.')).toBeTruthy();
    // The focus goes to the first cell to fix.
    await waitFor(() => expect(document.activeElement).toBe(percent));
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('removes a row with an undo, counts the changes, and sends the rows kept', async () => {
    signedInAs(MASTER, true);
    const two = {
      fees: [FEES.fees[0], { ...FEES.fees[0], type: 'withdrawal', percent: '1.5' }],
      processorFees: [],
    };
    const calls = fakeApi((method, path) => {
      if (method === 'POST') return { status: 200, body: two };
      if (path === '/api/operators') return { status: 200, body: OPERATORS_DOCUMENT };
      return { status: 200, body: two };
    });
    renderAt(<FeesScreen />);
    const table = await customerFees();
    expect(cell('Pourcentage, ligne 2').value).toBe('1,5');
    fireEvent.click(within(table).getByRole('button', { name: 'Retirer la ligne 1' }));
    expect(saveBar()?.textContent).toBe('1 modification non enregistrée');
    expect(cell('Pourcentage, ligne 1').disabled).toBe(true);
    fireEvent.click(within(table).getByRole('button', { name: 'Rétablir la ligne 1' }));
    expect(saveBar()).toBeNull();
    expect(cell('Pourcentage, ligne 1').disabled).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Retirer la ligne 1' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Ajouter une ligne' }));
    fireEvent.change(cell('Pourcentage, ligne 2'), { target: { value: '1.5' } });
    expect(saveBar()?.textContent).toBe('2 modifications non enregistrées');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(1));
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      fees: [
        { ...two.fees[1] },
        { type: 'deposit', country: '*', operator: '*', percent: '0', fixed: 0, currency: 'XOF' },
      ],
      processorFees: [],
    });
  });

  it('offers the countries and operators of the catalogue; a country brings its currency', async () => {
    signedInAs(MASTER, true);
    feesApi();
    renderAt(<FeesScreen />);
    await customerFees();
    const country = screen.getByRole('combobox', { name: 'Pays, ligne 1' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...country.options].map((option) => option.textContent)).toEqual([
        'Tous',
        'Bénin',
        'Burkina Faso',
        'Côte d’Ivoire',
        'Gabon',
        'Mali',
        'Sénégal',
        'Togo',
      ]),
    );
    const operator = () => screen.getByRole('combobox', { name: 'Opérateur, ligne 1' }) as HTMLSelectElement;
    expect([...operator().options].map((option) => option.textContent)).toEqual([
      'Tous',
      'Carte bancaire',
      'Moov Money',
      'MTN MoMo',
    ]);
    fireEvent.change(country, { target: { value: 'GA' } });
    // Gabon: XAF, and MTN does not work there.
    expect((screen.getByRole('combobox', { name: 'Devise, ligne 1' }) as HTMLSelectElement).value).toBe(
      'XAF',
    );
    expect(operator().value).toBe('*');
    expect([...operator().options].map((option) => option.textContent)).toEqual(['Tous', 'Airtel Money']);
    expect(saveBar()?.textContent).toBe('3 modifications non enregistrées');
  });
});

describe('Modifications en attente', () => {
  it('lets another admin approve, after a confirmation', async () => {
    signedInAs(AGENT, false);
    const calls = fakeApi((method, path) => {
      if (path === '/admin/fourEyes') return { status: 200, body: { enabled: true, updatedAt: 1 } };
      if (method === 'POST') return { status: 200, body: { data: { ...change(MASTER), state: 'approved' } } };
      return { status: 200, body: { data: [change(MASTER)] } };
    });
    renderAt(<PendingScreen />);
    expect(await screen.findByText('Frais · Dépôt · Bénin · MTN MoMo')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'POST')?.path).toBe(
        '/admin/pendingChanges/33333333-3333-4333-8333-333333333333/approve',
      ),
    );
  });

  it('shows no approval of the admin’s own change', async () => {
    signedInAs(MASTER, true);
    fakeApi((_method, path) =>
      path === '/admin/fourEyes'
        ? { status: 200, body: { enabled: true, updatedAt: 1 } }
        : { status: 200, body: { data: [change(MASTER)] } },
    );
    renderAt(<PendingScreen />);
    expect(
      await screen.findByText('Votre proposition : un autre administrateur doit l’approuver.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Désactiver la double validation' })).toBeTruthy();
  });
});

describe('Modifications en attente, au-delà des documents (décision 046)', () => {
  const APPROVE = '/admin/pendingChanges/33333333-3333-4333-8333-333333333333/approve';
  const turnOff = {
    ...change(MASTER),
    kind: 'fourEyes',
    proposed: { enabled: false },
    basedOn: { enabled: true },
    diff: [{ path: 'enabled', before: true, after: false }],
  };
  const rights = {
    ...change(MASTER),
    id: '44444444-4444-4444-8444-444444444444',
    kind: 'adminRights',
    subject: AGENT,
    subjectName: 'Koffi Mensah',
    proposed: { adminId: AGENT, isAdmin: true, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
    basedOn: { adminId: AGENT, isAdmin: false, countries: [], allowedOperationsTypes: [] },
    diff: [],
  };
  const refusal =
    'Vos droits d’administration ont moins de 24\u202fh (ou viennent d’être étendus)\u202f: un administrateur aux droits plus anciens doit approuver cette modification.';

  it('says in French what is proposed, and why an approval is refused', async () => {
    signedInAs(AGENT, false);
    fakeApi((method, path) => {
      if (path === '/admin/fourEyes') return { status: 200, body: { enabled: true, updatedAt: 1 } };
      if (method === 'POST' && path === APPROVE)
        return { status: 403, body: { error: 'forbidden', message: refusal } };
      return { status: 200, body: { data: [turnOff, rights] } };
    });
    renderAt(<PendingScreen />);
    const list = await screen.findByRole('list', { name: 'Modifications en attente' });
    expect(within(list).getByText('Désactiver la double validation')).toBeTruthy();
    expect(within(list).getByText('Droits de Koffi Mensah : Gabon — retrait')).toBeTruthy();
    fireEvent.click(within(list).getAllByRole('button', { name: 'Approuver' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });

  it('tells the master that turning four-eyes off waits for a second admin', async () => {
    signedInAs(MASTER, true);
    const calls = fakeApi((method, path) => {
      if (path === '/admin/fourEyes' && method === 'POST') return { status: 202, body: turnOff };
      if (path === '/admin/fourEyes') return { status: 200, body: { enabled: true, updatedAt: 1 } };
      return { status: 200, body: { data: [] } };
    });
    renderAt(<PendingScreen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Désactiver la double validation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver la double validation' }));
    expect(
      await screen.findByText(
        // The matcher's text is normalised: the narrow no-break space reads as a space.
        'Désactivation proposée : elle attend l’approbation d’un second administrateur.',
      ),
    ).toBeTruthy();
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({ enabled: false });
  });
});

describe('Publicités', () => {
  const upload = async (status: number, onSessionEnded: () => void = () => {}) => {
    signedInAs(MASTER, true);
    const calls = fakeApi((method, path) =>
      method === 'POST' && path === '/api/pictures'
        ? { status, body: { error: 'x', message: 'x' } }
        : { status: 200, body: [] },
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    renderAt(<PubsScreen />, onSessionEnded);
    fireEvent.change(await screen.findByLabelText('Titre'), { target: { value: 'Bonus' } });
    fireEvent.change(screen.getByLabelText('Lien (https)'), {
      target: { value: 'https://example.com/bonus' },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'bonus.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Image (PNG, JPEG, WebP ou GIF, 5 Mo au plus)'), {
      target: { files: [file] },
    });
    expect(await screen.findByRole('img', { name: 'Aperçu de l’image choisie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’image et publier' }));
    return calls;
  };

  it('signs out when the upload answers 401 (§8), and says nothing else', async () => {
    const signOut = vi.fn();
    await upload(401, signOut);
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says to check the network when the upload gets no answer, or an answer §8 does not name', async () => {
    const calls = await upload(413);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Désolé, une erreur s'est produite. Vérifiez votre réseau et réessayez.",
    );
    expect(calls.find(({ path }) => path === '/api/pictures')?.body).toBeInstanceOf(FormData);
  });

  it.each([
    [400, 'Image invalide'],
    [403, 'Interdit'],
    [500, "Désolé, une erreur s'est produite. Réessayez plus tard."],
  ])('says §8’s words when the upload answers %i', async (status, text) => {
    const calls = await upload(status);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(calls.filter(({ method, path }) => method === 'POST' && path === '/api/pubs')).toEqual([]);
  });
});

describe('Adresses de dépôt', () => {
  it('offers only the mobile-money operators of the country: a card has no account to pay into', async () => {
    signedInAs(MASTER, true);
    const address = {
      id: 'adresse-1',
      country: 'BJ',
      operator: 'mtn',
      label: 'MTN Bénin',
      accountNumber: '0197000000',
      accountName: '1xPay',
      instructions: '',
      active: true,
    };
    fakeApi((_, path) =>
      path === '/api/operators'
        ? { status: 200, body: OPERATORS_DOCUMENT }
        : { status: 200, body: [address] },
    );
    renderAt(<AddressesScreen />);
    const operator = (await screen.findByRole('combobox', {
      name: 'Opérateur, ligne 1',
    })) as HTMLSelectElement;
    await waitFor(() =>
      expect([...operator.options].map((option) => option.textContent)).toEqual(['Moov Money', 'MTN MoMo']),
    );
  });
});

describe('Pronostics', () => {
  const PRONOSTIC = {
    id: 'can-1',
    competition: "Coupe d'Afrique",
    homeTeam: 'Bénin',
    awayTeam: 'Togo',
    startsAt: Date.UTC(2026, 11, 1, 18),
    prediction: 'Victoire du Bénin',
    odds: '1.85',
    active: true,
  };

  it('saves the whole list with its ids, the kick-off in epoch ms and the odds with a point', async () => {
    signedInAs(MASTER, true);
    const calls = fakeApi((method) =>
      method === 'POST' ? { status: 200, body: [] } : { status: 200, body: [PRONOSTIC] },
    );
    renderAt(<PronosticsScreen />);
    const odds = (await screen.findByRole('textbox', { name: 'Cote, ligne 1' })) as HTMLInputElement;
    expect(odds.value).toBe('1,85');
    fireEvent.change(odds, { target: { value: '1,9x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nombre attendu, par exemple 1,85.')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
    fireEvent.change(odds, { target: { value: '1,9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'POST')).toMatchObject({
        path: '/api/pronostics',
        body: [{ ...PRONOSTIC, odds: '1.9' }],
      }),
    );
  });
});

describe('Opérateurs et limites', () => {
  const SHOWN = {
    countries: [
      {
        country: 'BJ',
        currency: 'XOF',
        operators: [{ id: 'mtn', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true }],
      },
    ],
    maxFailedPaymentsPerDay: 5,
    beneficiaryMonthlyMax: 5_000_000,
    senderDailyMax: 5_000_000,
    maxWaitingPayments: 3,
    maxPaymentsPerHour: 20,
    maxPayerNumbersPerDay: 3,
    level1MonthlyMax: 200_000,
    level2MonthlyMax: 2_000_000,
  };

  it('shows each level’s monthly limit, editable, in F CFA', async () => {
    signedInAs(MASTER, true);
    fakeApi(() => ({ status: 200, body: SHOWN }));
    renderAt(<OperatorsScreen />);
    const level1 = (await screen.findByRole('textbox', {
      name: 'Niveau 1 (téléphone vérifié), par mois',
    })) as HTMLInputElement;
    expect(level1.value).toBe('200\u202f000');
    expect(
      (screen.getByRole('textbox', { name: 'Niveau 2 (identité vérifiée), par mois' }) as HTMLInputElement)
        .value,
    ).toBe('2\u202f000\u202f000');
  });

  it('sends the document back without `offered`, and refuses a minimum above the maximum', async () => {
    signedInAs(MASTER, true);
    const calls = fakeApi((method) =>
      method === 'POST'
        ? { status: 202, body: { ...change(MASTER), kind: 'operators' } }
        : { status: 200, body: SHOWN },
    );
    renderAt(<OperatorsScreen />);
    const minimum = (await screen.findByRole('textbox', {
      name: 'Montant minimal, MTN MoMo (Bénin)',
    })) as HTMLInputElement;
    expect(minimum.value).toBe('100');
    expect(
      (screen.getByRole('textbox', { name: 'Montant maximal, MTN MoMo (Bénin)' }) as HTMLInputElement).value,
    ).toBe('2\u202f000\u202f000');
    fireEvent.change(minimum, { target: { value: '3000000' } });
    fireEvent.blur(minimum);
    // Grouped once left, and refused on the maximum: it must be at least the minimum.
    await waitFor(() => expect(minimum.value).toBe('3\u202f000\u202f000'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Doit être au moins égal au montant minimal.')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
    fireEvent.change(minimum, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Modification envoyée : elle attend l’approbation d’un second administrateur.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(calls.find(({ method }) => method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/operators',
      body: {
        ...SHOWN,
        countries: [
          {
            country: 'BJ',
            currency: 'XOF',
            operators: [
              { id: 'mtn', enabled: true, minAmount: 500, maxAmount: 2_000_000, delivery: 'agent' },
            ],
          },
        ],
      },
    });
  });

  it('marks a country twice in the document on the repeating row, and removes a country with an undo', async () => {
    signedInAs(MASTER, true);
    const calls = fakeApi(() => ({ status: 200, body: SHOWN }));
    renderAt(<OperatorsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un pays' }));
    const countries = screen.getAllByRole('combobox', { name: 'Pays' }) as HTMLSelectElement[];
    fireEvent.change(countries[1] as HTMLSelectElement, { target: { value: 'BJ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Déjà présent dans ce tableau.')).toBeTruthy();
    expect(countries[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(countries[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
    // The first Bénin removed: the other is no longer a repeat.
    fireEvent.click(screen.getAllByRole('button', { name: 'Retirer ce pays (Bénin)' })[0] as HTMLElement);
    expect(screen.getByText('Ce pays sera retiré à l’enregistrement.')).toBeTruthy();
    await waitFor(() => expect(countries[1]?.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir le pays Bénin' }));
    expect(screen.queryByText('Ce pays sera retiré à l’enregistrement.')).toBeNull();
  });

  it('edits the limits per account, explained at each field, and refuses one out of its bounds', async () => {
    signedInAs(MASTER, true);
    const calls = fakeApi((method) =>
      method === 'POST'
        ? { status: 202, body: { ...change(MASTER), kind: 'operators' } }
        : { status: 200, body: SHOWN },
    );
    renderAt(<OperatorsScreen />);
    const shownIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    const waiting = await screen.findByLabelText('Paiements en attente de validation à la fois');
    expect(shownIn('Paiements en attente de validation à la fois')).toBe('3');
    expect(shownIn('Paiements par heure')).toBe('20');
    expect(shownIn('Numéros payeurs différents par jour')).toBe('3');
    const payers = screen.getByLabelText('Numéros payeurs différents par jour');
    const hint = document.getElementById(waiting.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Paiements d’un même compte pas encore validés ni expirés (de 1 à 20, 3 conseillé).',
    );

    fireEvent.change(waiting, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(waiting.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    fireEvent.change(waiting, { target: { value: '2' } });
    fireEvent.change(payers, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(1));
    expect(calls.find(({ method }) => method === 'POST')?.body).toMatchObject({
      maxWaitingPayments: 2,
      maxPaymentsPerHour: 20,
      maxPayerNumbersPerDay: 5,
    });
  });
});
