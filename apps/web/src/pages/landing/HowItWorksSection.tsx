import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './Landing.module.css';

export const PROCESS_LEVELS = [
  {
    step: 1,
    title: 'Process',
    text: 'Your investment philosophy, written down. A process such as "Quality at a fair price" groups everything you check before you buy. Start from a template or build your own, and make one your default.',
  },
  {
    step: 2,
    title: 'Factor',
    text: 'The big themes inside a process: business quality, management, balance sheet, valuation. Each factor has a relevance of high, moderate or low, so what matters most weighs most.',
  },
  {
    step: 3,
    title: 'Checklist',
    text: 'Concrete tests within a factor, like "Pricing power" under business quality, so that no review quietly skips a step.',
  },
  {
    step: 4,
    title: 'Question',
    text: 'The prompts you answer for each company, scored on a scale (7, 5 or 3 points, flags, tick or cross, or a valuation in %), with a comment, a source link and an optional file.',
  },
];

/** How process → factor → checklist → question works. */
export function HowItWorksSection() {
  return (
    <Box className={classes.band}>
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Title order={2} ta="center" fz={{ base: 26, sm: 32 }}>
          How a review comes together
        </Title>
        <Text ta="center" c="dimmed" maw={680} mx="auto" mt="sm">
          A review applies your process to one company. Thesis adds the answers up into a summary score and relevance, so reviews stay
          comparable across companies and over time.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt={40} spacing="lg" component="ol" className={classes.steps}>
          {PROCESS_LEVELS.map(({ step, title, text }) => (
            <Stack key={title} gap="sm" component="li">
              <ThemeIcon size={40} radius="xl" aria-hidden="true">
                <Text fw={800} c="white">
                  {step}
                </Text>
              </ThemeIcon>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text c="gray.8">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
