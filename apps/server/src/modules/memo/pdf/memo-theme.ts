/** The memo's typography and colours (A4 in points; Helvetica, the PDF's built-in family). */
export const PAGE = {
  size: 'A4',
  margins: { top: 56, bottom: 72, left: 56, right: 56 },
  /** Baseline area of the footer, measured up from the bottom edge of the page. */
  footerOffset: 44,
} as const;

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const SIZE = {
  title: 22,
  section: 13,
  subheading: 11,
  body: 9.5,
  small: 8,
  tiny: 7,
} as const;

export const COLOR = {
  ink: '#1b2233',
  muted: '#5a6478',
  faint: '#8a93a6',
  accent: '#1d4f86',
  rule: '#d3d9e3',
  band: '#f2f5f9',
  positive: '#1f7a45',
  negative: '#b3261e',
} as const;

/** Space between lines of body text. */
export const LINE_GAP = 2;
