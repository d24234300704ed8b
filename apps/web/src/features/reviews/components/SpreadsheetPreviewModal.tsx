import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { SPREADSHEET_PREVIEW } from '@thesis/domain';
import { useQuery } from '@tanstack/react-query';
import { useRetained } from '../../../components/ConfirmDialog';
import { api } from '../../../lib/api';
import { failureMessage } from '../../../lib/api-error';
import type { ReviewMedia } from '../review-media';
import { downloadUrl } from '../upload-rules';

/** The first sheet of a small spreadsheet, as the server read it (values only, nothing evaluated). */
export interface SpreadsheetPreview {
  file_name: string;
  sheet: string | null;
  rows: string[][];
  truncated: boolean;
}

const NUMERIC = /^[−-]?[\d,.]+%?$/;

/** A model file's first sheet as a read-only table; a file too large or of a type without preview says so and offers the download. */
export function SpreadsheetPreviewModal({ media, onClose }: { media: ReviewMedia | null; onClose(): void }) {
  const shown = useRetained(media);
  const preview = useQuery({
    queryKey: ['media', shown?.id, 'preview'],
    queryFn: async () => (await api.get<{ data: SpreadsheetPreview }>(`/media/${shown!.id}/preview`, { silent: true })).data,
    enabled: media !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const width = Math.max(1, ...(preview.data?.rows.map((row) => row.length) ?? [1]));
  return (
    <Modal opened={media !== null} onClose={onClose} title={`Preview: ${shown?.file_name ?? ''}`} size="90%" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {preview.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-label="Reading the spreadsheet" />
            <Text size="sm" c="dimmed">
              Reading the spreadsheet…
            </Text>
          </Group>
        )}
        {preview.isError && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
            {failureMessage(preview.error, 'The preview could not be loaded.')}
          </Alert>
        )}
        {preview.data && (
          <>
            <Text size="sm" c="dimmed" data-testid="preview-caption">
              {preview.data.sheet ? `First sheet, “${preview.data.sheet}”` : 'The file'}: values as last saved, read-only; formulas and macros are never run.
              {preview.data.truncated ? ` Only the first ${SPREADSHEET_PREVIEW.rows} rows and ${SPREADSHEET_PREVIEW.columns} columns are shown.` : ''}
            </Text>
            <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
              <Table striped withTableBorder withColumnBorders fz="xs" verticalSpacing={4} aria-label={`First sheet of ${preview.data.file_name}`} data-testid="spreadsheet-preview">
                <Table.Tbody>
                  {preview.data.rows.map((row, index) => (
                    <Table.Tr key={index}>
                      {Array.from({ length: width }, (_, column) => {
                        const cell = row[column] ?? '';
                        return (
                          <Table.Td key={column} ta={NUMERIC.test(cell) ? 'right' : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                            {cell}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {preview.data.rows.length === 0 && (
              <Text size="sm" c="dimmed">
                The first sheet is empty.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          {shown && (
            <Button component="a" href={downloadUrl(shown.url)} variant="light" leftSection={<IconDownload size={14} />}>
              Download
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
