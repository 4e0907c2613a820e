import { expect, test, type Cookie, type Page } from '@playwright/test';
import { demoPassword } from './servers.js';

function luhnDigit(digits: string): number {
  for (let candidate = 0; candidate <= 9; candidate++) {
    const all = `${digits}${candidate}`;
    let sum = 0;
    for (let i = 0; i < all.length; i++) {
      let digit = Number(all[all.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

const usedSerials = new Set<string>();

/** A valid personnummer born on the given date (YYYYMMDD), unique in the run, as 8 digits-dash-4. */
export function personalNumber(birthDate: string): string {
  // Specs make accounts for the same birth date in several worker processes of a run (two side by
  // side, and new ones for specs with browser settings of their own, such as the fake camera), and
  // a personnummer can have only one account. Each worker process draws from its own tenth of the
  // 1,000 serials, by its worker index (unique in the run), and never the same one twice. Lanes by
  // the parallel index (0 or 1) were shared by a later worker with an earlier one, whose draws it
  // did not know: now and then "Personnummer används redan".
  const lane = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  let serial: string;
  do {
    serial = String(Math.floor(Math.random() * 100) * 10 + lane).padStart(3, '0');
  } while (usedSerials.has(`${birthDate}${serial}`));
  usedSerials.add(`${birthDate}${serial}`);
  const check = luhnDigit(`${birthDate.slice(2)}${serial}`);
  return `${birthDate}-${serial}${check}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;
}

/**
 * The newest mail to `to` in the dev mailbox whose text matches `pattern`, waiting for the outbox
 * worker to deliver it. Each mail is read on its own: other specs mail at the same time, and a
 * search over the whole page would take another recipient's mail below this one.
 */
export async function mailTo(page: Page, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/mailbox')).text();
        const mails = html.split('<article>').slice(1);
        found = mails.find((mail) => mail.includes(`— till ${to} —`) && pattern.test(mail)) ?? '';
        return found !== '';
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

/**
 * Signs in on /auth as a person would; the cookie banner is answered first so it covers nothing.
 * A demo account allows 5 sign-ins a minute (spec), and specs running side by side sign in as
 * the admin often: told "Försök igen om en minut", it waits the minute and tries once more, as a
 * person would, with the test's time limit raised by as much.
 */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/auth');
  await acceptNecessaryCookies(page);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: 'Logga in', exact: true });
  await submit.click();
  const rateLimited = page.getByRole('alert').filter({ hasText: 'För många inloggningsförsök' });
  // Signed in (the page leaves /auth) or told why not (an alert in the form), whichever first.
  await Promise.any([
    page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 }),
    page.getByRole('main').getByRole('alert').first().waitFor({ timeout: 20_000 }),
  ]).catch(() => undefined);
  if (await rateLimited.isVisible()) {
    test.info().setTimeout(test.info().timeout + SIGN_IN_WINDOW_MS);
    await page.waitForTimeout(SIGN_IN_WINDOW_MS);
    await submit.click();
  }
}

/** The admin's session cookies, kept by each Playwright worker (see `signInAsAdmin`). */
let adminSession: Cookie[] | undefined;

/**
 * The admin, signed in, on /admin-dashboard: for specs about what the admin does, not about signing
 * in (that is login.spec.ts). The first call in a worker signs in on /auth as `signIn` does; later
 * ones give the new browser context that session's cookies. Ten specs need the admin, most in the
 * run's first minutes, and the admin's 5 sign-ins a minute made some wait out the limit's minute
 * (decision 070). A session that has ended (idle limit) is replaced by a new sign-in.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (adminSession) {
    await page.context().addCookies(adminSession);
    const answer = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { role: string } | null;
    };
    if (answer.user?.role === 'admin') {
      await page.goto('/admin-dashboard');
      await acceptNecessaryCookies(page);
      return;
    }
    await page.context().clearCookies();
  }
  await signIn(page, 'admin@ramkoll.se');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Only the session's cookies (the server's, httpOnly): the page's own cookies mirror this
  // context's localStorage, which the next context does not have.
  adminSession = (await page.context().cookies()).filter((cookie) => cookie.httpOnly);
}

/** The sign-in limit's window (60 s), and a second for the clocks. */
const SIGN_IN_WINDOW_MS = 61_000;

/** Each test starts in a fresh browser context, so the banner always shows on its first page. */
export async function acceptNecessaryCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByText('Vi använder cookies')).toHaveCount(0);
}

/** A Swedish mobile number no one else in the demo data has. */
export function uniquePhone(): string {
  return `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A random address in 198.18.0.0/15 (reserved for network tests), for X-Forwarded-For. */
export function uniqueIpAddress(): string {
  const value = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (value >> 16)}.${(value >> 8) & 255}.${value & 255}`;
}
