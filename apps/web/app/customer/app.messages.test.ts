import {
  BLOCKED_LABEL,
  PENDING_LABELS,
  SUCCESS_LABEL_FINISHED,
  SUCCESS_LABEL_IN_PROGRESS,
} from '@1xpay/domain';
import { describe, expect, it } from 'vitest';
import messages from './app.messages.ts';

describe('the app’s catalogue', () => {
  it('repeats §4’s French status labels word for word (the French app shows them from packages/domain)', () => {
    for (const [code, label] of Object.entries(PENDING_LABELS)) {
      expect(messages.fr[`status.${code}` as keyof typeof messages.fr]).toBe(label);
    }
    expect(messages.fr['status.200.inProgress']).toBe(SUCCESS_LABEL_IN_PROGRESS);
    expect(messages.fr['status.200.finished']).toBe(SUCCESS_LABEL_FINISHED);
    expect(messages.fr['status.235']).toBe(BLOCKED_LABEL);
  });

  it('writes §8’s copy texts as the spec does', () => {
    expect([messages.fr['copy.done'], messages.fr['copy.failed'], messages.fr['copy.unavailable']]).toEqual([
      'Text copié',
      'Echec lors de la copie',
      'Imposible de lancer la copie',
    ]);
  });
});
