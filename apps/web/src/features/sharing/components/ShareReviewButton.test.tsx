import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalidEmailsMessage, MESSAGES, SHARE_MODAL_TITLE, type ShareCreated } from '@thesis/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ShareReviewButton } from './ShareReviewButton';

const toasts = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ toast: toasts }));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}
vi.setConfig({ testTimeout: 15_000 });

const target = { reviewId: 'rev-1', investmentId: 'inv-1' };

function created(overrides: Partial<ShareCreated> = {}): ShareCreated {
  return {
    id: 'sh-1', entity_id: 'rev-1', entity_type: 'investment_review', access_type: 'private', message: null, expire_at: 'week',
    expires_at: '2026-11-29T08:00:00.000Z', permission_rules: { models: false, notes: false, decisions: false }, status: 'active',
    revoked_at: null, created_at: '2026-11-22T08:00:00.000Z', link: 'http://app/investment-reviews/rev-1?sharing=sh-1&signature=abc',
    recipients: [], shared_link: null, ...overrides,
  };
}

function renderButton(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: SHARE_MODAL_TITLE });
}

describe('share button (spec §2, §5, §6, §8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.get.mockResolvedValue({ data: [] });
  });

  it('is not there for someone who may not share', () => {
    renderButton(<ShareReviewButton target={target} canShare={false} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('checks the e-mails with the spec messages, then shares privately and says so', async () => {
    api.post.mockResolvedValue({ data: created() });
    renderButton(<ShareReviewButton target={target} canShare />);
    const modal = await openModal();
    expect(within(modal).getByRole('radio', { name: /Private/ })).toBeChecked();
    expect(within(modal).getByRole('radio', { name: '1 week' })).toBeChecked();
    expect(await within(modal).findByText('This review is not shared with anyone at the moment.')).toBeInTheDocument();
    const submit = within(modal).getByRole('button', { name: 'Share' });
    await userEvent.click(submit);
    expect(await within(modal).findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText(/E-mail addresses/), 'ann@example.com, bob@');
    await userEvent.click(submit);
    expect(await within(modal).findByText(invalidEmailsMessage(['bob@']))).toBeInTheDocument();
    await userEvent.clear(within(modal).getByLabelText(/E-mail addresses/));
    await userEvent.type(within(modal).getByLabelText(/E-mail addresses/), 'Ann@Example.com, bob@example.com');
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Notes/ }));
    await userEvent.click(submit);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('/sharings', {
      entity_id: 'rev-1', entity_type: 'investment_review', access_type: 'private', emails: ['ann@example.com', 'bob@example.com'], expire_at: 'week',
      permission_rules: { models: false, notes: true, decisions: false },
    }, { form: true });
    const info = await screen.findByRole('dialog', { name: 'Review shared' });
    expect(info).toHaveTextContent('Your Thesis review has been shared');
  });

  it('asks for no e-mail once Public link is chosen, and asks again when going back to private', async () => {
    renderButton(<ShareReviewButton target={target} canShare />);
    const modal = await openModal();
    const emails = within(modal).getByLabelText(/E-mail addresses/);
    await waitFor(() => expect(emails).toHaveFocus());
    await userEvent.click(within(modal).getByRole('radio', { name: /Public link/ }));
    expect(within(modal).getByRole('radio', { name: /Public link/ })).toBeChecked();
    expect(within(modal).queryByText(MESSAGES.emailRequired)).toBeNull();
    expect(emails).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(modal).getByRole('radio', { name: /Private/ }));
    expect(await within(modal).findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('radio', { name: /Public link/ }));
    await waitFor(() => expect(within(modal).queryByText(MESSAGES.emailRequired)).toBeNull());
  });

  it('shows the returned link to copy, falling back to copying by hand', async () => {
    api.post.mockResolvedValue({ data: created({ access_type: 'public', shared_link: 'http://app/investment-reviews/rev-1?sharing=sh-1&signature=abc' }) });
    renderButton(<ShareReviewButton target={target} canShare />);
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('radio', { name: /Public link/ }));
    await userEvent.click(within(modal).getByRole('radio', { name: '1 year' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    const copy = await screen.findByRole('dialog', { name: 'Your review has been shared' });
    expect(api.post.mock.calls[0]![1]).toMatchObject({ access_type: 'public', emails: [], expire_at: 'year' });
    expect(within(copy).getByLabelText('Share link')).toHaveValue('http://app/investment-reviews/rev-1?sharing=sh-1&signature=abc');
    expect(toasts.success).toHaveBeenCalledWith('Your Thesis review has been shared');

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await userEvent.click(within(copy).getByRole('button', { name: 'Copy link' }));
    expect(toasts.warning).toHaveBeenCalledWith(MESSAGES.copyFailed);
    expect(within(copy).getByText(MESSAGES.copyFailed)).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(copy).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://app/investment-reviews/rev-1?sharing=sh-1&signature=abc');
    expect(toasts.success).toHaveBeenCalledWith(MESSAGES.copied);
  });

  it('lists the active shares and revokes one after confirmation', async () => {
    api.get.mockResolvedValue({ data: [created({ recipients: [{ id: 'r1', email: 'ann@example.com', username: 'Ann', attached_at: '2026-11-23T00:00:00.000Z' }], permission_rules: { models: true, notes: false, decisions: false } })] });
    api.delete.mockResolvedValue({ data: created({ status: 'revoked' }) });
    renderButton(<ShareReviewButton target={target} canShare />);
    const modal = await openModal();
    const card = await within(modal).findByRole('listitem', { name: 'Private share: ann@example.com' });
    expect(card).toHaveTextContent('Sees scores, summary and models');
    expect(card).toHaveTextContent('opened by Ann');
    expect(card).toHaveTextContent('Until 29 Nov 2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop sharing?' });
    expect(confirm).toHaveTextContent('ann@example.com will lose access to this review at once');
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/sharings/sh-1'));
  });
});
