import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header (in the caller's language) and how a row gives its cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | bigint | boolean | null | undefined;
};

/**
 * Answers an export as a CSV file streamed row by row as `rows` yields them (a use case reads them from the
 * database a page at a time), so memory stays flat whatever the filter selects. UTF-8 with a byte-order mark (a
 * spreadsheet then reads accents right), comma-separated, RFC 4180 quoting, and cells that a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) written as text (csv-stringify's
 * `escape_formulas`). A failure after the first bytes cuts the response: the client sees an incomplete download,
 * never a file that looks whole.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): FastifyReply {
  const cells = async function* () {
    // Numbers stay numbers (a negative amount is no formula); only text is checked for formulas.
    for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
  };
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  const source = Readable.from(cells());
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
