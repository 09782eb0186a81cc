import { createContext, type ReactNode, useContext } from 'react';
import { type LiveMode, useQueueLive } from './api.ts';

const LiveContext = createContext<LiveMode>('polling');

/**
 * One event stream for the whole signed-in dashboard (decision 049): the navigation's count and the queue both
 * follow it; the screens read whether it is live (else they poll).
 */
export function QueueLiveProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const mode = useQueueLive(enabled);
  return <LiveContext value={mode}>{children}</LiveContext>;
}

/** Whether the queue hears its changes live, is connecting, or polls. */
export function useLiveMode(): LiveMode {
  return useContext(LiveContext);
}
