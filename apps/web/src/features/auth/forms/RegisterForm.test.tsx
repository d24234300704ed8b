import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

describe('sign-up form (spec §5)', () => {
  it('shows every required message on an empty submit', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [MESSAGES.usernameRequired, MESSAGES.emailRequired, MESSAGES.passwordRequired, MESSAGES.confirmPasswordRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the e-mail, the password length and the confirmation, and says 'Looks great!' on valid fields", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm Password/), 'different');
    await user.click(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.tab();
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.looksGreat).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await waitFor(() => expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument());
  });

  it('submits the parsed values (e-mail in lower case)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/E-mail/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.type(screen.getByLabelText(/Confirm Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: 'ada', email: 'ada@example.com', password: 'password123', password_confirmation: 'password123' });
  });
});

describe('log-in form (spec §5)', () => {
  it('requires a valid e-mail and a password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSubmit={vi.fn()} onForgotPassword={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'nope');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it("shows no 'Looks great!' beside a field the server refused", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown, setError: (field: 'password', error: { type: string; message: string }) => void) => {
      setError('password', { type: 'server', message: 'These credentials do not match our records.' });
    });
    renderWithProviders(<LoginForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.tab();
    expect(screen.getAllByText(MESSAGES.looksGreat)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.looksGreat)).not.toBeInTheDocument();
  });

  it('passes the typed e-mail to "Forgot password?"', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    renderWithProviders(<LoginForm onSubmit={vi.fn()} onForgotPassword={onForgotPassword} />);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ada@example.com');
  });
});
