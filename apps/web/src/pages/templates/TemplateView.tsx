import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { SCORE_TYPE_LABELS, type Item, type Process } from '@thesis/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHILD_KIND, type LibraryKind } from '../../features/processes/api';
import { countLabel, KIND_LABELS, relevanceLabel, scaleSummary } from '../../features/processes/labels';
import { childrenOf, countTree } from '../../features/processes/tree';
import { ProcessTree } from '../../features/processes/tree/ProcessTree';
import { ScaleDetails } from '../../features/processes/tree/ScaleDetails';
import { AddCopyToParent } from '../../features/templates/AddCopyToParent';
import { CopyTemplateDialog } from '../../features/templates/CopyTemplateDialog';
import { TEMPLATES_TAB_PATH } from '../../features/templates/template-routes';
import { process as processPath } from '../../lib/paths';

interface TemplateViewProps {
  kind: LibraryKind;
  template: Process | Item;
}

function isProcess(kind: LibraryKind, template: Process | Item): template is Process {
  return kind === 'process' && !('kind' in template);
}

/** A template, read-only: its description, its scale and everything below it, and Copy to my library. */
export function TemplateView({ kind, template }: TemplateViewProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<Item | null>(null);
  const process = isProcess(kind, template) ? template : null;
  const item = process ? null : (template as Item);
  const roots = process ? (process.factors ?? []) : item ? childrenOf(item) : [];
  const counts = process ? countTree(process) : null;
  const noun = KIND_LABELS[kind].toLowerCase();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={TEMPLATES_TAB_PATH} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          Templates
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 280 }}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {template.name}
            </Title>
            <Badge variant="light" color="thesis">
              {KIND_LABELS[kind]} template
            </Badge>
          </Group>
          {template.description && (
            <Text c="dimmed" maw={820}>
              {template.description}
            </Text>
          )}
          {counts && (
            <Text size="sm" c="dimmed">
              {countLabel(counts.factors, 'factor')} · {countLabel(counts.checklists, 'checklist')} ·{' '}
              {countLabel(counts.questions, 'question')}
            </Text>
          )}
        </Stack>
        <Button
          leftSection={<IconCopy size={16} />}
          onClick={() => setConfirming(true)}
          disabled={!template.abilities.replicate}
        >
          Copy to my library
        </Button>
      </Group>
      {copy && <AddCopyToParent copy={copy} />}
      {item && (
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="md">
            {[
              ['Group', item.group],
              ['Type', SCORE_TYPE_LABELS[item.type]],
              ['Scale', scaleSummary(item)],
              ['Relevance', relevanceLabel(item.relevance)],
            ].map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text size="sm">{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <ScaleDetails item={item} always />
        </Paper>
      )}
      {kind !== 'question' && (
        <ProcessTree
          roots={roots}
          parent={{
            kind: kind === 'process' ? 'process' : (kind as 'factor' | 'checklist'),
            id: template.id,
            name: template.name,
          }}
          editing={null}
          emptyTitle={`No ${CHILD_KIND[kind === 'process' ? 'process' : (kind as 'factor' | 'checklist')]}s`}
          emptyText={`This ${noun} template has nothing below it yet.`}
        />
      )}
      <CopyTemplateDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        kind={kind}
        template={template}
        onCopied={(created) => {
          if (kind === 'process') void navigate(processPath(created.id));
          else setCopy(created as Item);
        }}
      />
    </Stack>
  );
}
