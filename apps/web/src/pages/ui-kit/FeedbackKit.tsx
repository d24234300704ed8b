import { Alert, Button, Group, Loader, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useState } from 'react';
import { InfoModal } from '../../components/InfoModal';
import { accountModals } from '../../features/auth/account-modals';
import { TrialBanner } from '../../features/trial/TrialBanner';
import { toast } from '../../lib/notify';
import { KitSection } from './KitSection';

/** Modals, toasts, alerts, banners and loading states. */
export function FeedbackKit() {
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <>
      <KitSection title="Modals" description="Information, confirmation and the account modals. Escape or the close button dismisses them; focus stays inside.">
        <Group gap="sm">
          <Button variant="default" onClick={() => setInfoOpen(true)}>
            Information modal
          </Button>
          <Button
            variant="default"
            onClick={() =>
              modals.openConfirmModal({
                title: 'Delete this process?',
                children: 'The process and its factors will be deleted. This action cannot be undone.',
                labels: { confirm: 'Delete', cancel: 'Cancel' },
                confirmProps: { color: 'red' },
                onConfirm: () => toast.success(MESSAGES.processDeleted),
              })
            }
          >
            Confirmation modal
          </Button>
          <Button variant="default" onClick={() => accountModals.open({ kind: 'signIn' })}>
            Sign-in modal
          </Button>
          <Button variant="default" onClick={() => accountModals.open({ kind: 'sharedReviewWelcome' })}>
            Protective modal
          </Button>
        </Group>
        <InfoModal opened={infoOpen} onClose={() => setInfoOpen(false)} title="Review shared">
          Your Thesis review has been shared
        </InfoModal>
      </KitSection>
      <KitSection title="Toasts" description="Short-lived messages in the top-right corner.">
        <Group gap="sm">
          <Button variant="default" onClick={() => toast.success(MESSAGES.changesSuccessful)}>
            Success
          </Button>
          <Button variant="default" onClick={() => toast.error(MESSAGES.genericError)}>
            Error
          </Button>
          <Button variant="default" onClick={() => toast.warning(MESSAGES.mediaAlreadyDeleted)}>
            Warning
          </Button>
          <Button variant="default" onClick={() => toast.info(MESSAGES.copied)}>
            Information
          </Button>
        </Group>
      </KitSection>
      <KitSection title="Alerts and banners" description="The trial banner changes colour at 30 and 3 days left.">
        <Stack gap={0}>
          <TrialBanner daysLeft={45} onDismiss={() => undefined} showUpgrade={false} />
          <TrialBanner daysLeft={12} onDismiss={() => undefined} showUpgrade={false} />
          <TrialBanner daysLeft={2} onDismiss={() => undefined} showUpgrade={false} />
        </Stack>
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} title="Tip">
          Make one process your default: new reviews start from it.
        </Alert>
      </KitSection>
      <KitSection title="Loading states">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Group>
            <Loader role="status" aria-label="Loading example" />
            <Loader type="dots" role="status" aria-label="Loading example, dots" />
          </Group>
          <Stack gap={8} aria-hidden="true">
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        </SimpleGrid>
      </KitSection>
    </>
  );
}
