// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '../app.messages.ts';
import { TimeZoneNote, TimeZoneProvider, useDate } from './dates.tsx';

const AT = Date.UTC(2026, 10, 27, 23, 14);
const deviceZone = process.env.TZ;
afterEach(() => {
  cleanup();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

function Shown() {
  const date = useDate();
  return (
    <>
      <p data-testid="date">{date(AT)}</p>
      <TimeZoneNote />
    </>
  );
}

function page(zone?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <TimeZoneProvider {...(zone === undefined ? {} : { zone })}>{<Shown />}</TimeZoneProvider>,
      },
    ],
    { initialEntries: ['/app/history'] },
  );
  return (
    <IntlProvider locale="fr-FR" messages={messages.fr}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
}

describe('the reader’s time zone', () => {
  it('writes no time in the prerender: there is no reader at build time', () => {
    process.env.TZ = 'UTC';
    const html = renderToString(page());
    expect(html).not.toContain('2026');
    expect(html).not.toContain('Fuseau');
  });

  it('is the device’s once the app is alive in the browser', async () => {
    process.env.TZ = 'Africa/Porto-Novo';
    render(page());
    expect((await screen.findByTestId('date')).textContent).toBe('28 novembre 2026 à 00:14');
    expect(screen.getByText(/^Fuseau horaire/).textContent).toBe('Fuseau horaire\u202f: Porto-Novo (UTC+1)');
  });

  it('can be given, as tests do', async () => {
    render(page('Africa/Abidjan'));
    expect((await screen.findByTestId('date')).textContent).toBe('27 novembre 2026 à 23:14');
    expect(screen.getByText(/^Fuseau horaire/).textContent).toBe('Fuseau horaire\u202f: Abidjan (UTC+0)');
  });
});
