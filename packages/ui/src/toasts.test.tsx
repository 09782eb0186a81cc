import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_HIDE_MS, TOAST_REPLACE_DELAY_MS, TOAST_VISIBLE_MS, Toasts, useToast } from './toasts.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Sender() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast('success', 'Premier')}>
        un
      </button>
      <button type="button" onClick={() => toast('danger', 'Second')}>
        deux
      </button>
    </>
  );
}

const shown = () => document.querySelector('[data-toast]');

describe('Toasts (§9: 5 s shown, 0.5 s to hide, 1 s before replacing one shown)', () => {
  it('shows a toast, starts hiding it after 5 s and removes it 0.5 s later', () => {
    render(
      <Toasts>
        <Sender />
      </Toasts>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'un' }));
    expect(screen.getByRole('status').textContent).toBe('Premier');
    expect(shown()?.getAttribute('data-toast')).toBe('success');
    act(() => void vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1));
    expect(shown()?.className).toContain('opacity-100');
    act(() => void vi.advanceTimersByTime(1));
    expect(shown()?.className).toContain('opacity-0');
    act(() => void vi.advanceTimersByTime(TOAST_HIDE_MS));
    expect(shown()).toBeNull();
  });

  it('waits 1 s before a new toast replaces the one shown', () => {
    render(
      <Toasts>
        <Sender />
      </Toasts>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'un' }));
    fireEvent.click(screen.getByRole('button', { name: 'deux' }));
    expect(shown()?.textContent).toBe('Premier');
    expect(shown()?.className).toContain('opacity-0');
    act(() => void vi.advanceTimersByTime(TOAST_REPLACE_DELAY_MS));
    expect(shown()?.textContent).toBe('Second');
    expect(shown()?.getAttribute('data-toast')).toBe('danger');
  });
});
