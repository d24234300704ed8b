import type { InvestmentFactor, InvestmentItem, InvestmentProcess, Review } from '@thesis/domain';

type Patch = Partial<InvestmentItem>;

/** Merges `patch` into the item `id` wherever it sits (factor, checklist or question), children kept. */
function patchFactors(factors: InvestmentFactor[], id: string, patch: Patch): InvestmentFactor[] {
  return factors.map((factor) => {
    if (factor.id === id) return { ...factor, ...patch };
    return {
      ...factor,
      checklists: factor.checklists.map((checklist) => {
        if (checklist.id === id) return { ...checklist, ...patch };
        return {
          ...checklist,
          questions: checklist.questions.map((question) => (question.id === id ? { ...question, ...patch } : question)),
        };
      }),
    };
  });
}

/** The review with one item changed (an optimistic edit or the server's answer). */
export function patchItem(review: Review, processId: string, id: string, patch: Patch): Review {
  return {
    ...review,
    processes: review.processes.map((process) =>
      process.id === processId && process.factors
        ? { ...process, factors: patchFactors(process.factors, id, patch) }
        : process,
    ),
  };
}

/** The review with an attached process changed (its summary after an item write, its own fields). */
export function patchProcess(review: Review, processId: string, patch: Partial<InvestmentProcess>): Review {
  return {
    ...review,
    processes: review.processes.map((process) => (process.id === processId ? { ...process, ...patch } : process)),
  };
}

/** Counts of a process's tree, for its header. */
export function treeCounts(process: InvestmentProcess): { factors: number; items: number; scored: number } {
  const factors = process.factors ?? [];
  let items = 0;
  let scored = 0;
  const visit = (item: InvestmentItem) => {
    items += 1;
    if (item.score !== null || item.value !== null) scored += 1;
  };
  for (const factor of factors) {
    visit(factor);
    for (const checklist of factor.checklists) {
      visit(checklist);
      checklist.questions.forEach(visit);
    }
  }
  return { factors: factors.length, items, scored };
}
