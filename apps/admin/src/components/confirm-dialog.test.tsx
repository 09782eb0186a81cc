// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDashboard } from '../testing/fake-api.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function Opener({ pending = false, onConfirm }: { pending?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bloquer Awa
      </button>
      <ConfirmDialog
        open={open}
        title="Bloquer Awa Dossou ?"
        confirmLabel="Bloquer"
        danger
        pending={pending}
        error={null}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        Elle ne pourra plus se connecter.
      </ConfirmDialog>
    </>
  );
}

const pressEscape = (target: Element) => {
  fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' });
  fireEvent.keyUp(target, { key: 'Escape', code: 'Escape' });
};

describe('ConfirmDialog', () => {
  it('is a modal named by its question, takes the focus, and gives it back when cancelled by Escape', async () => {
    const confirm = vi.fn();
    renderInDashboard(<Opener onConfirm={confirm} />);
    const opener = screen.getByRole('button', { name: 'Bloquer Awa' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer Awa Dossou ?' });
    expect(dialog.textContent).toContain('Elle ne pourra plus se connecter.');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    pressEscape(document.activeElement ?? dialog);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('sends nothing until confirmed, then calls the action once', async () => {
    const confirm = vi.fn();
    renderInDashboard(<Opener onConfirm={confirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer Awa' }));
    await screen.findByRole('dialog');
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while its action is on its way, and its button says so', async () => {
    const confirm = vi.fn();
    renderInDashboard(<Opener pending onConfirm={confirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer Awa' }));
    const dialog = await screen.findByRole('dialog');
    pressEscape(document.activeElement ?? dialog);
    const waiting = screen.getByRole('button', { name: 'Envoi…' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(waiting);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
