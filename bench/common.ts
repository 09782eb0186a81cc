export { onServer } from '../apps/api/src/testing/test-database.ts';

/** A command-line option that must be a whole number from 1 to `max` (the benches' counts and durations). */
export function wholeNumber(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} doit être un entier de 1 à ${max}`);
  return value;
}
