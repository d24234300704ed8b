import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconUser, IconUsersGroup } from '@tabler/icons-react';

const AUDIENCES = [
  {
    icon: IconUser,
    title: 'Individual investors',
    text: 'Replace scattered notes and gut feel with a written process. See at a glance how each company scores, and why you bought it in the first place.',
  },
  {
    icon: IconBriefcase,
    title: 'Professional investors',
    text: 'Apply the same rigour to every name you cover. Keep financial models, notes and valuation upside with the review, and share a read-only copy by link.',
  },
  {
    icon: IconUsersGroup,
    title: 'Investment teams',
    text: 'Give administrators, portfolio managers, analysts and viewers the access their role needs: one library of processes, one record of decisions.',
  },
];

/** Who Thesis is for. */
export function AudienceSection() {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Title order={2} ta="center" fz={{ base: 26, sm: 32 }}>
        Built for the way you invest
      </Title>
      <Text ta="center" c="dimmed" maw={640} mx="auto" mt="sm">
        Whether you manage your own savings or a fund, good decisions come from asking the same hard questions every time.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt={40} spacing="lg">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <Paper key={title} withBorder radius="md" p="lg">
            <ThemeIcon size={44} radius="md" aria-hidden="true">
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {title}
            </Title>
            <Text mt="xs" c="gray.8">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
