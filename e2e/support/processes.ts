import { expect, type Locator, type Page } from '@playwright/test';
import { dialog } from './helpers';

/** A toast (Mantine notification) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The names of the rows of one level of the process tree, top to bottom. */
export function rowNames(page: Page, kind: 'factor' | 'checklist' | 'question'): Promise<string[]> {
  return page
    .getByTestId(`${kind}-row`)
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.name ?? ''));
}

/** Fills the Create process item modal for a factor, checklist or question and applies it. */
export async function fillItemForm(page: Page, name: string, type: string): Promise<void> {
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await modal.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal).toBeHidden();
}

/** Opens the actions menu of an item of the tree and picks an entry. */
export async function itemAction(page: Page, kind: string, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${kind} ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Creates a process with the New process modal of /processes; lands on its page. */
export async function createProcess(page: Page, name: string): Promise<void> {
  await page.goto('/processes');
  await page.getByRole('button', { name: 'New process' }).click();
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Copies a template process from the Templates tab of /processes; lands on the copy. */
export async function copyTemplateProcess(page: Page, name: string): Promise<void> {
  await page.goto('/processes?tab=templates');
  await page.getByRole('link', { name: `${name} template` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Copy to my library' }).click();
  await dialog(page).getByRole('button', { name: 'Copy to my library' }).click();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/);
  await expect(toast(page, 'You have successfully copied the process')).toBeVisible();
  await expect(page.getByTestId('factor-row').first()).toBeVisible();
}
