import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { usePortal } from './api';

/** Opens the customer portal (spec §7 portal_url): Stripe's, or the local /billing page. */
export function ManageBillingButton({ label = 'Manage billing', returnPath = '/billing', ...props }: ButtonProps & { label?: string; returnPath?: string }) {
  const portal = usePortal();
  return (
    <Button leftSection={<IconCreditCard size={16} aria-hidden="true" />} loading={portal.isPending} onClick={() => portal.mutate(returnPath)} {...props}>
      {label}
    </Button>
  );
}
