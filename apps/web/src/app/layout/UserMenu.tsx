import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconDatabase, IconLogout, IconRocket, IconUserCircle } from '@tabler/icons-react';
import { canUpgrade, showsTrialWarning, trialMessage, type User } from '@thesis/domain';
import { Link } from 'react-router';
import { userCan } from '../../features/auth/capabilities';
import { roleOf, signOut } from '../../features/auth/session';
import { initials } from '../../lib/format';
import { PATHS } from '../../lib/paths';

/** Signed-in user menu (spec §2, §6): Account Overview, Upgrade for some roles, Log Out, trial warning. */
export function UserMenu({ user }: { user: User }) {
  const role = roleOf(user);
  const daysLeft = user.trial.active ? user.trial.days_left : null;
  return (
    // Rendered inside the header (not a portal), so the open menu stays within the banner landmark.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.display_name}`} p={4} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar?.url ?? null} alt="" radius="xl" size={34} color="thesis">
              {initials(user.display_name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg" maw={160} truncate>
              {user.display_name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may only hold items, groups and separators: the account header is a group. */}
        <div role="group" aria-label="Signed in as">
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {user.display_name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Menu.Label>
          {showsTrialWarning(daysLeft) && daysLeft !== null && (
            <Group gap={6} px="sm" py={6} wrap="nowrap" c="red.9" role="note" data-testid="trial-warning">
              <IconAlertTriangle size={16} aria-hidden="true" />
              <Text size="sm" fw={600}>
                {trialMessage(daysLeft)}
              </Text>
            </Group>
          )}
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
          Account Overview
        </Menu.Item>
        {userCan(user, 'data.operate') && (
          <Menu.Item component={Link} to={PATHS.dataSources} leftSection={<IconDatabase size={16} aria-hidden="true" />}>
            Market data
          </Menu.Item>
        )}
        {canUpgrade(role) && (
          <Menu.Item component={Link} to={PATHS.pricing} leftSection={<IconRocket size={16} aria-hidden="true" />}>
            Upgrade
          </Menu.Item>
        )}
        <Menu.Divider role="separator" />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void signOut()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
