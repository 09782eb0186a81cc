import { Readable } from 'node:stream';
import { findCountryByPhone } from '@1xpay/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header (in the caller's language) and how a row gives its cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | bigint | boolean | null | undefined;
  /** A phone number in E.164: written as `phoneCell` writes it. */
  phone?: true;
};

/**
 * A phone number as an export writes it (decision 048): `+2290166359527` as `00229 01 66 35 95 27`, the form a
 * person dials from any of the service's countries (their international prefix is 00, and parsePhone reads it
 * back). A spreadsheet shows it as text, as written: it starts with a digit, so no spreadsheet takes it for a
 * formula (OWASP's CSV injection guidance: `=`, `+`, `-`, `@`, tab, carriage return), and its groups of two digits
 * make it no number either (leading zeros kept, no thousands separators read into it). `+229…` would have to be
 * escaped (`'+229…`, the quote shown in some spreadsheets and copied with the number). Anything that is not a
 * number in E.164 of a known calling code is left as it is, and escaped like any other text.
 */
export function phoneCell(value: string): string {
  if (!/^\+[1-9]\d{5,14}$/.test(value)) return value;
  const callingCode = findCountryByPhone(value)?.callingCode;
  if (callingCode === undefined) return value;
  const national = value.slice(1 + String(callingCode).length);
  if (national.length < 4) return value;
  // Pairs, as the service's countries write their numbers; an odd length starts 2, 3 (Senegal's 77 123 45 67).
  const groups = national.length % 2 === 0 ? [] : [national.slice(0, 2), national.slice(2, 5)];
  for (let at = national.length % 2 === 0 ? 0 : 5; at < national.length; at += 2)
    groups.push(national.slice(at, at + 2));
  return `00${callingCode} ${groups.join(' ')}`;
}

function cellOf<T>(column: CsvColumn<T>, row: T) {
  const value = column.value(row) ?? '';
  return column.phone === true && typeof value === 'string' ? phoneCell(value) : value;
}

/**
 * Answers an export as a CSV file streamed row by row as `rows` yields them (a use case reads them from the
 * database a page at a time), so memory stays flat whatever the filter selects. UTF-8 with a byte-order mark (a
 * spreadsheet then reads accents right), comma-separated, RFC 4180 quoting, and cells that a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) written as text (csv-stringify's
 * `escape_formulas`), phone numbers in a form that needs no escaping (`phoneCell`, decision 048). A failure after the first bytes
 * cuts the response: the client sees an incomplete download,
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
    for await (const row of rows) yield columns.map((column) => cellOf(column, row));
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
