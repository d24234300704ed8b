import { Button, Divider, Grid, Group, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  LIMITS,
  unlistedCompanyFormSchema,
  type UnlistedCompanyForm as FormValues,
  type UnlistedCompanyFormInput,
} from '@thesis/domain';
import { useMemo, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerErrors } from '../../../lib/form-errors';
import { toFormErrors, UNLISTED_FORM_FIELDS } from '../form-errors';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** Upper-cases the ticker as it is typed, keeping the caret where it was. */
function upperCaseInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

export interface UnlistedCompanyFormProps {
  /** Defaults (create) or the company's current values (edit). */
  initial: UnlistedCompanyFormInput;
  /** Saves; a rejected 422 answer puts the server's messages onto the fields. */
  onSubmit(values: FormValues): Promise<void>;
  onCancel(): void;
}

/**
 * The unlisted company form (spec §3 fields, §5 rules): every rule and message comes from the
 * domain schema, checked on blur and then as the user types; 'Looks great!' under valid fields;
 * Apply is disabled while the values are unchanged or invalid.
 */
export function UnlistedCompanyForm({ initial, onSubmit, onCancel }: UnlistedCompanyFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<UnlistedCompanyFormInput, unknown, FormValues>({
    resolver: zodResolver(unlistedCompanyFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  // Checked on every change: react-hook-form's own isValid waits for a blur in onTouched mode, which
  // would leave Apply disabled under the pointer of a user who has just typed the last character.
  const values = useWatch({ control });
  const valid = useMemo(() => unlistedCompanyFormSchema.safeParse(values).success, [values]);

  async function submit(values: FormValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(toFormErrors(error), setError, UNLISTED_FORM_FIELDS);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Unlisted company">
      <Stack gap={4}>
        <Grid gap="md" rowGap={4}>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <FormTextField
              control={control}
              name="ticker"
              label="Ticker"
              withAsterisk
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              hint={`${LIMITS.tickerMin} to ${LIMITS.tickerMax} letters or digits`}
              onInput={upperCaseInput}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <FormTextField
              control={control}
              name="name"
              label="Company name"
              hint="As it should appear in search"
              withAsterisk
              autoComplete="off"
            />
          </Grid.Col>
        </Grid>
        <FormTextarea
          control={control}
          name="description"
          label="Description"
          maxChars={LIMITS.companyDescription}
          minRows={3}
          mb="sm"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={4}>
          <FormTextField control={control} name="sector" label="Sector" autoComplete="off" />
          <FormTextField control={control} name="industry" label="Industry" autoComplete="off" />
        </SimpleGrid>
        <Divider my="xs" label="Market figures (optional)" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing={4}>
          <FormTextField
            control={control}
            name="lastPrice"
            label="Last price"
            hint="Per share, local currency"
            inputMode="decimal"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="issuedShare"
            label="Issued shares"
            hint="Millions of shares"
            inputMode="decimal"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="marketCapitalization"
            label="Market capitalisation"
            hint="Millions, local currency"
            inputMode="decimal"
            autoComplete="off"
          />
        </SimpleGrid>
        <Divider my="xs" label="Year end and currencies" labelPosition="left" />
        <Grid gap="md" rowGap={4}>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <legend className={VisuallyHidden.classes.root}>Financial year end</legend>
              <SimpleGrid cols={3} spacing="xs">
                <FormTextField
                  control={control}
                  name="year"
                  label="Year"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={4}
                  deps={['day']}
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="month"
                  label="Month"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={2}
                  deps={['day']}
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="day"
                  label="Day"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={2}
                  autoComplete="off"
                />
              </SimpleGrid>
            </fieldset>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <FormSelect
              control={control}
              name="localFX"
              label="Local currency"
              data={CURRENCY_OPTIONS}
              allowDeselect={false}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <FormSelect
              control={control}
              name="reportingFX"
              label="Reporting currency"
              data={CURRENCY_OPTIONS}
              allowDeselect={false}
              withAsterisk
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty || !valid}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
