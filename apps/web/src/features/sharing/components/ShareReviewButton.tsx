import { Button, Divider, Modal } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { formatDate, PRODUCT_NAME, reviewSharedMessage, SHARE_MODAL_TITLE, type Review, type ShareCreated } from '@thesis/domain';
import { useState } from 'react';
import { InfoModal } from '../../../components/InfoModal';
import { toast } from '../../../lib/notify';
import { CopyLinkModal } from './CopyLinkModal';
import { ShareForm } from './ShareForm';
import { SharedWithList } from './SharedWithList';

/**
 * The review page's share button (spec §2, §6: only the owner who is not a viewer,
 * `review.abilities.share`): the share modal with who it is shared with, then the copy-link modal
 * when a link is returned, otherwise the information modal.
 */
export function ShareReviewButton({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  const [linkShare, setLinkShare] = useState<ShareCreated | null>(null);
  const [informed, setInformed] = useState(false);
  if (!review.abilities.share) return null;

  function shared(share: ShareCreated) {
    setOpen(false);
    if (share.shared_link) {
      toast.success(reviewSharedMessage(PRODUCT_NAME));
      setLinkShare(share);
    } else {
      setInformed(true);
    }
  }

  return (
    <>
      <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={SHARE_MODAL_TITLE} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {open && (
          <>
            <ShareForm reviewId={review.id} onCancel={() => setOpen(false)} onShared={shared} />
            <Divider my="lg" />
            <SharedWithList reviewId={review.id} />
          </>
        )}
      </Modal>
      <CopyLinkModal link={linkShare?.shared_link ?? null} expiresOn={formatDate(linkShare?.expires_at)} onClose={() => setLinkShare(null)} />
      <InfoModal opened={informed} onClose={() => setInformed(false)} title="Review shared">
        {reviewSharedMessage(PRODUCT_NAME)}
      </InfoModal>
    </>
  );
}
