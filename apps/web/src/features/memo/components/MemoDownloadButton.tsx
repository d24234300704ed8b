import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { MEMO_COPY, type Review } from '@thesis/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { fetchMemo } from '../api';
import { saveFile } from '../../../lib/save-file';

/** The message of a failed download: the server's for 4xx answers (e.g. not found), ours otherwise. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return MEMO_COPY.failed;
}

/**
 * "Download memo (PDF)" in the review page's header: fetches the memo with the viewer's token
 * (the server typesets what this viewer may see) and saves it as TICKER-memo-yyyy-mm-dd.pdf.
 */
export function MemoDownloadButton({ review }: { review: Review }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const file = await fetchMemo(review);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionExpired)) toast.error(failureMessage(error), MEMO_COPY.button);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
      loading={busy}
      loaderProps={{ type: 'dots' }}
      onClick={() => void download()}
      aria-busy={busy}
      title={busy ? MEMO_COPY.preparing : undefined}
    >
      {MEMO_COPY.button}
    </Button>
  );
}
