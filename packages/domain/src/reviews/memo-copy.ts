/**
 * The investment memo (GET /investment-reviews/{id}/memo.pdf): the words of its button and of
 * the PDF itself, shared by the web app and the server that typesets it.
 */
export const MEMO_COPY = {
  button: 'Download memo (PDF)',
  preparing: 'Preparing memo…',
  failed: 'The memo could not be downloaded. Please try again.',
  title: 'Investment memo',
  noSummary: 'No summary has been written yet.',
  noProcesses: 'No investment process is attached to this review yet.',
  noFactors: 'This process has no factors yet.',
  noNotes: 'No notes have been added.',
  noFinancials: 'No historical financials are recorded for this investment.',
  financialsOmitted: 'Financial tables are not included: historical and estimation financials are part of the paid plans.',
  confidential: 'Prepared for the viewer of this review. Not investment advice.',
} as const;

/** The file name of a memo: TICKER-memo-yyyy-mm-dd.pdf (the UTC date it was generated). */
export function memoFileName(ticker: string, generatedAt: Date): string {
  const safe = ticker.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, '') || 'review';
  return `${safe}-memo-${generatedAt.toISOString().slice(0, 10)}.pdf`;
}
