import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { watchPolicy } from './pages.ts';
import { verifyByApi } from './sms.ts';

// What the dashboard's specs share: the master's account, new customers with numbers of their own, a deposit paid
// in the sandbox whose operation waits for an admin, and signing in through the form.

/** The master admin the e2e server is started with (playwright.config.ts). */
export const MASTER = { email: 'e2e@example.bj', password: 'un mot de passe de test e2e' };

/** This worker's numbers follow one another from the second it first asked for one. */
const firstSecond = Math.floor(Date.now() / 1000);
let phones = 0;

/**
 * A Beninese mobile number (+229 01 9…) no other test of the run uses: the worker's index, then a count of its
 * numbers so far. The sandbox plays a number's last two digits (00 to 09 each choose an outcome: README): without
 * `ending`, they are 10 to 99 and the payment waits for someone to play the customer's phone; with it, they are
 * `ending`.
 */
export function beninPhone(ending?: string): string {
  phones += 1;
  // Outside a test (a worker's fixture), the worker's index Playwright gives its process.
  const worker = Number(process.env.TEST_WORKER_INDEX ?? test.info().workerIndex) % 10;
  const count = (firstSecond + phones) % 90_000;
  if (ending !== undefined) return `+2290196${worker}${String(count % 1000).padStart(3, '0')}${ending}`;
  // count → 5 digits whose last two are 10 to 99, one number for each count.
  const digits = Math.floor(count / 90) * 100 + 10 + (count % 90);
  return `+2290197${worker}${String(digits).padStart(5, '0')}`;
}

export type Customer = {
  uuid: string;
  apiKey: string;
  phone: string;
  email: string;
  headers: { authorization: string };
};

/**
 * A new customer registered through §7's API. `forwardedFor` gives the registration an address of its own (the
 * e2e server believes its local proxy's X-Forwarded-For), for a spec that registers more than the hundred an
 * hour one address may (§5).
 */
export async function registerCustomer(
  request: APIRequestContext,
  origin: string,
  {
    phone = beninPhone(),
    email = `client.${phone.slice(1)}@example.bj`,
    firstName = 'Awa',
    lastName = 'Koné',
    forwardedFor,
  }: { phone?: string; email?: string; firstName?: string; lastName?: string; forwardedFor?: string } = {},
): Promise<Customer> {
  const registered = await request.post('/1xpay/api/auth/register', {
    headers: { origin, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    data: {
      firstName,
      lastName,
      phoneNumber: phone,
      email,
      password: 'un mot de passe de client',
      accountId1xBet: '123456789',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { uuid, apiKey } = (await registered.json()) as { uuid: string; apiKey: string };
  const headers = { authorization: `Bearer ${apiKey}` };
  // A new account pays once its number is verified: the code sent at sign-up, as its owner types it.
  await verifyByApi(request, phone, headers);
  return { uuid, apiKey, phone, email, headers };
}

/** A transaction as its customer reads it (§7), as far as these specs look. */
export type Detail = {
  status: { statusCode: number; message: string | null; finished: boolean };
  operation: { operationStatus: string; failureMessage: string | null } | null;
};

/** A deposit of 5,000 XOF from `customer`'s own number, as its customer follows it. */
export async function deposit(request: APIRequestContext, customer: Customer, amount = 5000) {
  const created = await request.post('/1xpay/api/transactions', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: customer.phone, amount },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  const detail = async () =>
    (await (
      await request.get(`/1xpay/api/transactions/${reference}`, { headers: customer.headers })
    ).json()) as Detail;
  return { reference, detail };
}

/**
 * A deposit paid in the sandbox by a new customer: the test plays the customer's phone once the payment waits for
 * it (204), and the operation then waits for an admin.
 */
export async function paidDeposit(request: APIRequestContext, origin: string) {
  const customer = await registerCustomer(request, origin);
  const { reference, detail } = await deposit(request, customer);
  await expect.poll(async () => (await detail()).status.statusCode, { timeout: 20_000 }).toBe(204);
  const approved = await request.post(`/1xpay/sandbox/transactions/${reference}/approve`, {
    headers: customer.headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(async () => (await detail()).operation?.operationStatus, { timeout: 20_000 })
    .toBe('pending');
  return { reference, detail, customer };
}

/**
 * A deposit by `customer`, paid in the sandbox, followed until its status is `until`: the sandbox's customer pays at
 * once from a number ending in 00 or 08 (then 08's verification blocks it: 235), so the test's approval may come
 * second.
 */
export async function depositUntil(
  request: APIRequestContext,
  customer: Customer,
  until: number,
  amount = 5000,
) {
  const made = await deposit(request, customer, amount);
  await expect
    .poll(async () => (await made.detail()).status.statusCode, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(204);
  const approved = await request.post(`/1xpay/sandbox/transactions/${made.reference}/approve`, {
    headers: customer.headers,
  });
  expect([200, 409]).toContain(approved.status());
  await expect.poll(async () => (await made.detail()).status.statusCode, { timeout: 20_000 }).toBe(until);
  return made;
}

/** A customer paying from a number that ends in `ending` (the sandbox's script). */
export const payer = (request: APIRequestContext, origin: string, ending: '00' | '08') =>
  registerCustomer(request, origin, { phone: beninPhone(ending), firstName: 'Koffi', lastName: 'Mensah' });

/** The master's API headers (a dashboard session of its own). */
export async function masterHeaders(request: APIRequestContext) {
  const login = await request.post('/1xpay/api/dashboard/login', { data: MASTER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { apiKey: string }).apiKey}` };
}

/** Fills the sign-in form with `account` and sends it. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs the master in through the form: they land on the overview. */
export async function signInAsMaster(page: Page) {
  await signIn(page, MASTER);
  await expect(page.getByRole('heading', { name: 'Vue d’ensemble' })).toBeVisible();
}

/** Opens the operations screen from the navigation. */
export async function openOperations(page: Page) {
  await page.getByRole('link', { name: 'Opérations' }).click();
  await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
}

/** What the console says of a Content-Security-Policy violation (watchPolicy keeps those). */
const POLICY_MESSAGE = /content security policy|refused to/i;

/**
 * Watches a dashboard page for what must never happen (issue 32): a console error (a failed request included), an
 * uncaught exception, and anything its Content-Security-Policy blocks. Call before `page.goto`; the function it
 * returns lists what was seen so far.
 */
export async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  const violations = await watchPolicy(page);
  page.on('console', (message) => {
    // What the policy blocks, watchPolicy has already.
    if (message.type() === 'error' && !POLICY_MESSAGE.test(message.text()))
      problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return async () => [
    ...problems,
    ...(await violations()).map((violation) => `Content-Security-Policy: ${violation}`),
  ];
}

type Watched = Window & { cspViolations?: string[] };

/**
 * What axe-core finds on the page as it is now (every rule axe runs by default, WCAG 2.x A and AA and its best
 * practices, whatever their impact), one line per element: rule, impact, element, and axe's summary of the fix.
 * `within` limits the check to part of the page (a dialog). axe-core's bundled promise library tries
 * `Function('return this')` (and catches the refusal): that one `script-src eval` violation, raised while axe runs,
 * is axe's and not the page's, and is forgotten. What is on its way in (a dialog's fade and rise) is checked once
 * it has arrived: half-faded text is no contrast anyone reads.
 */
export async function accessibilityFindings(page: Page, within?: string): Promise<string[]> {
  // Until three frames in a row have no finite animation running: one that starts a frame after the dialog
  // mounts (React Aria's entering state) is waited for too.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  });
  const before = await page.evaluate(() => (window as Watched).cspViolations?.length ?? 0);
  let builder = new AxeBuilder({ page });
  if (within !== undefined) builder = builder.include(within);
  const { violations } = await builder.analyze();
  await page.evaluate((from) => {
    const seen = (window as Watched).cspViolations;
    if (seen === undefined) return;
    const axes = seen.slice(from).filter((violation) => violation.startsWith('script-src eval '));
    for (const violation of axes) seen.splice(seen.indexOf(violation, from), 1);
  }, before);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

/**
 * Zero console errors, uncaught exceptions or policy violations so far (from `watchProblems`), then zero axe-core
 * findings on the page (or `within` it).
 */
export async function expectCleanScreen(page: Page, problems: () => Promise<string[]>, within?: string) {
  expect(await problems(), 'console errors, exceptions, Content-Security-Policy violations').toEqual([]);
  expect(await accessibilityFindings(page, within), 'axe-core findings').toEqual([]);
}
