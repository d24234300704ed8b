import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

export interface PublicNavDrawerProps {
  opened: boolean;
  onClose(): void;
  signedIn: boolean;
  blogUrl: string | null;
  onAccount(kind: 'signIn' | 'signUp'): void;
}

/** The top bar's links on phones (PublicLayout loads it when the menu first opens). */
export default function PublicNavDrawer({ opened, onClose, signedIn, blogUrl, onAccount }: PublicNavDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="md" size="xs" position="left">
      <Stack gap={4}>
        <NavLink component={Link} to={PATHS.about} label="How It Works" onClick={onClose} />
        {!signedIn && <NavLink component={Link} to={PATHS.pricingPublic} label="Pricing" onClick={onClose} />}
        {blogUrl && <NavLink href={blogUrl} target="_blank" rel="noopener noreferrer" label="Blog" />}
        <Divider my="sm" />
        {signedIn ? (
          <Button component={Link} to={PATHS.processes} onClick={onClose}>
            Go To App
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={() => onAccount('signIn')}>
              Log In
            </Button>
            <Button variant="default" onClick={() => onAccount('signUp')}>
              Sign Up
            </Button>
            <Button onClick={() => onAccount('signUp')}>Start free trial</Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
