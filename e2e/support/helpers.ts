import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppFixture } from './fixtures';

/**
 * Server environment for specs that need no market data: an empty reference-data directory skips
 * loading the investment universe at start-up (about two seconds per fresh server).
 */
const emptyReferenceDir = join(tmpdir(), 'thesis-e2e-no-reference');
mkdirSync(emptyReferenceDir, { recursive: true });
export const WITHOUT_MARKET_DATA = { REFERENCE_DATA_DIR: emptyReferenceDir };

export const PASSWORD = 'correct horse 42';

/** Creates a verified user with the operator CLI. */
export function createUser(app: AppFixture, username: string, role = 'free', password = PASSWORD): { email: string; password: string } {
  const email = `${username.toLowerCase()}@example.com`;
  app.cli('users:create', '--email', email, '--username', username, '--password', password, '--role', role, '--verified');
  return { email, password };
}

/** The open account modal (Mantine renders it as a dialog). */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Fills and submits the sign-in modal, which must be open. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Password', { exact: false }).first().fill(password);
  await modal.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login and signs in. */
export async function signIn(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
}

/** The number of e-mails sent to an address so far. */
export function mailsTo(app: AppFixture, email: string): number {
  return app.outbox().filter((message) => message.to.includes(email)).length;
}

/** Waits for the next e-mail to `email` after `before` of them, and returns it. */
export async function nextMail(app: AppFixture, email: string, before = 0) {
  await expect.poll(() => mailsTo(app, email), { timeout: 10_000 }).toBeGreaterThan(before);
  return app.outbox().filter((message) => message.to.includes(email))[before]!;
}

/** Runs axe on the page and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Let transitions settle so colours are measured at their final values.
  await page.waitForTimeout(150);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}  ${node.html.slice(0, 160)}`).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
