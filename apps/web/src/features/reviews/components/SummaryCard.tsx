import { Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_SUMMARY_MAX } from '@thesis/domain';
import { useEffect, useState } from 'react';
import { useSaveSummary } from '../queries';
import { useReviewTarget } from '../review-context';

/** The review's summary (spec §4): saved only when it changed and is not empty. */
export function SummaryCard({ summary }: { summary: string | null }) {
  const { target, readOnly } = useReviewTarget();
  const save = useSaveSummary(target);
  const [draft, setDraft] = useState(summary ?? '');
  useEffect(() => setDraft(summary ?? ''), [summary]);
  const changed = draft.trim() !== '' && draft.trim() !== (summary ?? '');

  function submit() {
    if (changed) save.mutate(draft.trim());
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="summary-heading">
      <Group justify="space-between" mb={6}>
        <Title order={2} fz="lg" id="summary-heading">
          Summary
        </Title>
        {!readOnly && (
          <Group gap="xs">
            {changed && (
              <Button size="compact-sm" variant="default" onClick={() => setDraft(summary ?? '')}>
                Discard
              </Button>
            )}
            <Button size="compact-sm" onClick={submit} disabled={!changed} loading={save.isPending}>
              Save summary
            </Button>
          </Group>
        )}
      </Group>
      {readOnly ? (
        <Text size="sm" c={summary ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {summary ?? 'No summary yet.'}
        </Text>
      ) : (
        <Textarea
          aria-labelledby="summary-heading"
          placeholder="Your thesis in a few lines: what the market misses, what must go right, what would make you sell."
          autosize
          minRows={3}
          maxRows={12}
          maxLength={REVIEW_SUMMARY_MAX}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          }}
          description="Ctrl+Enter saves. An empty summary is never saved."
          inputWrapperOrder={['label', 'input', 'description']}
        />
      )}
    </Paper>
  );
}
