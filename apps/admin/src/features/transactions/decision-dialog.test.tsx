// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/transactions/1XP-261125-ABCD1234"}
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import type { Decision } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFERENCE = '1XP-261125-ABCD1234';

function renderDialog(decision: Decision) {
  const done = vi.fn();
  renderInDashboard(
    <DecisionDialog reference={REFERENCE} decision={decision} onClose={() => {}} onDone={done} />,
  );
  return done;
}

describe('DecisionDialog', () => {
  it('asks for a reason before sending anything, then sends it with the customer’s message', async () => {
    const calls = fakeApi(() => ({
      status: 200,
      body: { transactionReference: REFERENCE, statusCode: 528 },
    }));
    const done = renderDialog('reverse');
    expect(
      screen.getByRole('dialog', { name: 'Annuler ce paiement et rembourser le payeur ?' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler et rembourser' }));
    expect(await screen.findByText('Écrivez la raison de cette décision.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Raison (inscrite au journal d’audit)'), {
      target: { value: '  Fraude avérée  ' },
    });
    fireEvent.change(screen.getByLabelText('Message montré au client (facultatif)'), {
      target: { value: 'Remboursé après vérification.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler et rembourser' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('reverse'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/admin/transactions/${REFERENCE}/reverse`,
        body: { reason: 'Fraude avérée', message: 'Remboursé après vérification.' },
      },
    ]);
  });

  it('sends a release with its reason only, and says so when the payment changed meanwhile (409)', async () => {
    const calls = fakeApi(() => ({
      status: 409,
      body: { error: 'conflict', message: 'Cette transaction n’attend pas de décision.' },
    }));
    const done = renderDialog('release');
    expect(screen.queryByLabelText('Message montré au client (facultatif)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Raison (inscrite au journal d’audit)'), {
      target: { value: 'Client joint par téléphone.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Libérer' }));
    expect(
      await screen.findByText(
        'Ce paiement a changé entre-temps : la page est à jour, vérifiez avant de décider.',
      ),
    ).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [`/admin/transactions/${REFERENCE}/release`, { reason: 'Client joint par téléphone.' }],
    ]);
  });
});
