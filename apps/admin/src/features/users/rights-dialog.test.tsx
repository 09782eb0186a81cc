// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDashboard } from '../../testing/fake-api.tsx';
import { RightsDialog } from './rights-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rights dialog', () => {
  it('waits for the current grants before a click can save or say what is missing', async () => {
    let answerGrants: (grants: unknown[]) => void = () => {};
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      const grants = await new Promise<unknown[]>((resolve) => {
        answerGrants = resolve;
      });
      return new Response(JSON.stringify({ data: grants }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const onSaved = vi.fn();
    renderInDashboard(
      <RightsDialog target={{ userUuid: 'u-1', name: 'Awa Dossou' }} onClose={() => {}} onSaved={onSaved} />,
    );
    const save = await screen.findByRole('button', { name: 'Enregistrer les droits' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(screen.queryByRole('alert')).toBeNull();

    answerGrants([]);
    await vi.waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cochez au moins un pays et un type d’opération.',
    );
    expect(requests).toEqual(['GET /1xpay/admin/grants']);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
