/** Route paths of spec §2. */
export const PATHS = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  passwordReset: '/password-reset',
  about: '/about',
  pricingPublic: '/pricing-public',
  uiKit: '/ui-kit',
  notFound: '/404',
  dashboard: '/dashboard',
  processes: '/processes',
  investments: '/investments',
  screening: '/screening',
  portfolio: '/portfolio',
  decisions: '/decisions',
  profile: '/profile',
  pricing: '/pricing',
  team: '/team',
  billing: '/billing',
  dataSources: '/data-sources',
} as const;

export const process = (id: string) => `/process/${id}`;
export const teamInvitation = (token: string) => `/team-invitations/${encodeURIComponent(token)}`;
export const investmentReview = (id: string) => `/investment-reviews/${id}`;
export const screenResults = (id: string, query = '') => `/screen-results/${id}${query ? `?${query}` : ''}`;

/** "A path containing both 'investment' and 'reviews'" is the shared review page (spec §2). */
export function isSharedReviewPath(pathname: string): boolean {
  return pathname.includes('investment') && pathname.includes('reviews');
}

/** An in-app path safe to redirect to after sign-in (no other origin, no protocol-relative URL). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The landing page carrying the origin of a login-only page (spec §2 Login-only routes). */
export function landingWithRedirect(origin: string): string {
  return `/?${new URLSearchParams({ redirect: origin }).toString()}`;
}
