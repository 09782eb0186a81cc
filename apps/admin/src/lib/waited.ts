import { useEffect, useState } from 'react';
import { useText } from './text.ts';

const MINUTE = 60_000;

/** "12 min", "3 h 5 min", "2 jours 4 h": how long an operation has waited. */
export function useWaited(): (since: number, now: number) => string {
  const t = useText();
  return (since, now) => {
    const minutes = Math.max(0, Math.floor((now - since) / MINUTE));
    if (minutes < 60) return t('waited.minutes', { minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return t('waited.hours', { hours, minutes: minutes % 60 });
    return t('waited.days', { days: Math.floor(hours / 24), hours: hours % 24 });
  };
}

/** The clock the waiting times are read against, moved on every minute. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
