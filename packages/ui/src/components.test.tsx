import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Menu } from './menu.tsx';
import { Tooltip } from './tooltip.tsx';

afterEach(cleanup);

describe('Button (§4: normal, disabled, loading)', () => {
  it('shows its label and arrow when normal', () => {
    render(<Button arrow>Payer</Button>);
    const button = screen.getByRole('button', { name: 'Payer' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('[data-arrow]')).not.toBeNull();
  });

  it('cannot be pressed when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Payer
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner with "Loading..." and hides the arrow while loading, and cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <Button arrow loading onClick={onClick}>
        Payer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-arrow]')).toBeNull();
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Dialog', () => {
  const open = (onClose = vi.fn()) => {
    render(
      <>
        <button type="button">avant</button>
        <Dialog open onClose={onClose} title="Inscription" closeLabel="Fermer">
          <a href="#a">Premier</a>
          <a href="#b">Dernier</a>
        </Dialog>
      </>,
    );
    return onClose;
  };

  it('is a labelled modal dialog that takes the focus', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Inscription' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('closes on Escape, on the backdrop and on its close button', () => {
    const onClose = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-backdrop]') as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('traps Tab and Shift+Tab inside', () => {
    open();
    screen.getByRole('link', { name: 'Dernier' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dernier' }));
  });

  it('is inert, hidden and ignores the pointer when closed', () => {
    render(
      <Dialog open={false} onClose={vi.fn()} title="Inscription" closeLabel="Fermer">
        <p>contenu</p>
      </Dialog>,
    );
    const root = document.querySelector('[data-state]') as HTMLElement;
    expect(root.dataset.state).toBe('closed');
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.className).toContain('pointer-events-none');
    expect(root.className).toContain('duration-500');
  });
});

describe('timed components', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Tooltip: shows after its delay on hover and focus, hides after its own', () => {
    render(
      <Tooltip content="Bientôt" showDelayMs={200} hideDelayMs={1000}>
        {(props) => (
          <button type="button" {...props}>
            Partage
          </button>
        )}
      </Tooltip>,
    );
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseEnter(screen.getByRole('button').parentElement as Element);
    act(() => vi.advanceTimersByTime(199));
    expect(tooltip.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(screen.getByRole('button').parentElement as Element);
    act(() => vi.advanceTimersByTime(999));
    expect(tooltip.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip.hidden).toBe(true);
  });

  it('Menu: opens on hover, stays 400 ms after the pointer leaves, then hides', () => {
    render(<Menu label="Personnel" items={[{ href: '/cards', label: 'Cartes' }]} />);
    const button = screen.getByRole('button', { name: 'Personnel' });
    const root = button.parentElement as Element;
    fireEvent.mouseEnter(root);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(399));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Menu: without hover (mobile) only a click opens it', () => {
    render(<Menu hover={false} label="Business" items={[{ href: '/business-api', label: 'API' }]} />);
    const button = screen.getByRole('button', { name: 'Business' });
    fireEvent.mouseEnter(button.parentElement as Element);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/business-api');
  });
});

describe('Menu on desktop', () => {
  it('stays open when the pointer that opened it clicks its button, and a second click closes it', () => {
    render(<Menu label="Personnel" items={[{ href: '/cards', label: 'Cartes' }]} />);
    const button = screen.getByRole('button', { name: 'Personnel' });
    fireEvent.mouseEnter(button.parentElement as Element);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
