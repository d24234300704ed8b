/** How the checks write figures in their reasons: plain numbers a reader can compare with a filing. */
export function decimalText(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "4,217.5 m" (millions of the reporting currency, or of shares). */
export function millionsText(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} m`;
}

/** "2.13" (per share). */
export function perShareText(value: number): string {
  return decimalText(value, 2);
}
