import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBriefcase, IconBriefcase2 } from '@tabler/icons-react';
import type { Investment } from '@thesis/domain';
import { userCan } from '../../auth/capabilities';
import { useCurrentUser } from '../../auth/session';
import { unitsText } from '../format';
import { useHolding } from '../queries';
import { SharesModal } from './SharesModal';

/**
 * The investment and review pages' portfolio button: opens the "create shares" modal, which adds
 * the investment to the portfolio or updates the shares held. Shows the shares when held.
 * `holdable` false (another workspace's unlisted company, seen through a share) hides it: the
 * server would refuse it.
 */
export function AddToPortfolioButton({ investment, holdable = true }: { investment: Pick<Investment, 'id' | 'ticker' | 'name'>; holdable?: boolean }) {
  const [opened, modal] = useDisclosure(false);
  const { data: user } = useCurrentUser();
  // Only those who may change the portfolio see the button (spec §6: not teamViewer; not an inactive team).
  const allowed = holdable && userCan(user, 'portfolio.use');
  const { data: holding, isPending } = useHolding(investment.id, allowed);
  if (!allowed) return null;
  const held = holding ? holding.shares_count : null;
  return (
    <>
      <Button
        variant={held === null ? 'light' : 'default'}
        leftSection={held === null ? <IconBriefcase size={16} aria-hidden="true" /> : <IconBriefcase2 size={16} aria-hidden="true" />}
        onClick={modal.open}
        loading={isPending}
      >
        {held === null ? 'Add to portfolio' : `In portfolio: ${unitsText(held)} shares`}
      </Button>
      <SharesModal opened={opened} onClose={modal.close} investment={investment} currentShares={held} />
    </>
  );
}
