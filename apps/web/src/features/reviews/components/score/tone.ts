import { formatSignedPercent } from '@thesis/domain';

/**
 * Badge look of a signed number: green up, red down (outlined, the label in the darkest shade so it
 * keeps WCAG AA contrast on white and grey rows), grey and light for none or zero.
 */
export function toneOf(value: number | null) {
  if (value === null || value === 0) return { variant: 'light', color: 'gray' } as const;
  const color = value > 0 ? 'teal' : 'red';
  return { variant: 'outline', color, styles: { label: { color: `var(--mantine-color-${color}-9)` } } } as const;
}

/**
 * An upside as shown on its badge: '+12.5 %', '−3.0 %', '–' when it cannot be worked out — rounded
 * exactly as its grade is (issue #18 item 11: "+100.0 %" is never graded as more than 100).
 */
export function upsideText(value: number | null): string {
  return formatSignedPercent(value);
}
