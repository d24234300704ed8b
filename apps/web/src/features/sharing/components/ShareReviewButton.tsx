import { Button, Divider, Modal } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { formatDate, PRODUCT_NAME, reviewSharedMessage, SHARE_MODAL_TITLE, type ShareCreated } from '@thesis/domain';
import { useState } from 'react';
import { InfoModal } from '../../../components/InfoModal';
import { toast } from '../../../lib/notify';
import type { ReviewTarget } from '../../reviews/review-context';
import { useArrivedShare } from '../arrived-share';
import { CopyLinkModal } from './CopyLinkModal';
import { ShareForm } from './ShareForm';
import { SharedWithList } from './SharedWithList';

interface ShareReviewButtonProps {
  /** The review, or the investment whose first share creates the review (spec §4). */
  target: ReviewTarget;
  /** `review.abilities.share`: only the owner who is not a viewer (spec §6). */
  canShare: boolean;
}

/**
 * The share button (spec §2, §6): the share modal with who it is shared with, then the copy-link
 * modal when a link is returned, otherwise the information modal. A share made before the review
 * existed lands on the new review's page, which shows those modals (see useArrivedShare).
 */
export function ShareReviewButton({ target, canShare }: ShareReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const arrived = useArrivedShare();
  const [linkShare, setLinkShare] = useState<ShareCreated | null>(arrived?.shared_link ? arrived : null);
  const [informed, setInformed] = useState(arrived !== null && !arrived.shared_link);
  if (!canShare) return null;

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
            <ShareForm target={target} onCancel={() => setOpen(false)} onShared={shared} />
            {target.reviewId && (
              <>
                <Divider my="lg" />
                <SharedWithList reviewId={target.reviewId} />
              </>
            )}
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
