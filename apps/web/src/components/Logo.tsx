import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@thesis/domain';
import { Link } from 'react-router';

/** The Thesis mark and word mark, linking home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label={`${PRODUCT_NAME} home`} style={{ textDecoration: 'none', color: 'inherit', display: 'inline-flex' }}>
      <Group gap={8} wrap="nowrap">
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" fill="#1d3f72" />
          <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
        </svg>
        <Text component="span" fw={800} fz={20} c="thesis.9" style={{ letterSpacing: '-0.02em' }} aria-hidden="true">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Link>
  );
}
