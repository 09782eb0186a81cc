import { describe, expect, it } from 'vitest';
import { oneSms } from '../../testing/gsm.ts';
import { codeText } from './code-texts.ts';

describe('the SMS that carries a code', () => {
  const purposes = ['verify', 'change', 'recover'] as const;

  it('names the brand and the code, in French by default and in English, in one SMS whatever the brand', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const purpose of purposes) {
        const text = codeText(purpose, '042917', '1xpay', locale);
        expect(text.startsWith('1xpay'), text).toBe(true);
        expect(text).toContain('042917');
        expect(oneSms(text), text).toBe(true);
        // BRAND_NAME may be 40 characters long: still one SMS.
        expect(codeText(purpose, '042917', 'B'.repeat(40), locale).length).toBeLessThanOrEqual(160);
      }
    }
    expect(codeText('verify', '042917', '1xpay', 'fr')).toBe(
      '1xpay : votre code de vérification est 042917. Il expire dans 10 min. Ne le donnez à personne.',
    );
    expect(codeText('recover', '042917', '1xpay', 'en')).toBe(
      '1xpay: code 042917 to choose a new password. Valid 10 min. Did not ask for it? Ignore this SMS.',
    );
  });
});
