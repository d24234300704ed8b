import { Alert, Button, FileInput, Group, Modal, Select, Stack, Stepper, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { DEFAULT_IMPORT_PRESET, detectMapping, IMPORT_MAX_BYTES, IMPORT_PRESET_LABELS, IMPORT_PRESETS, PORTFOLIO_MESSAGES, type ImportPreset, type ImportPreview, type OnExisting } from '@thesis/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { portfolioApi } from '../api';
import { useCommitImport } from '../queries';
import { ImportPreviewStep } from './ImportPreviewStep';
import { readHeader } from './read-header';

interface Mapping {
  ticker: string | null;
  exchange: string | null;
  units: string | null;
}

const NONE = '__none__';

/** Import holdings from a broker CSV: upload → map columns → preview → commit (one transaction). */
export function ImportWizard({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preset, setPreset] = useState<ImportPreset>(DEFAULT_IMPORT_PRESET);
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Mapping>({ ticker: null, exchange: null, units: null });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [onExisting, setOnExisting] = useState<OnExisting>('replace');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const commit = useCommitImport();

  function close() {
    setStep(0);
    setFile(null);
    setPreview(null);
    setErrors({});
    setOnExisting('replace');
    onClose();
  }

  async function readColumns() {
    if (!file) return setErrors({ file: PORTFOLIO_MESSAGES.fileRequired });
    if (file.size > IMPORT_MAX_BYTES) return setErrors({ file: PORTFOLIO_MESSAGES.fileTooLarge });
    if (file.size === 0) return setErrors({ file: PORTFOLIO_MESSAGES.fileEmpty });
    const header = readHeader(await file.slice(0, 64 * 1024).text());
    if (header.length === 0) return setErrors({ file: PORTFOLIO_MESSAGES.fileEmpty });
    setColumns(header);
    setMapping(detectMapping(header, preset));
    setErrors({});
    setStep(1);
  }

  async function runPreview() {
    if (!file) return;
    const problems: Record<string, string> = {};
    if (!mapping.ticker) problems.ticker_column = PORTFOLIO_MESSAGES.tickerColumnRequired;
    if (!mapping.units) problems.units_column = PORTFOLIO_MESSAGES.unitsColumnRequired;
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    try {
      const answer = await portfolioApi.importPreview(file, { preset, ticker_column: mapping.ticker!, units_column: mapping.units!, exchange_column: mapping.exchange ?? '' });
      setPreview(answer.data);
      setErrors({});
      setStep(2);
    } catch (error) {
      if (isApiError(error) && (error.status === 422 || error.status === 413)) {
        const next = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')]));
        setErrors(Object.keys(next).length ? next : { file: error.message });
        if (next.file || next.preset || !Object.keys(next).length) setStep(0);
      }
    } finally {
      setBusy(false);
    }
  }

  async function runCommit() {
    if (!preview) return;
    try {
      const answer = await commit.mutateAsync({ holdings: preview.holdings.map((holding) => ({ investment_id: holding.investment.id, shares_count: holding.shares_count })), on_existing: onExisting });
      toast.success(answer.meta.message, 'Portfolio imported');
      close();
    } catch {
      // The API client showed why; the preview stays so the user can retry.
    }
  }

  const columnOptions = columns.map((name) => ({ value: name, label: name }));
  return (
    <Modal opened={opened} onClose={close} title="Import holdings from a CSV file" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false} onStepClick={(index) => index < step && setStep(index)}>
        <Stepper.Step label="Upload" description="Your broker's CSV">
          <Stack gap="md" mt="md">
            <FileInput
              label="CSV file"
              description="A broker or spreadsheet export with a header row: a ticker column and a units column (an exchange column helps). At most 1 MB."
              placeholder="Choose a .csv file"
              accept=".csv,text/csv,text/plain"
              leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
              value={file}
              onChange={(next) => {
                setFile(next);
                setErrors({});
              }}
              error={errors.file}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            />
            <Select
              label="Format"
              data={IMPORT_PRESETS.map((value) => ({ value, label: IMPORT_PRESET_LABELS[value] }))}
              value={preset}
              onChange={(value) => value && setPreset(value as ImportPreset)}
              allowDeselect={false}
              error={errors.preset}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>Cancel</Button>
              <Button onClick={() => void readColumns()} disabled={!file}>Next: columns</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Columns" description="Ticker, exchange, units">
          <Stack gap="md" mt="md">
            <Text size="sm" c="dimmed">
              We picked the columns that look right for {file?.name ?? 'your file'}. Change them if needed.
            </Text>
            <Select label="Ticker column" data={columnOptions} value={mapping.ticker} onChange={(ticker) => setMapping({ ...mapping, ticker })} error={errors.ticker_column} required allowDeselect={false} />
            <Select
              label="Exchange column"
              description="Optional: tickers such as BHP.AX or ASX:BHP name their exchange themselves."
              data={[{ value: NONE, label: 'None' }, ...columnOptions]}
              value={mapping.exchange ?? NONE}
              onChange={(value) => setMapping({ ...mapping, exchange: value === NONE ? null : value })}
              error={errors.exchange_column}
              allowDeselect={false}
            />
            <Select label="Units column" data={columnOptions} value={mapping.units} onChange={(units) => setMapping({ ...mapping, units })} error={errors.units_column} required allowDeselect={false} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)}>Back</Button>
              <Button onClick={() => void runPreview()} loading={busy}>Next: preview</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Preview" description="Check, then import">
          {preview && (
            <Stack gap="md" mt="md">
              <ImportPreviewStep preview={preview} onExisting={onExisting} onExistingChange={setOnExisting} />
              {preview.summary.unmatched + preview.summary.ambiguous + preview.summary.invalid > 0 && preview.holdings.length > 0 && (
                <Alert color="gray" variant="light">Rows left out are not imported; you can add them one by one later.</Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>Back</Button>
                <Button onClick={() => void runCommit()} loading={commit.isPending} disabled={preview.holdings.length === 0}>
                  Import {preview.holdings.length} {preview.holdings.length === 1 ? 'holding' : 'holdings'}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
