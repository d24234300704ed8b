import type { BillingHistoryRow, BillingInterval, BillingPlans, BillingState, CheckoutRequest, CheckoutResult, Pagination, PlanPrices } from '@thesis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { useAuthState } from '../../lib/auth-store';
import { toast } from '../../lib/notify';
import { PROFILE_KEY } from '../auth/session';

export const BILLING_KEY = ['billing'] as const;
const PLANS_KEY = [...BILLING_KEY, 'plans'] as const;

/** Statuses whose server message the billing calls show themselves (a 502 names the payment provider). */
const OWN_MESSAGES = [502, 503] as const;

function showOwn(error: unknown): void {
  if (isApiError(error) && (OWN_MESSAGES as readonly number[]).includes(error.status)) toast.error(error.message);
}

export const billingApi = {
  plans: () => api.get<{ data: BillingPlans }>('/billing/plans'),
  history: (page: number, limit: number) =>
    api.get<{ data: BillingHistoryRow[]; meta: { pagination: Pagination } }>('/billing/history', { query: { page, limit } }),
  checkout: (input: CheckoutRequest) => api.post<{ data: CheckoutResult }>('/billing/checkout', input, { quiet: OWN_MESSAGES }),
  portalUrl: (returnUrl: string) =>
    api.get<{ data: { portal_url: string } }>('/users/stripe/portal_url', { query: { return_url: returnUrl }, quiet: OWN_MESSAGES }),
  dismissTrialEnded: () => api.post<{ data: BillingState }>('/billing/notices/trial-ended', undefined, { silent: true }),
};

/** GET /billing/plans: the catalogue, and the viewer's billing state when signed in. */
export function useBillingPlans() {
  const { status } = useAuthState();
  const signedIn = status !== 'unauthorized';
  return useQuery({
    queryKey: [...PLANS_KEY, signedIn ? 'viewer' : 'visitor'],
    queryFn: async () => (await billingApi.plans()).data,
    staleTime: 60_000,
  });
}

/** The signed-in viewer's billing state (undefined while loading or for visitors). */
export function useBillingState(): BillingState | undefined {
  return useBillingPlans().data?.current ?? undefined;
}

/** The configured prices (null until loaded, or for an administrator) and the viewer's billing period. */
export function usePlanPrices(): { prices: PlanPrices | null; interval: BillingInterval | null } {
  const data = useBillingPlans().data;
  const investor = data?.plans.find((plan) => plan.id === 'investor')?.prices;
  const proInvestor = data?.plans.find((plan) => plan.id === 'proInvestor')?.prices;
  return { prices: investor && proInvestor ? { investor, proInvestor } : null, interval: data?.current?.interval ?? null };
}

export function useBillingHistory(page: number, limit: number) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'history', page, limit],
    queryFn: () => billingApi.history(page, limit),
    placeholderData: keepPreviousData,
  });
}

/** Everything a plan change affects: the profile (role, trial), the billing state and the history. */
export function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: PROFILE_KEY }), queryClient.invalidateQueries({ queryKey: BILLING_KEY })]);
}

/**
 * POST /billing/checkout. Local mode changed the plan already: refresh and report it. Stripe:
 * the browser goes to Checkout (or the portal, for a subscriber).
 */
export function useCheckout(onApplied: (result: CheckoutResult) => void) {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: async (input: CheckoutRequest) => (await billingApi.checkout(input)).data,
    onSuccess: async (result) => {
      if (!result.applied) {
        window.location.assign(result.url);
        return;
      }
      await refresh();
      onApplied(result);
    },
    onError: showOwn,
  });
}

/** GET /users/stripe/portal_url, then the browser goes there (spec §7). */
export function usePortal() {
  return useMutation({
    // A path: the server makes it absolute on APP_URL (the browser's origin may differ behind a proxy).
    mutationFn: async (returnPath: string) => (await billingApi.portalUrl(returnPath)).data.portal_url,
    onSuccess: (url) => window.location.assign(url),
    onError: showOwn,
  });
}

export function useDismissTrialEnded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billingApi.dismissTrialEnded,
    onMutate: () => {
      // Hide it at once; the server remembers it for every device.
      queryClient.setQueriesData<BillingPlans>({ queryKey: PLANS_KEY }, (plans) =>
        plans?.current ? { ...plans, current: { ...plans.current, trial_ended_notice: false } } : plans,
      );
    },
  });
}
