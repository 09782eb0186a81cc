import { describe, expect, it } from 'vitest';
import { checkWith } from './validate.ts';

describe('the card page’s form, checked by the server’s schema', () => {
  it('says each field’s one sentence, whether it is empty or not a card’s', () => {
    expect(
      checkWith('sandboxCard', { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', code: '12' }),
    ).toEqual({
      ok: false,
      problems: {
        number: { id: 'card.number.invalid' },
        expiry: { id: 'card.expiry.invalid' },
        cvc: { id: 'card.cvc.invalid' },
        code: { id: 'card.code.invalid' },
      },
    });
    expect(checkWith('sandboxCard', { number: '', expiry: '', cvc: '', code: '' })).toMatchObject({
      problems: {
        number: { id: 'card.number.invalid' },
        expiry: { id: 'card.expiry.invalid' },
        cvc: { id: 'card.cvc.invalid' },
        code: { id: 'card.code.invalid' },
      },
    });
  });

  it('takes a test card as the server does, trimmed, without a code until the page asks for one', () => {
    expect(
      checkWith('sandboxCard', { number: '4242 4242 4242 4242', expiry: ' 12/34 ', cvc: '123 ' }),
    ).toEqual({
      ok: true,
      data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
  });
});
