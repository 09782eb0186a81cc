import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../app/customer/app.messages.ts';
import { SCREENS } from '../app/customer/screens.ts';
import { placeTexts, textsUsed } from './app-texts.ts';

const KEYS = Object.keys(messages.fr);
const placement = placeTexts(join(import.meta.dirname, '..', 'app'), KEYS, SCREENS);

describe('where the app’s texts reach the browser', () => {
  it('reads the texts a source names, whole or by a template’s prefix', () => {
    const keys = ['a.one', 'a.two', 'b.kind.x', 'b.kind.y', 'c'];
    const source = ["t('a.one'); ", 't("c"); ', 't(`b.kind.$', '{kind}`)'].join('');
    expect([...textsUsed(source, keys)].sort()).toEqual(['a.one', 'b.kind.x', 'b.kind.y', 'c']);
    expect([...textsUsed("const path = '/a.two/'; // a.two", keys)]).toEqual([]);
  });

  it('places every text, shared or with each screen that uses it', () => {
    const placed = new Set(placement.shared);
    for (const texts of placement.screens.values()) for (const key of texts) placed.add(key);
    expect([...placed].sort()).toEqual([...KEYS].sort());
    expect([...placement.screens.keys()]).toEqual(SCREENS.map((screen) => screen.name));
    for (const texts of placement.screens.values())
      for (const key of texts) expect(placement.shared.has(key), key).toBe(false);
  });

  it('shares what the frame uses and gives a screen’s own texts to that screen only', () => {
    for (const key of ['nav.home', 'skip', 'error.generic', 'form.required', 'chip.paid'])
      if (KEYS.includes(key)) expect(placement.shared.has(key), key).toBe(true);
    const signInOnly = KEYS.filter((key) => key.startsWith('signIn.'));
    expect(signInOnly.length).toBeGreaterThan(3);
    for (const key of signInOnly) {
      expect(placement.screens.get('app-sign-in')?.has(key), key).toBe(true);
      expect(placement.screens.get('app-history')?.has(key), key).toBe(false);
    }
    // The payment form is loaded after the deposit screen's first load, its texts still come with the screen.
    expect(placement.screens.get('app-deposit')?.has('pay.amount')).toBe(true);
    expect(placement.screens.get('app-sign-in')?.has('pay.amount')).toBe(false);
    // A screen's title, read by its route module's `meta`.
    expect(placement.screens.get('app-history')?.has('meta.app-history')).toBe(true);
  });
});
