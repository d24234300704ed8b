import { Badge, Card, Group, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countLabel } from '../processes/labels';
import { useTemplateProcesses } from '../processes/queries';
import { templatePath } from './template-routes';
import classes from './Templates.module.css';

/** The template processes as cards, each opening its template page. */
export function TemplateProcessCards() {
  const { data: processes, isPending, isError } = useTemplateProcesses();
  if (isError) return <Text c="dimmed">The template processes could not be loaded.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {isPending
        ? Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={150} radius="md" />)
        : processes.map((process) => (
            <UnstyledButton
              key={process.id}
              component={Link}
              to={templatePath('process', process.id)}
              aria-label={`${process.name} template`}
            >
              <Card withBorder radius="md" padding="lg" h="100%" className={classes.card}>
                <Group justify="space-between" wrap="nowrap" mb={6}>
                  <Title order={2} fz="md">
                    {process.name}
                  </Title>
                  <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
                </Group>
                <Text size="sm" c="dimmed" lineClamp={3} mb="md">
                  {process.description}
                </Text>
                <Group gap="xs" mt="auto">
                  <Badge variant="light" color="thesis" size="sm" tt="none">
                    {countLabel(process.factors?.length ?? 0, 'factor')}
                  </Badge>
                  <Badge variant="outline" color="gray" size="sm" tt="none">
                    Template
                  </Badge>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
    </SimpleGrid>
  );
}
