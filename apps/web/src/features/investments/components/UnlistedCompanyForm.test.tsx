import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptyUnlistedCompanyForm,
  fromInvestment,
  MESSAGES,
  toInvestmentPayload,
  type UnlistedCompanyForm as Values,
} from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { makeInvestment, renderInvestments } from '../testing';
import { UnlistedCompanyForm } from './UnlistedCompanyForm';
import { UNLISTED_MODAL_TITLES, UnlistedCompanyModal } from './UnlistedCompanyModal';

const toasts = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ toast: toasts }));

// jsdom has no document.fonts, which the description's autosizing text area listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const today = new Date(Date.UTC(2026, 10, 22));
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const apply = () => screen.getByRole('button', { name: 'Apply' });

function renderForm(initial = emptyUnlistedCompanyForm(today), onSubmit = vi.fn(async (_values: Values) => undefined)) {
  renderInvestments(<UnlistedCompanyForm initial={initial} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit };
}

async function retype(name: string | RegExp, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
  await userEvent.tab();
}

// Typing through user-event is slow on a busy machine: room beyond the 5 s default.
vi.setConfig({ testTimeout: 15_000 });

describe('unlisted company form (spec §3, §5)', () => {
  it('defaults the year end to next year, 30 June, and both currencies to AUD', () => {
    renderForm();
    expect(field(/^Year/)).toHaveValue('2027');
    expect(field(/^Month/)).toHaveValue('6');
    expect(field(/^Day/)).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: /^Local currency/ })).toHaveValue('AUD');
    expect(screen.getByRole('combobox', { name: /^Reporting currency/ })).toHaveValue('AUD');
  });

  it('upper-cases the ticker as typed and checks its length on blur', async () => {
    renderForm();
    await userEvent.type(field(/^Ticker/), 'ab');
    expect(field(/^Ticker/)).toHaveValue('AB');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.tickerLength)).toBeInTheDocument();
    await userEvent.type(field(/^Ticker/), 'c');
    await waitFor(() => expect(screen.queryByText(MESSAGES.tickerLength)).not.toBeInTheDocument());
    expect(field(/^Ticker/)).toHaveValue('ABC');
    expect(screen.getByText(MESSAGES.looksGreat)).toBeInTheDocument();
    await retype(/^Ticker/, 'abcdef');
    expect(await screen.findByText(MESSAGES.tickerLength)).toBeInTheDocument();
  });

  it('checks the year and the month with their messages', async () => {
    renderForm();
    await retype(/^Year/, '199');
    expect(await screen.findByText(MESSAGES.yearInvalid)).toBeInTheDocument();
    await retype(/^Year/, '1998');
    expect(await screen.findByText(MESSAGES.yearInvalid)).toBeInTheDocument();
    await retype(/^Year/, '2027');
    await waitFor(() => expect(screen.queryByText(MESSAGES.yearInvalid)).not.toBeInTheDocument());
    await retype(/^Month/, '13');
    expect(await screen.findByText(MESSAGES.monthInvalid)).toBeInTheDocument();
    await retype(/^Month/, '0');
    expect(await screen.findByText(MESSAGES.monthInvalid)).toBeInTheDocument();
  });

  it('checks the day against its month, with 29 days in February when the year is divisible by 4', async () => {
    renderForm();
    await retype(/^Month/, '2');
    await retype(/^Day/, '29');
    expect(await screen.findByText(MESSAGES.tooManyDays)).toBeInTheDocument();
    // 2028 is divisible by 4: February has 29 days, and the day is checked again when the year changes.
    await retype(/^Year/, '2028');
    await waitFor(() => expect(screen.queryByText(MESSAGES.tooManyDays)).not.toBeInTheDocument());
    await retype(/^Day/, '32');
    expect(await screen.findByText(MESSAGES.dayInvalid)).toBeInTheDocument();
    await retype(/^Day/, '');
    expect(await screen.findByText(MESSAGES.dayInvalid)).toBeInTheDocument();
  });

  it('limits sector and industry to 144 characters and says numbers must be numbers', async () => {
    renderForm();
    await userEvent.click(field(/^Sector/));
    await userEvent.paste('x'.repeat(145));
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.sectorTooLong)).toBeInTheDocument();
    await retype(/^Last price/, 'cheap');
    expect(await screen.findByText(MESSAGES.mustBeNumber)).toBeInTheDocument();
  });

  it('keeps Apply disabled until the form is valid, then sends the parsed values', async () => {
    const { onSubmit } = renderForm();
    expect(apply()).toBeDisabled();
    await userEvent.type(field(/^Ticker/), 'acme');
    expect(apply()).toBeDisabled();
    await userEvent.type(field(/^Company name/), 'Acme Holdings');
    await waitFor(() => expect(apply()).toBeEnabled());
    await userEvent.type(field(/^Issued shares/), '96.5');
    await userEvent.click(apply());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = toInvestmentPayload(onSubmit.mock.calls[0]![0]);
    expect(payload).toEqual({
      name: 'Acme Holdings',
      ticker: 'ACME.PRV',
      local_fx: 'AUD',
      reporting_fx: 'AUD',
      year_end: '2027-06-30',
      issued_shares: 96.5,
    });
  });

  it('keeps Apply disabled while the values of an edited company are unchanged', async () => {
    const company = makeInvestment('acme', {
      ticker: 'ACME.PRV',
      name: 'Acme',
      type: 'custom',
      abilities: { update: true, view_financials: true },
    });
    renderForm(fromInvestment(company, today));
    expect(field(/^Ticker/)).toHaveValue('ACME');
    expect(apply()).toBeDisabled();
    await userEvent.type(field(/^Company name/), ' Pty');
    await waitFor(() => expect(apply()).toBeEnabled());
    await userEvent.type(field(/^Company name/), '{Backspace>4/}');
    await waitFor(() => expect(apply()).toBeDisabled());
  });

  it("puts the server's unique-ticker message on the ticker field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, MESSAGES.tickerUnique, {
        ticker: [MESSAGES.tickerUnique],
        year_end: [MESSAGES.monthInvalid],
      });
    });
    renderForm(emptyUnlistedCompanyForm(today), onSubmit);
    await userEvent.type(field(/^Ticker/), 'acme');
    await userEvent.type(field(/^Company name/), 'Acme');
    await waitFor(() => expect(apply()).toBeEnabled());
    await userEvent.click(apply());
    expect(await screen.findByText(MESSAGES.tickerUnique)).toBeInTheDocument();
    expect(field(/^Ticker/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.tickerUnique));
    expect(screen.getByText(MESSAGES.monthInvalid)).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

describe('unlisted company modal (spec §2 Modals)', () => {
  it("says 'company' in plain words: 'Add an unlisted company', 'Edit company'", () => {
    renderInvestments(<UnlistedCompanyModal opened onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add an unlisted company' })).toBeInTheDocument();
    expect(UNLISTED_MODAL_TITLES.edit).toBe('Edit company');
  });
});
