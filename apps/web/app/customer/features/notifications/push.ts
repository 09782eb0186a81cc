import { type Api, ok } from '@1xpay/client';
import type { BodyOf } from '@1xpay/contract';
import { registerServiceWorker } from '../../lib/service-worker.ts';

/**
 * Web Push on this device (RFC 8030/8291/8292), as the browser offers it: whether it can, whether the customer
 * allowed it, whether this device is subscribed; subscribing (the server's VAPID key, then the subscription sent
 * to the server) and unsubscribing. The service worker (scripts/app-shell.ts) shows what the server sends.
 */

/**
 * - `unsupported`: this browser has no Web Push (an old one; an iPhone's Safari outside an installed app);
 * - `denied`: the customer blocked notifications for the site: only the browser's site settings can undo it;
 * - `off`: allowed or not asked yet, this device not subscribed;
 * - `on`: allowed and subscribed.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) === null ? 'off' : 'on';
}

/** Unpadded (or padded) base64url → bytes: the VAPID key as `applicationServerKey` takes it. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (a == null || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** What POST /api/push/subscriptions takes: `PushSubscription.toJSON()`. */
function bodyOf(subscription: PushSubscription): BodyOf<'/api/push/subscriptions'> {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns notifications on, from a click (browsers grant the permission prompt to a gesture only, so it is asked
 * first): the permission, then the server's key, the browser's subscription and the server's copy of it. Answers
 * the state it leaves: `denied` or `off` when the customer did not allow it. A subscription the server refuses is
 * undone, so that this device does not look subscribed.
 */
export async function enablePush(api: Api): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlBytes(ok(await api.get('/api/push/key')).data.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's changed) cannot carry this server's messages.
  if (subscription !== null && !sameBytes(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  try {
    ok(await api.post('/api/push/subscriptions', bodyOf(subscription)));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/**
 * Turns notifications off on this device: the server forgets the subscription first (if it cannot be reached,
 * nothing changes and the customer may try again), then the browser drops it.
 */
export async function disablePush(api: Api): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription === null) return 'off';
  ok(await api.delete('/api/push/subscriptions', { endpoint: subscription.endpoint }));
  await subscription.unsubscribe();
  return 'off';
}

/**
 * Before signing out: this device stops receiving the account's notifications (a shared phone must not show the
 * next person a payment of this customer). The server is asked to forget the subscription and the browser drops it
 * whatever the server answered; never holds the sign-out up more than `waitMs`.
 */
export async function forgetPushDevice(api: Api, waitMs = 2000): Promise<void> {
  if (!pushSupported()) return;
  const forget = async () => {
    const subscription = await currentSubscription();
    if (subscription === null) return;
    await api.delete('/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  await Promise.race([
    forget().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
}
