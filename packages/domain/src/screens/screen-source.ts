import type { Screen } from './screen-responses';

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * What a screen runs over and what scores it, as a sentence for the screens list (#18):
 * "Investments reviewed with Dividend Income, scored by Dividend Income (lead) and Quality
 * compounders." — the source, then the lead process (marked when there are others) and the
 * secondary ones by name.
 */
export function screenSourceText(screen: Pick<Screen, 'source_type' | 'processes' | 'associated_process'>): string {
  const source =
    screen.source_type === 'all'
      ? 'All investments'
      : screen.source_type === 'all_active'
        ? 'Investments reviewed with an active process'
        : `Investments reviewed with ${screen.associated_process?.name ?? 'one of your processes'}`;
  const lead = screen.processes.find((process) => process.role === 'lead');
  const secondary = screen.processes.filter((process) => process.role === 'secondary').map((process) => process.name);
  if (!lead) return `${source}, with no process to score them yet.`;
  const scorers = secondary.length > 0 ? [`${lead.name} (lead)`, ...secondary] : [lead.name];
  return `${source}, scored by ${listed(scorers)}.`;
}
