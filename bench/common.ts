import pg from 'pg';

/** A command-line option that must be a whole number from 1 to `max` (the benches' counts and durations). */
export function wholeNumber(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} doit être un entier de 1 à ${max}`);
  return value;
}

/** Runs one statement on the PostgreSQL server itself (create or drop a bench's database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
