import { Anchor, Burger, Button, Group, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { accountModals } from '../../features/auth/account-modals';
import { useCurrentUser } from '../../features/auth/session';
import { useEarlySearchKeys } from '../../features/investments/early-search-keys';
import { useAppConfig } from '../../lib/app-config';
import { useAuthState } from '../../lib/auth-store';
import { PATHS } from '../../lib/paths';
import classes from './TopBar.module.css';

// Signed-in parts, loaded when shown: visitors of the public pages never download them.
const InvestmentSearch = lazy(() => import('../../features/investments/components/InvestmentSearch').then((module) => ({ default: module.InvestmentSearch })));
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Pages where a signed-in user is offered "Go To App" (spec §2 Top bar). */
const GO_TO_APP_ON: readonly string[] = [PATHS.landing, PATHS.pricing, PATHS.about];

export interface NavToggle {
  opened: boolean;
  onToggle(): void;
  label: string;
}

/** The top bar of spec §2: logo, search slot, Blog, How It Works, Pricing, Go To App, account buttons or user menu. */
export function TopBar({ navToggle }: { navToggle?: NavToggle }) {
  const { pathname } = useLocation();
  const { status } = useAuthState();
  const { data: user, isPending } = useCurrentUser();
  const { blog_url: blogUrl } = useAppConfig();
  const loadingUser = status !== 'unauthorized' && isPending;
  const signedIn = status !== 'unauthorized' && user !== undefined;
  const withSearch = signedIn && pathname !== PATHS.landing;
  // From the first moment of the signed-in shell, before the box (or even the profile) has loaded.
  useEarlySearchKeys((signedIn || loadingUser) && pathname !== PATHS.landing);

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap">
        {navToggle && <Burger opened={navToggle.opened} onClick={navToggle.onToggle} hiddenFrom="md" size="sm" aria-label={navToggle.label} />}
        <Logo />
      </Group>
      {withSearch && (
        <Group visibleFrom="sm" style={{ flex: 1 }} justify="center">
          <Suspense fallback={<Skeleton height={36} w={{ base: 240, md: 280, lg: 340 }} radius="sm" aria-hidden="true" />}>
            <InvestmentSearch shortcut w={{ base: 240, md: 280, lg: 340 }} dropdownWidth={440} />
          </Suspense>
        </Group>
      )}
      <Group gap="lg" wrap="nowrap">
        <Group gap="lg" wrap="nowrap" visibleFrom="md" component="nav" aria-label="Site">
          {blogUrl && (
            <Anchor href={blogUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
              Blog <IconExternalLink size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
          <Anchor component={NavLink} to={PATHS.about} className={classes.link}>
            How It Works
          </Anchor>
          {!signedIn && !loadingUser && (
            <Anchor component={NavLink} to={PATHS.pricingPublic} className={classes.link}>
              Pricing
            </Anchor>
          )}
        </Group>
        {signedIn && GO_TO_APP_ON.includes(pathname) && (
          <Button component={Link} to={PATHS.processes} variant="light" visibleFrom="xs">
            Go To App
          </Button>
        )}
        {loadingUser && <Skeleton height={34} circle aria-hidden="true" />}
        {signedIn && user && (
          <Suspense fallback={<Skeleton height={34} circle aria-hidden="true" />}>
            <UserMenu user={user} />
          </Suspense>
        )}
        {!signedIn && !loadingUser && (
          <Group gap="xs" wrap="nowrap">
            <Button variant="subtle" onClick={() => accountModals.open({ kind: 'signIn' })}>
              Log In
            </Button>
            <Button variant="default" visibleFrom="md" onClick={() => accountModals.open({ kind: 'signUp' })}>
              Sign Up
            </Button>
            <Button visibleFrom="sm" onClick={() => accountModals.open({ kind: 'signUp' })}>
              Start free trial
            </Button>
          </Group>
        )}
      </Group>
    </Group>
  );
}
