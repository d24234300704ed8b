import {
  IconBriefcase,
  IconBuildingBank,
  IconFilter,
  IconLayoutDashboard,
  IconListCheck,
  IconScale,
  type Icon,
} from '@tabler/icons-react';
import type { NavEntry } from '@thesis/domain';
import { lastInvestmentPath, screeningPath } from '../../lib/remembered-links';
import { PATHS } from '../../lib/paths';

export interface NavItem {
  label: string;
  icon: Icon;
  /** Where the entry leads for this user (Investments and Screening are remembered). */
  href(userId: string | undefined): string;
  /** Whether the current path belongs to this entry. */
  matches(pathname: string): boolean;
}

const startsWithAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The side-navigation entries of spec §2, in order; which ones a user sees comes from navEntriesFor(role). */
export const NAV_ITEMS: Record<NavEntry, NavItem> = {
  dashboard: {
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    href: () => PATHS.dashboard,
    matches: (pathname) => startsWithAny(pathname, [PATHS.dashboard]),
  },
  process: {
    label: 'Process',
    icon: IconListCheck,
    href: () => PATHS.processes,
    matches: (pathname) =>
      startsWithAny(pathname, [PATHS.processes, '/process', '/template-process', '/template-factor', '/template-checklist', '/template-question']),
  },
  investments: {
    label: 'Investments',
    icon: IconBuildingBank,
    href: (userId) => lastInvestmentPath(userId),
    matches: (pathname) => startsWithAny(pathname, [PATHS.investments, '/investment-reviews']),
  },
  screening: {
    label: 'Screening',
    icon: IconFilter,
    href: (userId) => screeningPath(userId),
    matches: (pathname) => startsWithAny(pathname, [PATHS.screening, '/screen-results']),
  },
  portfolio: {
    label: 'Portfolio',
    icon: IconBriefcase,
    href: () => PATHS.portfolio,
    matches: (pathname) => startsWithAny(pathname, [PATHS.portfolio]),
  },
  decisions: {
    label: 'Decisions',
    icon: IconScale,
    href: () => PATHS.decisions,
    matches: (pathname) => startsWithAny(pathname, [PATHS.decisions]),
  },
};
