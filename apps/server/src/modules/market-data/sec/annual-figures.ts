import { ANNUAL_DAYS, ANNUAL_FORMS, SEC_CONCEPTS, type ConceptList, type SecColumn } from './concepts';
import type { CompanyFacts, SecFact } from './company-facts';

/** Where a stored figure comes from: the filing (accession number, form, filing date) and the concept read. */
export interface FigureFiling {
  accn: string;
  form: string;
  filed: string;
  concept: string;
}

export interface AnnualFigures {
  /** yyyy-mm-dd: the last day of the fiscal year. */
  periodEnd: string;
  values: Partial<Record<SecColumn, number>>;
  filings: Partial<Record<SecColumn, FigureFiling>>;
}

const DAY_MS = 86_400_000;
const days = (fact: SecFact) => (fact.start ? (Date.parse(fact.end) - Date.parse(fact.start)) / DAY_MS + 1 : 0);
const isAnnual = (fact: SecFact) => ANNUAL_FORMS.has(fact.form);
const isFullYear = (fact: SecFact) => {
  const span = days(fact);
  return span >= ANNUAL_DAYS.min && span <= ANNUAL_DAYS.max;
};
/** The later filing wins (a restatement replaces the figure it restates); the later accession breaks a tie. */
const later = (a: SecFact, b: SecFact) => (a.filed !== b.filed ? a.filed > b.filed : a.accn > b.accn);

/** Money in millions and share counts in millions, to the thousandth as the snapshot file has them; per-share values as filed. */
function scaled(list: ConceptList, value: number): number {
  const result = list.unit === 'USD/shares' ? value : Math.round(value / 1000) / 1000;
  return list.negate ? -result : result;
}

/** The facts of one concept and unit from annual reports, with the latest filing per period end (durations: full years only). */
function latestByEnd(facts: CompanyFacts, concept: string, list: ConceptList): Map<string, SecFact> {
  const found = new Map<string, SecFact>();
  for (const fact of facts.facts['us-gaap']?.[concept]?.units[list.unit] ?? []) {
    if (!isAnnual(fact) || (list.period === 'duration' && !isFullYear(fact))) continue;
    const held = found.get(fact.end);
    if (!held || later(fact, held)) found.set(fact.end, fact);
  }
  return found;
}

const yearEndLists = SEC_CONCEPTS.filter((list) => list.column === 'revenue_m' || list.column === 'net_income_m');

/**
 * A company's fiscal years from its XBRL facts: every period end of a full-year revenue or net
 * income fact in a 10-K (52/53-week years included), latest `years` of them, each with the first
 * concept of each figure's list the company reported for that year, as last filed.
 */
export function annualFigures(facts: CompanyFacts, years = 10): AnnualFigures[] {
  const ends = new Set<string>();
  for (const list of yearEndLists) for (const concept of list.concepts) for (const end of latestByEnd(facts, concept, list).keys()) ends.add(end);
  const chosen = [...ends].sort().slice(-years);
  const rows = chosen.map((periodEnd): AnnualFigures => ({ periodEnd, values: {}, filings: {} }));
  for (const list of SEC_CONCEPTS) {
    const byConcept = list.concepts.map((concept) => [concept, latestByEnd(facts, concept, list)] as const);
    for (const row of rows) {
      for (const [concept, facts] of byConcept) {
        const fact = facts.get(row.periodEnd);
        if (!fact) continue;
        row.values[list.column] = scaled(list, fact.val);
        row.filings[list.column] = { accn: fact.accn, form: fact.form, filed: fact.filed, concept };
        break;
      }
    }
  }
  return rows;
}

/** The latest filing date of any annual fact read (what an incremental sync compares). */
export function lastFiled(rows: readonly AnnualFigures[]): string | null {
  let latest: string | null = null;
  for (const row of rows) for (const filing of Object.values(row.filings)) if (filing && (!latest || filing.filed > latest)) latest = filing.filed;
  return latest;
}
