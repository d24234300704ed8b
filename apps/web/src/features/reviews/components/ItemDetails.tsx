import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { REVIEW_COMMENT_MAX } from '@thesis/domain';
import type { UploadControls } from '../api';
import type { ReviewMedia } from '../review-media';
import { useReviewScope } from '../review-context';
import { CommitTextarea, CommitTextInput } from './CommitTextField';
import { FileAttachment } from './FileAttachment';

export interface DetailsChange {
  comment?: string | null;
  url?: string | null;
  url_name?: string | null;
}

interface ItemDetailsProps {
  subject: string;
  comment: string | null;
  url: string | null;
  urlName: string | null;
  media: ReviewMedia | null;
  onSave(change: DetailsChange): void;
  onAttach(file: File, controls: UploadControls): Promise<unknown>;
  onRemove(): Promise<unknown>;
}

/** The evidence of a scored item: comment, a link (url + name) and one attached file. */
export function ItemDetails({ subject, comment, url, urlName, media, onSave, onAttach, onRemove }: ItemDetailsProps) {
  const { readOnly } = useReviewScope();
  if (readOnly) {
    return (
      <Stack gap={6} data-testid="item-details">
        <Text size="sm" c={comment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {comment ?? 'No comment.'}
        </Text>
        {url && (
          <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {urlName || url}
              <IconExternalLink size={12} aria-hidden="true" />
            </Group>
          </Anchor>
        )}
        <FileAttachment media={media} subject={subject} readOnly collection="attachment" onAttach={onAttach} onRemove={onRemove} />
      </Stack>
    );
  }
  return (
    <Stack gap={8} data-testid="item-details">
      <CommitTextarea
        size="xs"
        label="Comment"
        placeholder="Evidence, sources, open questions…"
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onCommit={(next) => onSave({ comment: next })}
        aria-label={`Comment on ${subject}`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={8}>
        <CommitTextInput
          size="xs"
          label="Link"
          type="url"
          placeholder="https://"
          value={url}
          onCommit={(next) => onSave({ url: next })}
          aria-label={`Link of ${subject}`}
        />
        <CommitTextInput
          size="xs"
          label="Link name"
          placeholder="e.g. FY25 annual report"
          maxLength={255}
          value={urlName}
          onCommit={(next) => onSave({ url_name: next })}
          aria-label={`Link name of ${subject}`}
        />
      </SimpleGrid>
      <FileAttachment media={media} subject={subject} readOnly={false} collection="attachment" onAttach={onAttach} onRemove={onRemove} />
    </Stack>
  );
}
