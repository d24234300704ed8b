import { NavLink, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { PLAN_NAMES } from '@thesis/domain';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useBillingState } from './api';

/** The side navigation's plan line: the plan in force (trial included), leading to /billing. Not for administrators. */
export function PlanNavLink({ collapsed, className, onNavigate }: { collapsed: boolean; className?: string; onNavigate(): void }) {
  const state = useBillingState();
  const { pathname } = useLocation();
  if (!state || state.role === 'admin') return null;
  const name = `${PLAN_NAMES[state.plan]}${state.trial.active && state.plan === 'investor' ? ' trial' : ''}`;
  const active = pathname === PATHS.billing;
  const link = (
    <NavLink
      component={Link}
      to={PATHS.billing}
      label={collapsed ? undefined : name}
      description={collapsed ? undefined : 'Plan and billing'}
      styles={{ description: { fontWeight: 400, color: 'inherit' } }}
      aria-label={collapsed ? `Your plan: ${name}` : undefined}
      leftSection={<IconReceipt size={22} stroke={1.7} aria-hidden="true" />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={className}
      data-collapsed={collapsed || undefined}
      data-testid="side-nav-plan"
    />
  );
  return collapsed ? (
    <Tooltip label={`Your plan: ${name}`} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
