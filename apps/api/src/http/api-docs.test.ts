import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors and probes', () => {
  it('serve the docs as HTML', async () => {
    let response = await t.visitor.send({ method: 'GET', path: '/docs' });
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 5; hops += 1) {
      // A redirect names an absolute URL; the client puts the base path back itself.
      const location = new URL(String(response.headers.location), 'http://localhost/1xpay/docs/');
      const path = `${location.pathname.replace(/^\/1xpay/, '')}${location.search}`;
      response = await t.visitor.send({ method: 'GET', path });
    }
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('swagger-ui');
  });

  it('serve an OpenAPI 3.1 document: every operation summarised, every error answer an Error', async () => {
    const response = await t.visitor.get('/openapi.json');
    expect(response.status).toBe(200);
    type Operation = {
      summary?: string;
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const document = response.body as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, message: { type: 'string' } },
      required: ['error', 'message'],
    });
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const { name, path, method, operation } of operations) {
      expect(operation.summary, name).toEqual(expect.any(String));
      expect(
        t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
        name,
      ).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        name,
      ).toBe(true);
      for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s) && path !== '/1xpay/ready')) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        const error = { $ref: '#/components/schemas/Error' };
        // Payment refusals of §8 have their own documented shape, {statusCode, message}, beside Error.
        const refusal = { $ref: '#/components/schemas/PaymentRefusal' };
        const allowed = status === '422' ? [error, refusal, { anyOf: [refusal, error] }] : [error];
        expect(allowed, `${name} ${status}`).toContainEqual(schema);
      }
    }
  });
});
