import { PAGE_TITLES } from '@thesis/domain';
import type { LibraryKind } from '../processes/api';

/** The template routes of spec §2: /template-process/{id}, /template-factor/{id}, … */
export const templatePath = (kind: LibraryKind, id: string) => `/template-${kind}/${encodeURIComponent(id)}`;

/** The template library on the Processes page. */
export const TEMPLATES_TAB_PATH = '/processes?tab=templates';

/** The kind a template route shows, from its first path segment. */
export function templateKindOf(pathname: string): LibraryKind {
  const segment = pathname.split('/')[1] ?? '';
  const kind = segment.replace(/^template-/, '');
  return kind === 'factor' || kind === 'checklist' || kind === 'question' ? kind : 'process';
}

/** Page titles of the template routes. */
export const TEMPLATE_TITLES: Readonly<Record<LibraryKind, string>> = {
  process: PAGE_TITLES.templateProcess,
  factor: PAGE_TITLES.templateFactor,
  checklist: PAGE_TITLES.templateChecklist,
  question: PAGE_TITLES.templateQuestion,
};
