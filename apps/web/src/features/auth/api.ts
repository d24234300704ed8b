import type { z } from 'zod';
import type { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, User } from '@thesis/domain';
import { api } from '../../lib/api';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** login meta.inactive_team: the team's name and its owner's address. */
export interface InactiveTeam {
  name: string;
  contact_email: string;
}

export interface LoginAnswer {
  data: TokenPair;
  meta?: { inactive_team?: InactiveTeam | null };
}

export interface VerifyLink {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** The authentication calls of spec §7. Forms own their 422 answers (`form: true`). */
export const authApi = {
  /** 409 (unverified) passes silently; 403 (suspended, blocked by the team) is shown by the caller's modal. */
  login: (input: z.output<typeof loginSchema>) => api.post<LoginAnswer>('/login', input, { form: true, quiet: [403] }),
  register: (input: z.output<typeof registerSchema>) =>
    api.post<{ data: { id: string; username: string; email: string } }>('/register', input, { form: true }),
  logout: () => api.delete<void>('/logout', { silent: true, refresh: false }),
  verifyEmail: ({ id, hash, expires, signature }: VerifyLink) =>
    api.get<{ data: User }>(`/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, {
      query: { expires, signature },
      silent: true,
    }),
  resendVerification: (email: string) => api.post<{ data: object }>('/email/resend', { email }, { form: true }),
  forgotPassword: (input: z.output<typeof forgotPasswordSchema>) =>
    api.post<{ data: object; message?: string }>('/password/forgot', input, { form: true }),
  resetPassword: (input: z.output<typeof resetPasswordSchema>) =>
    api.post<{ data: object }>('/password/reset', input, { form: true, silent: true }),
  profile: () => api.get<{ data: User }>('/users/profile', { query: { include: 'roles,avatar' }, silent: true }),
};
