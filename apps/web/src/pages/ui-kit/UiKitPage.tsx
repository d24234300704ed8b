import { Container, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { PAGE_TITLES } from '@thesis/domain';
import { usePageMeta } from '../../lib/page-meta';
import { ButtonsKit } from './ButtonsKit';
import { DataKit } from './DataKit';
import { FeedbackKit } from './FeedbackKit';
import { FormsKit } from './FormsKit';

/** /ui-kit: the gallery of shared widgets. */
export default function UiKitPage() {
  usePageMeta(PAGE_TITLES.uiKit);
  return (
    // The kit's confirmation demo uses Mantine's modal manager; the app itself confirms with ConfirmDialog.
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {PAGE_TITLES.uiKit}
            </Title>
            <Text c="gray.8" mt="xs">
              The shared widgets Thesis is built from, in one place.
            </Text>
          </div>
          <ButtonsKit />
          <FormsKit />
          <FeedbackKit />
          <DataKit />
        </Stack>
      </Container>
    </ModalsProvider>
  );
}
