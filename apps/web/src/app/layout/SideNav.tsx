import { Anchor, Box, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { navEntriesFor, type User } from '@thesis/domain';
import { Link, useLocation } from 'react-router';
import { roleOf } from '../../features/auth/session';
import { PlanNavLink } from '../../features/billing/PlanNavLink';
import { useAppConfig } from '../../lib/app-config';
import { PATHS } from '../../lib/paths';
import { useRememberedLinks } from '../../lib/remembered-links';
import { NAV_ITEMS } from './nav-items';
import classes from './SideNav.module.css';

interface SideNavProps {
  user: User;
  collapsed: boolean;
  onToggleCollapsed(): void;
  /** Called after following an entry (closes the menu on phones). */
  onNavigate(): void;
}

/** Side navigation (spec §2, §6): entries by role, collapsible to icons. */
export function SideNav({ user, collapsed, onToggleCollapsed, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const { blog_url: blogUrl } = useAppConfig();
  const entries = navEntriesFor(roleOf(user));
  useRememberedLinks();

  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea style={{ flex: 1 }} p={8}>
        <nav aria-label="Main">
          <Stack gap={4} component="ul" className={classes.list} data-testid="side-nav">
            {entries.map((entry) => {
              const item = NAV_ITEMS[entry];
              const active = item.matches(pathname);
              const Icon = item.icon;
              const link = (
                <NavLink
                  component={Link}
                  to={item.href(user.id)}
                  label={collapsed ? undefined : item.label}
                  aria-label={collapsed ? item.label : undefined}
                  leftSection={<Icon size={22} stroke={1.7} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={classes.link}
                  data-collapsed={collapsed || undefined}
                />
              );
              return (
                <li key={entry}>
                  {collapsed ? (
                    <Tooltip label={item.label} position="right">
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </Stack>
        </nav>
      </ScrollArea>
      <Box p={8} className={classes.footer}>
        <PlanNavLink collapsed={collapsed} className={classes.link} onNavigate={onNavigate} />
      </Box>
      <Box hiddenFrom="md" p="md" className={classes.footer}>
        <Stack gap="xs">
          <Anchor component={Link} to={PATHS.about} onClick={onNavigate} size="sm">
            How It Works
          </Anchor>
          {blogUrl && (
            <Anchor href={blogUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Blog
            </Anchor>
          )}
        </Stack>
      </Box>
      <Box visibleFrom="md" p={8} className={classes.footer}>
        <UnstyledButton
          onClick={onToggleCollapsed}
          className={classes.collapse}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        >
          {collapsed ? <IconChevronsRight size={20} aria-hidden="true" /> : <IconChevronsLeft size={20} aria-hidden="true" />}
          {!collapsed && <span>Collapse</span>}
        </UnstyledButton>
      </Box>
    </Stack>
  );
}
