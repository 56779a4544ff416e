import { apiRouteKey } from '@quoteway/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsole } from './console';
import { refreshLeads } from './leads/useLeadList';

/**
 * The console's realtime events (spec section 7), each turned into the queries it makes out
 * of date; mounted once per console page. The host re-reads the user itself.
 * - `fetch-leads` (a new lead, a lead hired or cancelled, a new service area, a reconnect):
 *   every lead list starts again at page 1, so a new lead shows at the top; the lead named
 *   (or every lead, when none is) re-reads.
 * - `update-credits` (a quote, credits returned, a purchase elsewhere): the credit ledger and
 *   the spending controls (what the week spent) and auto top-up (this month's top-ups)
 *   re-read, and
 *   so do the quoted leads and the lead details, whose quote status may have changed.
 */
export function useConsoleRealtime(): void {
  const { subscribe } = useConsole();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!subscribe) return;
    const stops = [
      // A host may tell the console without a payload (after a reconnect): every lead re-reads.
      subscribe('fetch-leads', (payload?: { leadId?: string }) => {
        void refreshLeads(queryClient, { leadId: payload?.leadId });
      }),
      subscribe('update-credits', () => {
        for (const name of [
          'ledger',
          'spendingControls',
          'autoTopUp',
          'getQuotedLeads',
          'getLead',
        ] as const) {
          void queryClient.invalidateQueries({ queryKey: apiRouteKey(name) });
        }
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [subscribe, queryClient]);
}
