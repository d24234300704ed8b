import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { ITEM_KINDS } from '@thesis/domain';
import { useState } from 'react';
import { PLURAL, type LibraryKind, type TemplateLibrary } from '../processes/api';
import { KIND_PLURAL_LABELS } from '../processes/labels';
import { useTemplateLibrary } from '../processes/queries';
import { TemplateItemList } from './TemplateItemList';
import { TemplateProcessCards } from './TemplateProcessCards';

/** The template library: processes as cards, factors, checklists and questions as searchable lists. */
export function TemplatesSection() {
  const { data: library, isPending, isError } = useTemplateLibrary();
  const [kind, setKind] = useState<LibraryKind>('process');
  const count = (value: LibraryKind) => (library ? ` (${library[PLURAL[value] as keyof TemplateLibrary].length})` : '');

  return (
    <Stack gap="md">
      <Text c="dimmed" maw={760}>
        Ready-made processes and building blocks. Open one to read it in full, then copy it into your library and make
        it your own: your copy is yours to change, the template stays as it is.
      </Text>
      <Tabs
        value={kind}
        onChange={(value) => setKind((value as LibraryKind | null) ?? 'process')}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {(['process', ...ITEM_KINDS] as const).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {KIND_PLURAL_LABELS[value]}
              {count(value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="process">
          <TemplateProcessCards />
        </Tabs.Panel>
        {ITEM_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {isPending ? (
              <Skeleton height={320} radius="md" />
            ) : isError ? (
              <Text c="dimmed">The templates could not be loaded.</Text>
            ) : (
              <TemplateItemList kind={value} items={library[`${value}s`]} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
