/**
 * The records of a CSV file as sendCsv writes it (UTF-8 byte-order mark, CRLF, RFC 4180 quoting), each record as
 * an object keyed by the header's names: written out here rather than taken from a library, so the tests read the
 * file as a spreadsheet would.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const character = body[i];
    if (quoted) {
      if (character === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && body[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += character;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}
