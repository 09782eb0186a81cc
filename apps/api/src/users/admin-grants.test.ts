import { type BodyOf, unchecked } from '@1xpay/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGrants, users } from '../db/schema.ts';
import { FORBIDDEN, MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed, signIn } from '../testing/fixtures.ts';
import { auditCount, latestAudit, storedUser } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

const CANNOT_CHANGE_MASTER = {
  error: 'forbidden',
  message: "Les droits de l'administrateur principal ne se modifient pas ici.",
};
const UNKNOWN_ADMIN = { error: 'not_found', message: 'Administrateur introuvable.' };
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('POST /1xpay/admin/addAdmin', () => {
  it('makes a customer an admin, with countries upper-cased and sorted, and records it', async () => {
    const target = await customer(t.deps, { country: 'TG' });
    const response = await t.as(boss, { remoteAddress: '192.0.2.7' }).post('/admin/addAdmin', {
      adminId: target.user.id,
      countries: ['tg', 'BJ', ' ci'],
      allowedOperationsTypes: ['withdrawal', 'deposit'],
    });
    expect(response.status).toBe(200);
    const grant = {
      adminId: target.user.id,
      isAdmin: true,
      countries: ['BJ', 'CI', 'TG'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    };
    expect(response.body).toStrictEqual({ data: grant });
    expect((await storedUser(t, target.user)).isAdmin).toBe(true);
    const [row] = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, target.user.id));
    expect(row).toMatchObject({
      countries: grant.countries,
      allowedOperationsTypes: grant.allowedOperationsTypes,
    });
    expect(await latestAudit(t, boss)).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
      action: 'admin.add',
      target: `user:${target.user.id}`,
      targetName: `${target.user.firstName} ${target.user.lastName}`,
      before: { adminId: target.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] },
      after: grant,
      ip: '192.0.2.7',
      at: t.clock.now().getTime(),
    });
    // The new admin, once signed in to the dashboard, sees the users of their countries.
    const dashboard = await signIn(t.deps, await storedUser(t, target.user), 'dashboard');
    const list = await t.as(dashboard).get('/api/users');
    expect(list.status).toBe(200);
    expect(list.body.data.map((user) => user.userUuid)).toContain(target.user.id);
  });

  it('adds to the countries and types an admin had', async () => {
    const admin = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['transfer'] });
    const response = await t.as(boss).post('/admin/addAdmin', {
      adminId: admin.user.id,
      countries: ['bj', 'BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(response.status).toBe(200);
    const after = {
      adminId: admin.user.id,
      isAdmin: true,
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer'],
    };
    expect(response.body).toStrictEqual({ data: after });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'admin.add',
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['TG'],
        allowedOperationsTypes: ['transfer'],
      },
      after,
    });
    // The widened grant applies at once to the admin's existing session.
    const meNow = await t.as(admin).get('/api/me');
    expect(meNow.body.grant).toEqual({
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer'],
    });
  });

  it('names an unknown country or type', async () => {
    const { user } = await customer(t.deps);
    const badCountry = await t.as(boss).post('/admin/addAdmin', {
      adminId: user.id,
      countries: ['XX'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body).toEqual({
      error: 'validation_failed',
      message: 'Le champ « countries.0 » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
      fields: [
        {
          field: 'countries.0',
          message: 'Le champ « countries.0 » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
        },
      ],
    });
    const badType = await t
      .as(boss)
      .post(
        '/admin/addAdmin',
        unchecked({ adminId: user.id, countries: ['BJ'], allowedOperationsTypes: ['deposit', 'refund'] }),
      );
    expect(badType.status).toBe(400);
    expect(errorOf(badType).fields?.map((field) => field.field)).toEqual(['allowedOperationsTypes.1']);
    const empty = await t.as(boss).post('/admin/addAdmin', {
      adminId: user.id,
      countries: [],
      allowedOperationsTypes: ['deposit'],
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields?.map((field) => field.field)).toEqual(['countries']);
    expect((await storedUser(t, user)).isAdmin).toBe(false);
  });

  it('answers 404 for an unknown adminId, 403 for the master admin', async () => {
    const unknown = await t.as(boss).post('/admin/addAdmin', {
      adminId: NOBODY,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(UNKNOWN_ADMIN);
    const before = await auditCount(t);
    const masterRights = await t.as(boss).post('/admin/addAdmin', {
      adminId: boss.user.id,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(masterRights.status).toBe(403);
    expect(masterRights.body).toEqual(CANNOT_CHANGE_MASTER);
    const grants = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, boss.user.id));
    expect(grants).toEqual([]);
    expect(await auditCount(t)).toBe(before);
  });

  it('is for the master admin only', async () => {
    const admin = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const target = await customer(t.deps, { country: 'BJ' });
    const payload: BodyOf<'/admin/addAdmin'> = {
      adminId: target.user.id,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    };
    const byAdmin = await t.as(admin).post('/admin/addAdmin', payload);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual(MASTER_ONLY);
    const self = await t
      .as(admin)
      .post('/admin/addAdmin', { ...payload, adminId: admin.user.id, countries: ['SN'] });
    expect(self.status).toBe(403);
    expect(self.body).toEqual(MASTER_ONLY);
    const byCustomer = await t.as(target).post('/admin/addAdmin', payload);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toEqual(MASTER_ONLY);
    const visitor = await t.visitor.post('/admin/addAdmin', payload);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(NO_SESSION);
    expect((await storedUser(t, target.user)).isAdmin).toBe(false);
    expect((await t.as(admin).get('/api/me')).body.grant).toEqual({
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit'],
    });
  });
});

describe('POST /1xpay/admin/revokeAdmin', () => {
  it('takes away the countries and types listed, either list may be empty', async () => {
    const admin = await agent(t.deps, {
      countries: ['BJ', 'SN', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
    });
    const first = await t
      .as(boss, { remoteAddress: '192.0.2.8' })
      .post('/admin/revokeAdmin', { adminId: admin.user.id, countries: ['tg'], allowedOperationsTypes: [] });
    expect(first.status).toBe(200);
    const middle = {
      adminId: admin.user.id,
      isAdmin: true,
      countries: ['BJ', 'SN'],
      allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
    };
    expect(first.body).toStrictEqual({ data: middle });
    expect(await latestAudit(t, boss)).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
      action: 'admin.revoke',
      target: `user:${admin.user.id}`,
      targetName: `${admin.user.firstName} ${admin.user.lastName}`,
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'SN', 'TG'],
        allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
      },
      after: middle,
      ip: '192.0.2.8',
      at: t.clock.now().getTime(),
    });

    const second = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: admin.user.id,
      countries: [],
      allowedOperationsTypes: ['withdrawal', 'transfer'],
    });
    expect(second.body).toStrictEqual({
      data: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'SN'],
        allowedOperationsTypes: ['deposit'],
      },
    });
    // Still an admin: their dashboard session goes on, with the narrower grant.
    const meNow = await t.as(admin).get('/api/me');
    expect(meNow.status).toBe(200);
    expect(meNow.body).toMatchObject({
      isAdmin: true,
      grant: { countries: ['BJ', 'SN'], allowedOperationsTypes: ['deposit'] },
    });
  });

  it('demotes an admin left without a country: dashboard sessions end, customer sessions stay', async () => {
    const admin = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const customerKey = await signIn(t.deps, admin.user, 'customer');
    const response = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: admin.user.id,
      countries: ['TG', 'BJ'],
      allowedOperationsTypes: [],
    });
    expect(response.status).toBe(200);
    const after = { adminId: admin.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] };
    expect(response.body).toStrictEqual({ data: after });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'admin.revoke',
      actorId: boss.user.id,
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'TG'],
        allowedOperationsTypes: ['deposit'],
      },
      after,
    });
    expect((await storedUser(t, admin.user)).isAdmin).toBe(false);

    const dashboard = await t.as(admin).get('/api/me');
    expect(dashboard.status).toBe(401);
    expect(dashboard.body).toEqual(NO_SESSION);
    const asCustomer = await t.as(customerKey).get('/api/me');
    expect(asCustomer.status).toBe(200);
    expect(asCustomer.body).toMatchObject({ isAdmin: false, grant: null });
    const list = await t.as(customerKey).get('/api/users');
    expect(list.status).toBe(403);
    expect(list.body).toEqual(FORBIDDEN);

    // Made admin again, they start from nothing.
    const again = await t.as(boss).post('/admin/addAdmin', {
      adminId: admin.user.id,
      countries: ['SN'],
      allowedOperationsTypes: ['transfer'],
    });
    expect(again.body).toStrictEqual({
      data: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['SN'],
        allowedOperationsTypes: ['transfer'],
      },
    });
  });

  it('demotes an admin left without a type', async () => {
    const admin = await agent(t.deps, {
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    const response = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: admin.user.id,
      countries: [],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      data: { adminId: admin.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] },
    });
    expect((await storedUser(t, admin.user)).isAdmin).toBe(false);
    expect((await t.as(admin).get('/api/me')).status).toBe(401);
    const grants = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, admin.user.id));
    expect(grants).toEqual([]);
  });

  it('answers 404 for an unknown adminId, 403 for the master, 400 for an unknown country', async () => {
    const unknown = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: NOBODY,
      countries: ['BJ'],
      allowedOperationsTypes: [],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(UNKNOWN_ADMIN);
    const masterRights = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: boss.user.id,
      countries: [],
      allowedOperationsTypes: ['deposit'],
    });
    expect(masterRights.status).toBe(403);
    expect(masterRights.body).toEqual(CANNOT_CHANGE_MASTER);
    expect((await storedUser(t, boss.user)).isAdmin).toBe(true);
    expect((await t.as(boss).get('/api/me')).status).toBe(200);
    const admin = await agent(t.deps);
    const bad = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: admin.user.id,
      countries: ['BJ', 'QQ'],
      allowedOperationsTypes: [],
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.field)).toEqual(['countries.1']);
    expect((await t.as(admin).get('/api/me')).body.grant).toEqual({
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
  });

  it('is for the master admin only', async () => {
    const admin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const other = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const payload = { adminId: other.user.id, countries: ['BJ'], allowedOperationsTypes: [] };
    const byAdmin = await t.as(admin).post('/admin/revokeAdmin', payload);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual(MASTER_ONLY);
    const byCustomer = await t.as(await customer(t.deps)).post('/admin/revokeAdmin', payload);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toEqual(MASTER_ONLY);
    expect((await t.visitor.post('/admin/revokeAdmin', payload)).status).toBe(401);
    expect((await storedUser(t, other.user)).isAdmin).toBe(true);
    expect((await t.as(other).get('/api/me')).status).toBe(200);
  });
});

describe('GET /1xpay/admin/grants', () => {
  it('lists the grant of every admin to the master admin', async () => {
    const one = await agent(t.deps, { countries: ['CI', 'SN'], allowedOperationsTypes: ['transfer'] });
    const two = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['deposit', 'withdrawal'] });
    const plain = await customer(t.deps);
    const response = await t.as(boss).get('/admin/grants');
    expect(response.status).toBe(200);
    const list = response.body.data;
    const admins = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isMaster, false)));
    expect(list.map((grant) => grant.adminId).sort()).toEqual(admins.map((admin) => admin.id).sort());
    expect(list.map((grant) => grant.adminId)).not.toContain(boss.user.id);
    expect(list).toContainEqual({
      adminId: one.user.id,
      isAdmin: true,
      countries: ['CI', 'SN'],
      allowedOperationsTypes: ['transfer'],
    });
    expect(list).toContainEqual({
      adminId: two.user.id,
      isAdmin: true,
      countries: ['TG'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    expect(list.map((grant) => grant.adminId)).not.toContain(plain.user.id);
  });

  it('is refused to a regular admin, a customer and a visitor', async () => {
    for (const who of [await agent(t.deps), await customer(t.deps)]) {
      const response = await t.as(who).get('/admin/grants');
      expect(response.status).toBe(403);
      expect(response.body).toEqual(MASTER_ONLY);
    }
    const visitor = await t.visitor.get('/admin/grants');
    expect(visitor.status).toBe(401);
  });
});
