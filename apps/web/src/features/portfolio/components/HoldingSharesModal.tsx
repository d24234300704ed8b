import { useHolding } from '../queries';
import { SharesModal, type SharesTarget } from './SharesModal';

/** The shares modal for any investment: it looks up the shares held now, so it adds or edits as needed. */
export function HoldingSharesModal({ investment, onClose }: { investment: SharesTarget | null; onClose(): void }) {
  const { data: holding, isPending } = useHolding(investment?.id ?? '', investment !== null);
  const ready = investment !== null && !isPending;
  return <SharesModal opened={ready} onClose={onClose} investment={investment} currentShares={holding?.shares_count ?? null} />;
}
