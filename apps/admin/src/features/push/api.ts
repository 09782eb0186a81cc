import { type Api, ok, useApi } from '@1xpay/client';
import type { PushCampaignReport } from '@1xpay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

export type PushDraft = { title: string; body: string; url?: string };
export type CampaignStatus = PushCampaignReport['status'];

/** How often a campaign being delivered is asked again: its report moves while the fan-out runs. */
export const REPORT_REFRESH_MS = 1000;
/** How often the recent campaigns are asked again while one of them is still being delivered. */
export const CAMPAIGNS_REFRESH_MS = 3000;

/** Queued (the fan-out has not started) or sending: its counts still move. */
export const inProgress = (status: CampaignStatus | undefined) => status === 'queued' || status === 'sending';

/** The deliveries that have ended, whatever their outcome. */
export const doneOf = (report: Pick<PushCampaignReport, 'sent' | 'failed' | 'expired'>) =>
  report.sent + report.failed + report.expired;

/** §7's `POST /api/pushToAllUsers` (master): the campaign is recorded and queued for delivery. */
export function useSendPush() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: PushDraft) => ok(await api.post('/api/pushToAllUsers', draft)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.pushCampaigns }),
  });
}

/** One campaign's delivery report, asked again every second until every delivery has ended. */
export const campaignQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: keys.pushCampaign(id),
    queryFn: async () => ok(await api.get(`/api/push/campaigns/${encodeURIComponent(id)}`)).data,
    staleTime: 0,
    refetchInterval: (query) => (inProgress(query.state.data?.status) ? REPORT_REFRESH_MS : false),
  });

export function useCampaign(id: string | undefined) {
  return useQuery({ ...campaignQuery(useApi(), id ?? ''), enabled: id !== undefined });
}

/** The 20 latest campaigns, newest first, asked again while one of them is being delivered. */
export const campaignsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.pushCampaigns,
    queryFn: async () => ok(await api.get('/api/push/campaigns')).data,
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => inProgress(campaign.status)) === true
        ? CAMPAIGNS_REFRESH_MS
        : false,
  });

export function useCampaigns() {
  return useQuery(campaignsQuery(useApi()));
}
