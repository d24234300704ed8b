import { Notifications } from '@mantine/notifications';

/** Where toasts show (lib/notify); loaded after the first page, it shows those raised before it too. */
export default function Toasts() {
  return <Notifications position="top-right" limit={4} zIndex={1000} />;
}
