import { useApi } from '@1xpay/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { disablePush, enablePush, type PushState, pushState } from './push.ts';

/** This device's push state, read from the browser (never from the server: a subscription is the device's). */
export function usePushState() {
  return useQuery({
    queryKey: keys.push,
    queryFn: pushState,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Turns notifications on (from a click) or off; the state shown becomes the one the change left. */
export function useSetPush() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean): Promise<PushState> => (on ? enablePush(api) : disablePush(api)),
    onSuccess: (state) => client.setQueryData(keys.push, state),
    // A failure half-way (subscribed but refused, the permission given): the device is read again.
    onError: () => client.invalidateQueries({ queryKey: keys.push }),
  });
}

/** Where « Plus tard » on the notifications card is remembered, on this device. */
export const PUSH_LATER_KEY = '1xpay.push.later';

export function pushAskedLater(): boolean {
  try {
    return window.localStorage.getItem(PUSH_LATER_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPushLater(): void {
  try {
    window.localStorage.setItem(PUSH_LATER_KEY, String(Date.now()));
  } catch {
    // Private browsing without storage: the card is only hidden on this screen.
  }
}
