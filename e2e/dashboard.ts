import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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

/** The operators document (§7's /api/operators) as the master saves it. */
export type OperatorsDocument = {
  countries: { country: string; operators: Record<string, unknown>[] }[];
  [limit: string]: unknown;
};

/**
 * The operators document as stored: read as the master, without what the server adds when it answers (whether an
 * operator is offered, whether the processor can pay out to it), so that it can be changed and saved back.
 */
export async function storedOperators(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<OperatorsDocument> {
  const shown = (await (await request.get('/1xpay/api/operators', { headers })).json()) as OperatorsDocument;
  return {
    ...shown,
    countries: shown.countries.map((country) => ({
      ...country,
      operators: country.operators.map(({ offered: _o, payoutAvailable: _p, ...operator }) => operator),
    })),
  };
}
