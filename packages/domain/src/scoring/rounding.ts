/**
 * Rounds to one decimal, halves away from zero (1.25 → 1.3, -1.25 → -1.3). Binary noise is
 * removed first so 1.05 (stored as 1.04999…) still rounds to 1.1. Never answers -0.
 */
export function roundToOneDecimal(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 10).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / 10;
  return rounded === 0 ? 0 : rounded;
}
