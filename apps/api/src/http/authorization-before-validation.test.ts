import { unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, MASTER_ONLY } from '../testing/expected-errors.ts';
import { agent, customer, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let client: Signed;
let staff: Signed;
beforeAll(async () => {
  t = await createTestApp();
  client = await customer(t.deps);
  staff = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
});
afterAll(() => t.close());

/** The calls only the master admin may make, each with a body that breaks its schema. */
const MASTER_WRITES = [
  '/api/operators',
  '/api/fees',
  '/api/addresses',
  '/api/pubs',
  '/api/pronostics',
  '/api/rates',
  '/admin/addAdmin',
  '/admin/revokeAdmin',
  '/api/pushToAllUsers',
  '/admin/transactions/1XP-NOPE/release',
  '/admin/transactions/1XP-NOPE/reverse',
  '/admin/refunds/1XP-NOPE/retry',
  '/admin/refunds/1XP-NOPE/paid-outside',
] as const;

/** The calls every admin may make (and no customer). */
const ADMIN_WRITES = ['/api/lockOrAllowUser', '/admin/operations/1XP-NOPE/fail'] as const;

describe('a caller without the right is refused before the body is read', () => {
  it.each(MASTER_WRITES)('POST %s: 403 to a customer and to an agent, whatever the body', async (path) => {
    for (const body of [{}, { fees: 'pas une liste' }, 'pas du JSON']) {
      const sent = unchecked(body);
      const options = { headers: { 'content-type': 'application/json' } };
      const asCustomer = await t.as(client).post(path, sent, options);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toEqual(MASTER_ONLY);
      const asAgent = await t.as(staff).post(path, sent, options);
      expect(asAgent.status).toBe(403);
      expect(asAgent.body).toEqual(MASTER_ONLY);
    }
  });

  it.each(ADMIN_WRITES)('POST %s: 403 to a customer, whatever the body', async (path) => {
    for (const body of [{}, { lockUser: 'peut-être' }]) {
      const refused = await t.as(client).post(path, unchecked(body));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
    }
  });

  it('POST /api/pictures: 403 to a customer before the upload is parsed', async () => {
    const refused = await t.as(client).send({
      method: 'POST',
      path: '/api/pictures',
      body: 'pas un formulaire',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
  });
});
