import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { formatDate, formatLastPrice, formatNoteDate, FOLLOW_UP_NOTE_MAX, gradeLabel, type Decision, type ProcessDataFactor } from '@thesis/domain';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/notify';
import { formatReturn, timeframeLabel } from '../format';
import { ActionBadge, GradeBadge } from './GradeBadge';
import { useAddFollowUp } from '../queries';
import { ProbabilityMatrixTable } from './ProbabilityMatrixTable';
import { RealisedReturn } from './RealisedReturn';

/** 'Moat: Very good' — the grade as the review page names it for the factor's type. */
function factorScoreText(factor: ProcessDataFactor): string {
  return `${factor.name}: ${factor.score ? gradeLabel(factor.type, factor.score) : 'Not scored'}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** A made decision, read-only (spec §2: a historical tab makes the table read-only), with its follow-up notes. */
export function ArchivedDecisionPanel({ decision, reviewId }: { decision: Decision; reviewId: string }) {
  const addNote = useAddFollowUp(reviewId);
  const [text, setText] = useState('');

  return (
    <Stack gap="md" data-testid="archived-decision">
      <Text size="sm" c="dimmed">
        Made {formatDate(decision.date)}
        {decision.user ? ` by ${decision.user.username}` : ''}. A decision that has been made cannot be changed.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Action">
          {decision.action ? <ActionBadge action={decision.action} /> : '—'}
        </Fact>
        <Fact label="Decision type">
          <Text size="sm">{decision.trade_type?.name ?? '—'}</Text>
        </Fact>
        <Fact label="Timeframe">
          <Text size="sm">{timeframeLabel(decision.timeframe)}</Text>
        </Fact>
        <Fact label="Price at decision">
          <Text size="sm">{formatLastPrice(decision.price, decision.investment.currency)}</Text>
        </Fact>
        <Fact label="Expected return">
          <Text size="sm" fw={600}>
            {formatReturn(decision.expected_return)}
          </Text>
        </Fact>
        <Fact label="Expected grade">
          {decision.expected_grade ? <GradeBadge grade={decision.expected_grade} /> : '—'}
        </Fact>
        <Fact label="Realised return">
          <RealisedReturn decision={decision} />
        </Fact>
        <Fact label="Latest price">
          <Text size="sm">{formatLastPrice(decision.realised?.latest_price, decision.investment.currency)}</Text>
        </Fact>
      </SimpleGrid>

      {decision.matrix && <ProbabilityMatrixTable matrix={decision.matrix} />}

      {decision.process_data && decision.process_data.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Review scores when decided
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder verticalSpacing={6} aria-label="Review scores when the decision was made">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Process</Table.Th>
                  <Table.Th scope="col">Score</Table.Th>
                  <Table.Th scope="col">Relevance</Table.Th>
                  <Table.Th scope="col">Factors</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {decision.process_data.map((process) => (
                  <Table.Tr key={process.investment_process_id}>
                    <Table.Th scope="row" fw={500}>
                      {process.name}
                    </Table.Th>
                    <Table.Td>{process.score}</Table.Td>
                    <Table.Td>{process.relevance}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {process.factors.map(factorScoreText).join(' · ') || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={3} fz="md">
          Follow-up notes
        </Title>
        {decision.notes.length === 0 && (
          <Text size="sm" c="dimmed">
            No follow-up notes yet.
          </Text>
        )}
        {decision.notes.map((note) => (
          <Paper key={note.id} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {formatNoteDate(note.created_at)}
              {note.user ? ` · ${note.user.username}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
          </Paper>
        ))}
        {decision.abilities.annotate && (
          <Group align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label="Add a follow-up note"
              placeholder="What happened since, and what you would do differently"
              autosize
              minRows={2}
              maxLength={FOLLOW_UP_NOTE_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button
              variant="light"
              disabled={!text.trim()}
              loading={addNote.isPending}
              onClick={async () => {
                await addNote.mutateAsync({ decisionId: decision.id!, text });
                setText('');
                toast.success('Follow-up note added');
              }}
            >
              Add note
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
