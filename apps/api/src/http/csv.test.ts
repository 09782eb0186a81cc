import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { everyRow } from '../common/every-row.ts';
import { sendCsv } from './csv.ts';

type Row = { name: string; amount: bigint };
const columns = [
  { header: 'Nom', value: (row: Row) => row.name },
  { header: 'Montant', value: (row: Row) => row.amount },
] as const;

const app = Fastify();
app.get('/rows', (_request, reply) =>
  sendCsv(
    reply,
    'opérations 2026.csv',
    columns,
    everyRow<Row, number>(async (cursor = 0) => ({
      rows: Array.from({ length: Math.min(1000, 2500 - cursor) }, (_, i) => ({
        name: `n${cursor + i}`,
        amount: BigInt(cursor + i),
      })),
      next: cursor + 1000 < 2500 ? cursor + 1000 : null,
    })),
  ),
);
app.get('/tricky', (_request, reply) =>
  sendCsv(
    reply,
    'x.csv',
    columns,
    (async function* () {
      yield { name: '=HYPERLINK("http://evil")', amount: 1n };
      yield { name: 'Kouassi, "Jean"\nAmani', amount: 2n };
      yield { name: '@SUM(A1)', amount: -3n };
    })(),
  ),
);
app.get('/broken', (_request, reply) =>
  sendCsv(
    reply,
    'x.csv',
    columns,
    (async function* () {
      yield { name: 'a', amount: 1n };
      throw new Error('database gone');
    })(),
  ),
);
app.get('/phones', (_request, reply) =>
  sendCsv(
    reply,
    'x.csv',
    [
      { header: 'Nom', value: (row: Row) => row.name },
      { header: 'Téléphone', value: (row: Row) => row.name, phone: true },
    ],
    (async function* () {
      for (const name of [
        '+2290166359527',
        '+221771234567',
        '+22890112233',
        '=HYPERLINK("http://evil")',
        '+1',
        '+999123456789',
        '-229',
      ])
        yield { name, amount: 0n };
    })(),
  ),
);
afterAll(() => app.close());

describe('sendCsv', () => {
  it('streams every page of rows after a header, as an attachment with a safe file name', async () => {
    const response = await app.inject('/rows');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="op_rations_2026.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Nom,Montant');
    expect(lines).toHaveLength(2501);
    expect(lines.at(-1)).toBe('n2499,2499');
  });

  it('quotes separators and line breaks and writes would-be formulas as text', async () => {
    const body = (await app.inject('/tricky')).body.replace(/^\uFEFF/, '');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")",1`);
    expect(body).toContain('"Kouassi, ""Jean""\nAmani",2');
    expect(body).toContain("'@SUM(A1),-3\r\n");
  });

  it('writes phone numbers as dialled from the service’s countries, text without a quote, never a formula', async () => {
    const lines = (await app.inject('/phones')).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Nom,Téléphone',
      "'+2290166359527,00229 01 66 35 95 27",
      "'+221771234567,00221 77 123 45 67",
      "'+22890112233,00228 90 11 22 33",
      `"'=HYPERLINK(""http://evil"")","'=HYPERLINK(""http://evil"")"`,
      "'+1,'+1",
      "'+999123456789,'+999123456789",
      "'-229,'-229",
    ]);
  });

  it('cuts the response when the rows fail midway, never a file that looks whole', async () => {
    await expect(app.inject('/broken')).rejects.toThrow();
  });
});
