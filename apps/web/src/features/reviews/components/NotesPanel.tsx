import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconNote, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNoteDate, type ReviewNote } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteNote } from '../note-mutations';
import { useReviewTarget } from '../review-context';
import { FileAttachment } from './FileAttachment';
import { NoteFormModal } from './NoteFormModal';

function NoteCard({ note, onEdit, onDelete }: { note: ReviewNote; onEdit?(): void; onDelete?(): void }) {
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="note">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {note.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatNoteDate(note.updated_at)}
            {note.user ? ` · ${note.user.username}` : ''}
          </Text>
        </Stack>
        {onEdit && onDelete && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={`Edit note ${note.title}`}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete note ${note.title}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {note.typed_text && (
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {note.typed_text}
        </Text>
      )}
      {note.media && (
        <Stack mt={6}>
          <FileAttachment
            media={note.media}
            subject={`note ${note.title}`}
            readOnly
            collection="note"
            onAttach={async () => undefined}
            onRemove={async () => undefined}
          />
        </Stack>
      )}
    </Paper>
  );
}

/** The review's notes (spec §3 Note): newest first, dated dd MMM yy; add, edit and delete when you may edit. */
export function NotesPanel({ notes }: { notes: ReviewNote[] }) {
  const { target, readOnly } = useReviewTarget();
  const [editing, setEditing] = useState<ReviewNote | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ReviewNote | null>(null);
  const remove = useDeleteNote(target.reviewId);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notes-heading" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="notes-heading">
          Notes
        </Title>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Add note
          </Button>
        )}
      </Group>
      {notes.length === 0 ? (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconNote size={18} aria-hidden="true" />
          <Text size="sm">No notes yet{readOnly ? '.' : '. Keep meeting notes, thoughts and screenshots here.'}</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          {notes.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              onEdit={
                readOnly
                  ? undefined
                  : () => {
                      setEditing(note);
                      setFormOpen(true);
                    }
              }
              onDelete={readOnly ? undefined : () => setDeleting(note)}
            />
          ))}
        </Stack>
      )}
      <NoteFormModal opened={formOpen} onClose={() => setFormOpen(false)} target={target} note={editing} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this note?"
        confirmLabel="Delete"
        color="red"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        {`“${deleting?.title ?? ''}” will be deleted. This action cannot be undone.`}
      </ConfirmDialog>
    </Paper>
  );
}
