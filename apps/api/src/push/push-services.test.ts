import { describe, expect, it } from 'vitest';
import { isAcceptedPushEndpoint } from './push-services.ts';

describe('isAcceptedPushEndpoint', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(isAcceptedPushEndpoint(endpoint, [])).toBe(true);
  });

  it('refuses any other host, http, another port, credentials and look-alike hosts', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'not a url',
    ])
      expect(isAcceptedPushEndpoint(endpoint, [])).toBe(false);
  });

  it('accepts the configured origins exactly', () => {
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4599/push/abc', ['http://127.0.0.1:4599'])).toBe(true);
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4600/push/abc', ['http://127.0.0.1:4599'])).toBe(false);
  });
});
