// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: the box is given the widths a browser would measure. */
function widths(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

function renderTable() {
  render(
    <ScrollRegion label="Écritures du paiement">
      <table>
        <tbody>
          <tr>
            <td>1 000 XOF</td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>,
  );
}

describe('ScrollRegion', () => {
  it('is a named group a keyboard reaches while its table is wider than the screen', () => {
    widths(640, 328);
    renderTable();
    const region = screen.getByRole('group', { name: 'Écritures du paiement' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('is a plain box, out of the tab order, while everything fits', () => {
    widths(328, 328);
    renderTable();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
