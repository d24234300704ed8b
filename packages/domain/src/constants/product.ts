/** Product identity. The spec's `{product}` placeholder is this name. */
export const PRODUCT_NAME = 'Thesis';
/** Separator between the product name and the page title in document titles. */
export const TITLE_SEPARATOR = ' | ';

export function documentTitle(pageTitle: string): string {
  return `${PRODUCT_NAME}${TITLE_SEPARATOR}${pageTitle}`;
}

export const API_BASE_PATH = '/api/v1';
