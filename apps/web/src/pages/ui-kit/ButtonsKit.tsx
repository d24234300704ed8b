import { ActionIcon, Button, Group } from '@mantine/core';
import { IconArrowRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { KitSection } from './KitSection';

export function ButtonsKit() {
  return (
    <KitSection title="Buttons" description="Filled for the main action of a view, default and light for secondary ones, red for destructive ones.">
      <Group gap="sm">
        <Button>Primary</Button>
        <Button variant="light">Light</Button>
        <Button variant="default">Default</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="subtle">Subtle</Button>
        <Button color="red">Delete</Button>
        <Button color="green">Apply</Button>
        <Button disabled>Disabled</Button>
        <Button loading>Saving</Button>
      </Group>
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />}>Create New</Button>
        <Button variant="default" rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
          Continue
        </Button>
        <Button size="compact-sm" variant="outline">
          Change
        </Button>
        <ActionIcon variant="default" size="lg" aria-label="Edit">
          <IconPencil size={18} />
        </ActionIcon>
        <ActionIcon variant="light" color="red" size="lg" aria-label="Delete">
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </KitSection>
  );
}
