/**
 * The push services a subscription may name (decision 031): its endpoint is a URL our server will call, so only
 * the browsers' own services are accepted (Chrome's FCM, Firefox's autopush, Safari's, Edge's WNS), over https,
 * and the origins the operator lists in PUSH_SERVICE_ORIGINS (a test suite's local push service).
 */
const BROWSER_PUSH_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const BROWSER_PUSH_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export function isAcceptedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return BROWSER_PUSH_HOSTS.has(host) || BROWSER_PUSH_DOMAINS.some((domain) => host.endsWith(domain));
}
