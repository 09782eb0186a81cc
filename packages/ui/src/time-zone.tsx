import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The reader's time zone (decision 040), shared by the customer app and the dashboard: times are written in the
 * zone of the device that shows them ('Africa/Porto-Novo' in Cotonou), never in UTC nor in the build machine's.
 * A test gives its own zone through the provider.
 */
export const TimeZoneContext = createContext<string | undefined>(undefined);

let device: string | undefined;
/** The zone the device is set to, as the browser reports it; read once. */
export function deviceTimeZone(): string {
  device ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return device;
}

/**
 * Gives its screens the reader's zone: `zone` when one is given (tests), else the device's, read once mounted, so
 * that a page prerendered at build time and its first render in the browser agree (no time in either) and no time
 * is ever written in the build machine's zone.
 */
export function DeviceTimeZone({ zone, children }: { zone?: string | undefined; children: ReactNode }) {
  const [read, setRead] = useState<string>();
  useEffect(() => setRead(deviceTimeZone()), []);
  return <TimeZoneContext.Provider value={zone ?? read}>{children}</TimeZoneContext.Provider>;
}

/** The zone its provider gives; undefined before the device's is read (the prerender, the first render). */
export function useProvidedTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
