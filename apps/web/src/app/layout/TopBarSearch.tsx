import { TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ACCOUNT_COPY, MESSAGES } from '@thesis/domain';

/**
 * The global search slot (spec §2 Top bar). Shown to signed-in users off the landing page; the
 * investments issue wires the search itself, until then the box is visibly disabled.
 */
export function TopBarSearch() {
  return (
    <Tooltip label={ACCOUNT_COPY.searchComingSoon}>
      <TextInput
        aria-label="Search investments"
        placeholder={MESSAGES.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        disabled
        w={{ base: 240, md: 280, lg: 340 }}
        radius="xl"
      />
    </Tooltip>
  );
}
