import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The alerting rules the repository ships name only metrics the processes expose: a rule on a renamed or removed
// metric would never fire, silently.
const RULES = new URL('../../../../deploy/prometheus/1xpay-alerts.yml', import.meta.url);
const TOKEN = 'un-jeton-de-metriques-assez-long';
/** PromQL words that are not metric names. */
const PROMQL = new Set(['max', 'sum', 'by', 'or', 'absent', 'rate', 'stage', 'status', 'kind', 'instance']);

function metricNames(expression: string): string[] {
  const withoutLabels = expression.replace(/\{[^}]*\}/g, '').replace(/\[[^\]]*\]/g, '');
  return [...withoutLabels.matchAll(/[a-z_][a-z0-9_]*/g)]
    .map((match) => match[0])
    .filter((word) => !PROMQL.has(word));
}

describe('deploy/prometheus/1xpay-alerts.yml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('names only metrics the processes expose, in every rule', async () => {
    const rules = await readFile(RULES, 'utf8');
    const expressions = [...rules.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1] ?? '');
    const alerts = [...rules.matchAll(/^\s+- alert: (\S+)$/gm)].map((match) => match[1]);
    expect(expressions).toHaveLength(alerts.length);
    expect(alerts.length).toBeGreaterThanOrEqual(6);
    const answer = await t.visitor.send({
      method: 'GET',
      path: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    const exposed = new Set(
      [...answer.text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap((match) =>
        match[2] === 'histogram'
          ? [`${match[1]}_count`, `${match[1]}_sum`, `${match[1]}_bucket`]
          : [match[1] ?? ''],
      ),
    );
    for (const expression of expressions)
      for (const name of metricNames(expression))
        expect([expression, exposed.has(name)]).toEqual([expression, true]);
  });
});
