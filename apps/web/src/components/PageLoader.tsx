import { Center, Loader } from '@mantine/core';

/** A centred spinner while a page or the session loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
