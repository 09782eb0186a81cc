/**
 * §4 "build refresh": the running build's id is compiled in; `/builds/latest.json` says the newest. It is read
 * 1 s after start, then every 60 minutes; when the ids differ, the next navigation is a full page load. A code
 * chunk that fails to load reloads the page too. Reloads are allowed once per path within 10 s (session storage).
 */
export const BUILD_ID: string = __BUILD_ID__;
export const BUILD_CHECK_EVERY_MS = 60 * 60_000;
export const BUILD_PREFETCH_AFTER_MS = 1000;
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'build-refresh:reloads';

let stale = false;

export function isStale(): boolean {
  return stale;
}

export async function checkLatestBuild(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return stale;
    const latest = (await response.json()) as { id?: unknown };
    if (typeof latest.id === 'string' && latest.id !== BUILD_ID) stale = true;
  } catch {
    // Offline or the file is missing: keep running this build; the next check will tell.
  }
  return stale;
}

/** Whether `path` may be reloaded now; records the reload when it may. */
export function mayReload(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  let reloads: Record<string, number> = {};
  try {
    reloads = JSON.parse(storage.getItem(GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    reloads = {};
  }
  const last = reloads[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  reloads[path] = now;
  storage.setItem(GUARD_KEY, JSON.stringify(reloads));
  return true;
}

/** A full page load of `href`, unless the guard says this path was just reloaded. */
export function hardNavigate(href: string): boolean {
  const path = new URL(href, window.location.href).pathname;
  if (!mayReload(path)) return false;
  window.location.assign(href);
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(
    text,
  );
}
