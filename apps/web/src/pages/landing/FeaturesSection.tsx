import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilter, IconLibrary, IconScale, IconSearch, IconShare, IconSparkles } from '@tabler/icons-react';

const FEATURES = [
  {
    icon: IconSearch,
    title: 'Search and review',
    text: 'Find listed companies by ticker or name, or add an unlisted company of your own, and review it against any of your processes.',
  },
  {
    icon: IconFilter,
    title: 'Screens',
    text: 'Save screens that run your processes over the whole investment universe and sort the results by what you care about.',
  },
  {
    icon: IconScale,
    title: 'Portfolio and decisions',
    text: 'Keep a portfolio view and record every buy, hold or sell with its decision type and a probability matrix of outcomes.',
  },
  {
    icon: IconLibrary,
    title: 'Templates',
    text: 'Copy ready-made processes, factors, checklists and questions into your own library and adapt them.',
  },
  {
    icon: IconShare,
    title: 'Share by link',
    text: 'Share a review privately with named people or publicly with anyone holding the link, and choose whether notes, models and decisions go with it.',
  },
  {
    icon: IconSparkles,
    title: 'AI-assisted fill',
    text: 'Let AI draft a first pass of a review, then check and adjust every answer yourself.',
  },
];

/** What you can do with Thesis. */
export function FeaturesSection() {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Title order={2} ta="center" fz={{ base: 26, sm: 32 }}>
        Everything your research needs, in one place
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={40} spacing={32}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Group key={title} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              <Icon size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="md">
                {title}
              </Title>
              <Text c="gray.8" size="sm">
                {text}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Container>
  );
}
