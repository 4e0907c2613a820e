import type { Page } from '@playwright/test';

/**
 * The URLs of every script the page asks for from now on, in order: for checking that a page
 * loads its own code and not another page's (chunks are named after their first module).
 */
export function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}
