import { describe, expect, it } from 'vitest';
import type cards from '../pages/personal/cards.messages.ts';
import { factRows, faqItems, numberedTexts, type TextKey, type Translate, titledTexts } from './intl.tsx';
import type { PageMessages } from './messages.ts';

/** What `useText<typeof cards>()` gives the cards page, showing the id it is asked for and the values. */
const t: Translate<TextKey<typeof cards>> = (id, values) =>
  values === undefined ? id : `${id} ${JSON.stringify(values)}`;

describe('texts in series', () => {
  it('number the FAQ from 1, the values going to the answers', () => {
    expect(faqItems(t, 2, { fee: '1 %' })).toEqual([
      { question: 'faq.q1', answer: 'faq.a1 {"fee":"1 %"}' },
      { question: 'faq.q2', answer: 'faq.a2 {"fee":"1 %"}' },
    ]);
  });

  it('build titled texts, fact rows and numbered texts from their names', () => {
    expect(titledTexts(t, 'safety', ['freeze'])).toEqual([
      { title: 'safety.freeze.title', text: 'safety.freeze.text' },
    ]);
    expect(factRows(t, 'fees', ['local'])).toEqual([{ label: 'fees.local', value: 'fees.local.value' }]);
    expect(numberedTexts(t, 'split.point', 3, { n: 1 })).toEqual([
      'split.point1 {"n":1}',
      'split.point2 {"n":1}',
      'split.point3 {"n":1}',
    ]);
  });
});

// Type-level: `tsc --build` (npm run typecheck) fails when a line under @ts-expect-error is not an error.
describe('message ids', () => {
  it('must be in the French catalogue of the page or in the shared one', () => {
    expect([t('faq.q5'), t('nav.register')]).toEqual(['faq.q5', 'nav.register']);
    // @ts-expect-error: the cards page has no faq.q6.
    t('faq.q6');
    const shared: Translate = t;
    // @ts-expect-error: without the page's catalogue, only the shared ids.
    shared('hero.title');
    const n = Number('2');
    // @ts-expect-error: `faq.q${number}` may name a question the catalogue lacks.
    t(`faq.q${n}`);
  });

  it('of a series must all be there', () => {
    // @ts-expect-error: the cards page has five questions, not six.
    faqItems(t, 6);
    // @ts-expect-error: no safety.teleport.title nor safety.teleport.text.
    titledTexts(t, 'safety', ['freeze', 'teleport']);
    // @ts-expect-error: no fees.teleport nor fees.teleport.value.
    factRows(t, 'fees', ['local', 'teleport']);
    // @ts-expect-error: split.point1 to split.point3 only.
    numberedTexts(t, 'split.point', 4);
  });

  it('are the same in English as in French, no fewer and no more', () => {
    const fr = { 'meta.title': 'Titre', 'hero.title': 'Bonjour' };
    const fewer = {
      fr,
      // @ts-expect-error: the English lacks hero.title.
      en: { 'meta.title': 'Title' },
    } satisfies PageMessages<typeof fr>;
    const more = {
      fr,
      en: {
        'meta.title': 'Title',
        'hero.title': 'Hello',
        // @ts-expect-error: the English has an id the French lacks.
        'hero.lead': 'More',
      },
    } satisfies PageMessages<typeof fr>;
    expect([fewer.en, more.en]).toHaveLength(2);
  });
});
