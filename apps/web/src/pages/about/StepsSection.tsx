import { Stack, Text, Timeline, Title } from '@mantine/core';

const STEPS = [
  {
    title: 'Write down your process',
    text: 'Create a process, or copy one from the template library. Add factors (the themes you care about), checklists inside each factor and the questions you want answered. Give each factor a relevance so the important things count for more.',
  },
  {
    title: 'Review a company',
    text: 'Look up a listed company by name or ticker, or create an unlisted company entity. Answer each question on its scale, add a comment, a source link or a file, and attach your notes and financial model to the review.',
  },
  {
    title: 'Screen the universe',
    text: 'Save screens that apply one or more processes to the whole investment universe, then sort and filter the results to find the companies worth a closer look.',
  },
  {
    title: 'Decide and keep the record',
    text: 'Record each decision with its decision type and a probability matrix of outcomes. Earlier decisions stay as read-only history, so you can see later what you expected and why.',
  },
  {
    title: 'Share and work as a team',
    text: 'Share a review privately with named people or publicly by link, and choose whether notes, models and decisions are included. Teams give each member a role: Administrator, Portfolio Manager, Analyst or Viewer.',
  },
];

/** The five steps of working with Thesis. */
export function StepsSection() {
  return (
    <Stack gap="lg">
      <Title order={2} fz={26}>
        From first look to final decision
      </Title>
      <Timeline active={STEPS.length} bulletSize={30} lineWidth={2}>
        {STEPS.map((step, index) => (
          <Timeline.Item
            key={step.title}
            bullet={
              <Text fz="sm" fw={800} c="white" aria-hidden="true">
                {index + 1}
              </Text>
            }
            title={
              <Title order={3} fz="lg">
                {step.title}
              </Title>
            }
          >
            <Text c="gray.8" mt={4}>
              {step.text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
