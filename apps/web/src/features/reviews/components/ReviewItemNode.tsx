import { ActionIcon, Badge, Box, Collapse, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconNotes } from '@tabler/icons-react';
import { SCORE_TYPE_LABELS, type InvestmentItem } from '@thesis/domain';
import { useEffect, useState } from 'react';
import { SuggestionRow } from '../ai/components/SuggestionRow';
import { useItemSuggestion, useSuggestionsBelow } from '../ai/suggestions-context';
import { uploadMedia, type UploadControls } from '../api';
import { useAttachItemFile, useUpdateInvestmentItem } from '../item-mutations';
import { useReviewScope } from '../review-context';
import { ItemDetails } from './ItemDetails';
import { RelevanceSelect } from './RelevanceSelect';
import { ItemScoreControl } from './score/ItemScoreControl';
import { toneOf } from './score/tone';
import classes from './ReviewTree.module.css';

type Node = InvestmentItem & {
  checklists?: (InvestmentItem & { questions: InvestmentItem[] })[];
  questions?: InvestmentItem[];
};

function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';
}

/** One factor, checklist or question of an attached process: scored inline, its evidence and children below. */
export function ReviewItemNode({ item }: { item: Node }) {
  const { reviewId, readOnly } = useReviewScope();
  const update = useUpdateInvestmentItem(reviewId);
  const attachFile = useAttachItemFile(reviewId);
  const children: Node[] = item.checklists ?? item.questions ?? [];
  const suggestion = useItemSuggestion(item.id);
  const suggestionsBelow = useSuggestionsBelow(item);
  const [open, setOpen] = useState(item.kind === 'factor' || suggestionsBelow > 0);
  // A fill that leaves suggestions inside a closed checklist opens it, so each one is seen.
  useEffect(() => {
    if (suggestionsBelow > 0) setOpen(true);
  }, [suggestionsBelow]);
  const [details, setDetails] = useState(false);
  const subject = `${item.kind} ${item.name}`;
  const evidence = [item.comment, item.url, item.media].filter(Boolean).length;
  const Chevron = open ? IconChevronDown : IconChevronRight;

  const save = (changes: Parameters<typeof update.mutate>[0]['changes'], optimistic?: Partial<InvestmentItem>, notice?: string) =>
    update.mutate({ item, changes, optimistic, ...(notice ? { notice } : {}) });
  const attach = async (file: File, controls: UploadControls) => {
    const media = (await uploadMedia('attachment', file, controls)).data;
    await attachFile.mutateAsync({ kind: item.kind, id: item.id, uuids: [media.uuid] });
  };

  return (
    <Box className={classes[item.kind]} data-testid={`review-${item.kind}`} data-name={item.name}>
      <Group wrap="nowrap" align="flex-start" gap={6} className={classes.row}>
        {children.length > 0 ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            mt={4}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${subject}`}
          >
            <Chevron size={14} />
          </ActionIcon>
        ) : (
          <Box w={22} style={{ flexShrink: 0 }} />
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 160 }} pt={4}>
          <Text fw={item.kind === 'question' ? 500 : 600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          {item.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {SCORE_TYPE_LABELS[item.type]} · {item.group}
            {item.editor_username ? ` · edited by ${item.editor_username}` : ''}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap" justify="flex-end" className={classes.controls}>
          <ItemScoreControl
            item={item}
            subject={subject}
            onChange={({ changes, optimistic, notice }) => save(changes, optimistic, notice)}
          />
          <RelevanceSelect
            value={item.relevance}
            subject={subject}
            disabled={readOnly}
            onChange={(relevance) => save({ relevance })}
          />
          <Tooltip label="Points of this score">
            <Badge {...toneOf(item.score_factor)} w={40} size="md" data-testid="points">
              {signed(item.score_factor)}
            </Badge>
          </Tooltip>
          <Indicator disabled={evidence === 0} label={evidence} size={14} offset={4}>
            <ActionIcon
              variant={details ? 'light' : 'subtle'}
              color="gray"
              onClick={() => setDetails((value) => !value)}
              aria-expanded={details}
              aria-label={`Comment, link and file of ${subject}`}
            >
              <IconNotes size={16} />
            </ActionIcon>
          </Indicator>
        </Group>
      </Group>
      {suggestion && <SuggestionRow item={item} suggestion={suggestion} />}
      <Collapse expanded={details}>
        <Box pl={28} pr={4} pb={8} pt={4}>
          {details && (
            <ItemDetails
              subject={subject}
              comment={item.comment}
              url={item.url}
              urlName={item.url_name}
              media={item.media}
              onSave={(change) => save(change)}
              onAttach={attach}
              onRemove={() => attachFile.mutateAsync({ kind: item.kind, id: item.id, uuids: [] })}
            />
          )}
        </Box>
      </Collapse>
      {open && children.length > 0 && (
        <Stack gap={4} pl={{ base: 8, sm: 28 }} pb={6}>
          {children.map((child) => (
            <ReviewItemNode key={child.id} item={child} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
