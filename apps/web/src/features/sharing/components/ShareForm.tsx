import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, shareFormDefaults, shareFormSchema, toSharePayload, type ShareCreated, type ShareFormValues } from '@thesis/domain';
import { Controller, useForm } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { applyServerErrors } from '../../../lib/form-errors';
import type { ReviewTarget } from '../../reviews/review-context';
import { useCreateShare } from '../api';

const EXPIRIES = [
  { value: 'week', label: '1 week' },
  { value: 'month', label: '1 month' },
  { value: 'year', label: '1 year' },
] as const;

const PERMISSIONS = [
  { value: 'models', label: 'Models', description: 'The financial model files' },
  { value: 'notes', label: 'Notes', description: 'Your notes and their files' },
  { value: 'decisions', label: 'Decisions', description: 'Your decisions on this company' },
] as const;

interface ShareFormProps {
  /** The review, or the investment whose first share creates the review. */
  target: ReviewTarget;
  onCancel(): void;
  onShared(share: ShareCreated): void;
}

/**
 * The share form (spec §5 Share, §9 defaults): comma-separated e-mails, private or public,
 * expiry a week (default), a month or a year, an optional message (≤ 255) and what else the
 * recipients may see. Scores and summary are always shared; the review stays read-only for them.
 */
export function ShareForm({ target, onCancel, onShared }: ShareFormProps) {
  const create = useCreateShare(target);
  const { control, handleSubmit, setError, watch, trigger, getFieldState, formState } = useForm<ShareFormValues>({
    resolver: zodResolver(shareFormSchema),
    mode: 'onTouched',
    defaultValues: shareFormDefaults(),
  });
  const isPublic = watch('access_type') === 'public';

  async function submit(values: ShareFormValues) {
    try {
      const entity = target.reviewId
        ? { entity_id: target.reviewId, entity_type: 'investment_review' as const }
        : { entity_id: target.investmentId, entity_type: 'investment' as const };
      const share = await create.mutateAsync(toSharePayload(entity, values));
      if (target.reviewId) onShared(share);
    } catch (error) {
      applyServerErrors(error, setError, ['emails', 'message', 'access_type', 'expire_at']);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Share this review">
      <Stack gap="md">
        <Controller
          control={control}
          name="access_type"
          render={({ field }) => (
            <Radio.Group
              label="Who can open it"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // The e-mail rule depends on the access: a message shown for the other access must not stay.
                if (getFieldState('emails').isTouched || formState.isSubmitted) void trigger('emails');
              }}
            >
              <Stack gap="xs" mt={6}>
                <Radio value="private" label="Private" description="Only the people you name, signed in with these addresses" />
                <Radio value="public" label="Public link" description="Anyone with the link who signs in" />
              </Stack>
            </Radio.Group>
          )}
        />
        <FormTextarea
          control={control}
          name="emails"
          label="E-mail addresses"
          description={isPublic ? 'Optional: we e-mail the link to these addresses. Separate them with commas.' : 'Separate addresses with commas. Each gets an e-mail with the link.'}
          placeholder="ann@example.com, bob@example.com"
          withAsterisk={!isPublic}
          minRows={2}
          data-autofocus
        />
        <FormTextarea control={control} name="message" label="Message (optional)" placeholder="Why you are sharing it" maxLength={LIMITS.shareMessage} maxChars={LIMITS.shareMessage} />
        <Controller
          control={control}
          name="expire_at"
          render={({ field }) => (
            <Radio.Group label="Link expires after" value={field.value} onChange={field.onChange}>
              <Group gap="lg" mt={6}>
                {EXPIRIES.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="permission_rules"
          render={({ field }) => (
            <Checkbox.Group
              label="They may also see"
              description="Factor scores and the summary are always included. Recipients cannot change anything."
              value={PERMISSIONS.filter((option) => field.value[option.value]).map((option) => option.value)}
              onChange={(values) => field.onChange({ models: values.includes('models'), notes: values.includes('notes'), decisions: values.includes('decisions') })}
            >
              <Group gap="lg" mt={6} align="flex-start">
                {PERMISSIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} description={option.description} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        {isPublic && (
          <Text size="sm" c="dimmed">
            You will get a link to copy. Anyone who has it can open the review until it expires or you revoke it.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
