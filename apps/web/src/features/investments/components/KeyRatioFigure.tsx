import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { KeyRatio } from '../key-ratios';
import classes from './KeyRatios.module.css';

/** Hover, keyboard focus and touch all open the explanation. */
const EXPLAIN_ON = { hover: true, focus: true, touch: true };

/**
 * One ratio as a term and its value: the value formatted by the catalogue and the fiscal year(s) it
 * read, its evidence line on hover and focus. A ratio that cannot be computed shows '–', and says
 * why on hover and to screen readers ('Not available: …').
 */
export function KeyRatioFigure({ ratio }: { ratio: KeyRatio }) {
  const missing = ratio.reason !== null;
  return (
    <div data-testid={`ratio-${ratio.id}`}>
      <Text component="dt" size="xs" c="dimmed" fw={600} lh={1.3}>
        {ratio.label}
      </Text>
      <dd>
        <Tooltip label={ratio.note.map((line) => <div key={line}>{line}</div>)} multiline w={300} events={EXPLAIN_ON}>
          <Text span fw={600} c={missing ? 'dimmed' : undefined} tabIndex={0} className={`${classes.value} ${missing ? classes.missing : ''}`}>
            {missing ? (
              <>
                <span aria-hidden="true">{ratio.shown}</span>
                <VisuallyHidden>{ratio.note[0]}</VisuallyHidden>
              </>
            ) : (
              ratio.shown
            )}
          </Text>
        </Tooltip>
        {ratio.years && (
          <Text size="xs" c="dimmed">
            {ratio.years}
          </Text>
        )}
      </dd>
    </div>
  );
}
