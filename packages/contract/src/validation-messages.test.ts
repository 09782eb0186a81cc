import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { registerBodySchema } from './auth.ts';
import {
  toValidationIssues,
  type ValidationIssue,
  validationMessage,
  validationPredicate,
} from './validation-messages.ts';

function issuesOf(schema: z.ZodType, input: unknown): ValidationIssue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toValidationIssues(result.error.issues, input);
}

describe('validationMessage', () => {
  it('names the field and the problem in French by default', () => {
    const messages = issuesOf(registerBodySchema, {
      firstName: 'Awa',
      phoneNumber: '123',
      email: 'nope',
      password: 'court',
      accountId1xBet: 'abc',
    }).map((issue) => validationMessage(issue));
    expect(messages).toEqual([
      'Le champ « lastName » est obligatoire.',
      'Le champ « phoneNumber » doit être un numéro de téléphone valide au format international (+229…).',
      'Le champ « email » doit être une adresse e-mail valide.',
      'Le champ « password » doit contenir au moins 8 caractères.',
      "Le champ « accountId1xBet » n'a pas le format attendu.",
    ]);
  });

  it('speaks English on request', () => {
    const [issue] = issuesOf(z.object({ lockUser: z.boolean() }), { lockUser: 'oui' });
    expect(issue && validationMessage(issue, 'en')).toBe('Field “lockUser” must be true or false.');
  });

  it('covers enums, list sizes, numbers, unknown keys and the whole request', () => {
    const schema = z.strictObject({
      type: z.enum(['deposit', 'transfer']),
      countries: z.array(z.string()).min(1),
      limit: z.int().max(200),
    });
    const messages = issuesOf(schema, { type: 'x', countries: [], limit: 500, extra: 1 }).map((i) =>
      validationMessage(i),
    );
    expect(messages).toEqual([
      "Le champ « type » doit valoir l'une de ces valeurs : deposit, transfer.",
      'Le champ « countries » doit contenir au moins 1 élément.',
      'Le champ « limit » doit être inférieur ou égal à 200.',
      'La requête contient des champs inconnus : extra.',
    ]);
    expect(validationMessage({ code: 'invalid_type', path: [], params: { expected: 'object' } })).toBe(
      'La requête doit être un objet.',
    );
  });

  it('writes lengths as plain digits, with the plural of each language', () => {
    const schema = z.object({
      note: z.string().max(1000),
      tags: z.array(z.string()).min(2),
      code: z.string().min(1),
    });
    const issues = issuesOf(schema, { note: 'x'.repeat(1001), tags: ['a'], code: '' });
    expect(issues.map((issue) => validationMessage(issue))).toEqual([
      'Le champ « note » doit contenir au plus 1000 caractères.',
      'Le champ « tags » doit contenir au moins 2 éléments.',
      'Le champ « code » doit contenir au moins 1 caractère.',
    ]);
    expect(issues.map((issue) => validationMessage(issue, 'en'))).toEqual([
      'Field “note” must have at most 1000 characters.',
      'Field “tags” must have at least 2 items.',
      'Field “code” must have at least 1 character.',
    ]);
  });
});

describe('validationPredicate', () => {
  it('says what is wrong without naming the field, as a sentence, in either language', () => {
    const schema = z.object({ limit: z.int().max(200), name: z.string().min(1) });
    const issues = issuesOf(schema, { limit: 500, name: '' });
    expect(issues.map((issue) => validationPredicate(issue))).toEqual([
      'Doit être inférieur ou égal à 200.',
      'Doit contenir au moins 1 caractère.',
    ]);
    expect(issues.map((issue) => validationPredicate(issue, 'en'))).toEqual([
      'Must be at most 200.',
      'Must have at least 1 character.',
    ]);
  });
});
