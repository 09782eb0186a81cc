import { vi } from 'vitest';
import { base64UrlBytes } from '../features/notifications/push.ts';
import { fakeApi } from './render.tsx';

/** The server's VAPID public key (65 bytes, unpadded base64url) and a device's subscription as the browser gives it. */
export const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 4) % 256)).toString(
  'base64url',
);
export const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/appareil-1',
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

type Permission = 'default' | 'granted' | 'denied';

/**
 * The browser's Web Push at its boundary: `Notification` (its permission, and what its prompt answers),
 * `PushManager`, and a service worker registration whose push manager holds at most one subscription.
 */
export function fakeBrowserPush({
  permission = 'default' as Permission,
  subscribed = false,
  prompt = 'granted' as Permission,
} = {}) {
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: base64UrlBytes(KEY).buffer, userVisibleOnly: true },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { scope: 'http://localhost:3000/', pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = prompt;
      return prompt;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { notification, pushManager, subscription, current: () => current };
}

/** The push endpoints of the API; POST answers `refusal` when given (a push service the server does not accept). */
export function pushApi(refusal?: { status: number; body: unknown }) {
  return fakeApi((method, path, body) => {
    if (method === 'GET' && path === '/api/push/key')
      return { status: 200, body: { data: { publicKey: KEY } } };
    if (method === 'POST' && path === '/api/push/subscriptions')
      return (
        refusal ?? {
          status: 201,
          body: { data: { endpoint: (body as { endpoint: string }).endpoint, createdAt: 1 } },
        }
      );
    if (method === 'DELETE' && path === '/api/push/subscriptions') return { status: 204 };
    return undefined;
  });
}

/** Takes the fake back: the browser without Web Push (happy-dom's own). */
export function removeBrowserPush(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
