import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorBoundary } from './ErrorBoundary';
import { RequireAuth } from './guards/RequireAuth';
import type { PageRight } from './guards/page-rights';
import { PublicLayout } from './layout/PublicLayout';
import { RootShell } from './RootShell';

/** A lazily loaded page: its module's default export. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A group of routes only the roles with this right open; the guard loads with the signed-in pages. */
function requireRole(right: PageRight): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { RequireRole } = await import('./guards/RequireRole');
      return { Component: () => <RequireRole right={right} /> };
    },
  };
}

const landing = page(() => import('../pages/landing/HomeRoute'));
// The signed-in shell (side navigation, search, trial notice) loads with the first app page.
const appLayout = page(() => import('./layout/AppLayout').then((module) => ({ default: module.AppLayout })));
const notFound = page(() => import('../pages/not-found/NotFoundPage'));

/** The routes of spec §2: public pages, login-only pages, and the shared review. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, ...landing },
          { path: 'login', ...page(() => import('../pages/landing/LoginRoute')) },
          { path: 'signup', ...page(() => import('../pages/landing/SignupRoute')) },
          { path: 'verify-email', ...page(() => import('../pages/landing/VerifyEmailRoute')) },
          { path: 'password-reset', ...page(() => import('../pages/landing/PasswordResetRoute')) },
          { path: 'about', ...page(() => import('../pages/about/AboutPage')) },
          { path: 'pricing-public', ...page(() => import('../pages/pricing-public/PricingPublicPage')) },
          { path: 'ui-kit', ...page(() => import('../pages/ui-kit/UiKitPage')) },
          { path: 'team-invitations/:token', ...page(() => import('../pages/team-invitation/TeamInvitationPage')) },
          { path: '404', ...notFound },
          {
            element: <RequireAuth visitorRedirect="/pricing-public" />,
            children: [{ path: 'pricing', ...page(() => import('../pages/pricing/PricingPage')) }],
          },
          { path: '*', ...notFound },
        ],
      },
      {
        path: 'investment-reviews/:id',
        ...page(() => import('../pages/investment-review/SharedReviewGate')),
        children: [{ index: true, ...page(() => import('../pages/investment-review/InvestmentReviewPage')) }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...appLayout,
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: 'dashboard', ...page(() => import('../pages/dashboard/DashboardPage')) },
              {
                ...requireRole('process'),
                children: [
                  { path: 'processes', ...page(() => import('../pages/processes/ProcessesPage')) },
                  { path: 'process/:processId', ...page(() => import('../pages/process/ProcessPage')) },
                  { path: 'template-process/:processId', ...page(() => import('../pages/templates/TemplatePage')) },
                  { path: 'template-factor/:id', ...page(() => import('../pages/templates/TemplatePage')) },
                  { path: 'template-checklist/:id', ...page(() => import('../pages/templates/TemplatePage')) },
                  { path: 'template-question/:id', ...page(() => import('../pages/templates/TemplatePage')) },
                ],
              },
              { path: 'investments/:id?', ...page(() => import('../pages/investments/InvestmentsPage')) },
              {
                ...requireRole('screening'),
                children: [
                  { path: 'screening', ...page(() => import('../pages/screening/ScreeningPage')) },
                  { path: 'screen-results/:screenId', ...page(() => import('../pages/screen-results/ScreenResultsPage')) },
                ],
              },
              { ...requireRole('portfolio'), children: [{ path: 'portfolio', ...page(() => import('../pages/portfolio/PortfolioPage')) }] },
              { ...requireRole('decisions'), children: [{ path: 'decisions', ...page(() => import('../pages/decisions/DecisionsPage')) }] },
              { path: 'profile', ...page(() => import('../pages/profile/ProfilePage')) },
              { path: 'team', ...page(() => import('../pages/team/TeamPage')) },
              { path: 'billing', ...page(() => import('../pages/billing/BillingPage')) },
              { path: 'data-sources', ...page(() => import('../pages/data-sources/DataSourcesPage')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
