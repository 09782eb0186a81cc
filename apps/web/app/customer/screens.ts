/**
 * The customer app's screens: each in French at its path and in English under /en, prerendered as an empty shell
 * (the screen loads its data in the browser). `signedIn` screens sit behind the session check of
 * signed-in-layout.tsx; the others are reached without a session.
 */
export type Screen = { name: string; path: string; file: string; signedIn: boolean };

const screen = (name: string, path: string, signedIn: boolean): Screen => ({
  name,
  path,
  file: `customer/routes/${name}.tsx`,
  signedIn,
});

export const SCREENS: readonly Screen[] = [
  screen('app-home', '/app', true),
  screen('app-deposit', '/app/deposit', true),
  screen('app-send', '/app/send', true),
  screen('app-withdraw', '/app/withdraw', true),
  screen('app-transaction', '/app/transaction', true),
  screen('app-card', '/app/card', true),
  screen('app-history', '/app/history', true),
  screen('app-profile', '/app/profile', true),
  screen('app-verify-phone', '/app/verify-phone', true),
  screen('app-identity', '/app/identity', true),
  screen('app-sign-in', '/app/sign-in', false),
  screen('app-sign-up', '/app/sign-up', false),
  screen('app-forgot-password', '/app/forgot-password', false),
  screen('sign-out', '/sign-out', false),
  screen('receipt', '/receipt', false),
];

/** The short link printed on a receipt: `/r/{token}`, which the server redirects to `/receipt?t={token}`. */
export const RECEIPT_SHORT_PREFIX = '/r/';
