import { Anchor, CloseButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { trialBannerColor, trialMessage, type TrialBannerColor } from '@thesis/domain';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import classes from './TrialBanner.module.css';

interface TrialBannerProps {
  daysLeft: number;
  onDismiss(): void;
  /** Show the Upgrade link (roles that may upgrade). */
  showUpgrade?: boolean;
}

const LABELS: Record<TrialBannerColor, string> = { green: 'Free trial', amber: 'Free trial ending soon', red: 'Free trial almost over' };

/**
 * The trial banner (spec §4 Trial): green with 30 or more days left, amber from 4 to 29, red with 3
 * or fewer; the text is trialMessage(days). Dark text on a tinted background keeps it above 7:1.
 */
export function TrialBanner({ daysLeft, onDismiss, showUpgrade = true }: TrialBannerProps) {
  const color = trialBannerColor(daysLeft);
  return (
    <div className={classes.banner} data-color={color} role="status" data-testid="trial-banner">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <IconHourglassHigh size={20} aria-hidden="true" className={classes.icon} />
          <Text size="sm">
            <VisuallyHidden>{LABELS[color]}: </VisuallyHidden>
            <strong>{trialMessage(daysLeft)}.</strong>
            {showUpgrade && (
              <>
                {' '}
                <Anchor component={Link} to={PATHS.pricing} className={classes.link} size="sm">
                  Compare plans
                </Anchor>
              </>
            )}
          </Text>
        </Group>
        <CloseButton onClick={onDismiss} aria-label="Dismiss trial notice" className={classes.link} />
      </Group>
    </div>
  );
}
