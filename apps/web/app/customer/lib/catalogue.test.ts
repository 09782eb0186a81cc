import { describe, expect, it } from 'vitest';
import { SHARED_MESSAGES } from '../../site/messages.ts';
import messages from '../app.messages.ts';
import { addScreenTexts, appCatalogue } from './catalogue.ts';

describe('the app’s catalogue', () => {
  it('is the site’s shared texts and the app’s, one object until a screen adds its own', () => {
    const french = appCatalogue('fr');
    expect(french['nav.home']).toBe(messages.fr['nav.home']);
    expect(french['nav.language.switch']).toBe(SHARED_MESSAGES.fr['nav.language.switch']);
    expect(appCatalogue('fr')).toBe(french);
    expect(appCatalogue('en')['nav.home']).toBe(messages.en['nav.home']);

    addScreenTexts({ fr: { 'test.own': 'Le sien' }, en: { 'test.own': 'Its own' } });
    expect(appCatalogue('fr')).not.toBe(french);
    expect(appCatalogue('fr')['test.own']).toBe('Le sien');
    expect(appCatalogue('en')['test.own']).toBe('Its own');
    expect(appCatalogue('fr')['nav.home']).toBe(messages.fr['nav.home']);
  });
});
