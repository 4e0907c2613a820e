import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { acceptNecessaryCookies, uniqueEmail } from '../support/people.js';

const pages = [
  { path: '/why-bike-owners', sv: 'Därför väljer cykelägare Ramkoll', en: 'Why bike owners choose Ramkoll' },
  { path: '/how-to-use', sv: 'Så använder du Ramkoll', en: 'How to use Ramkoll' },
  { path: '/privacy', sv: 'Integritetspolicy', en: 'Privacy policy' },
  { path: '/terms', sv: 'Användarvillkor', en: 'Terms of use' },
  { path: '/partners', sv: 'Våra partners', en: 'Our partners' },
  { path: '/contact', sv: 'Kontakta oss', en: 'Contact us' },
];

async function switchLanguage(page: Page, to: 'English' | 'Svenska') {
  await page
    .getByRole('button', { name: to === 'English' ? /English|EN/ : /Svenska|SV/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'sv');
}

for (const { path, sv, en } of pages) {
  test(`${path} has its heading in Swedish and, after the language switch, in English`, async ({ page }) => {
    await page.goto(path);
    await acceptNecessaryCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: sv })).toBeVisible();
    await expect(page).toHaveTitle(`${sv} · Ramkoll`);
    await expect(page.getByText('Kommer snart')).toHaveCount(0);

    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
    await expect(page).toHaveTitle(`${en} · Ramkoll`);
  });
}

test('/partners lists the seeded partner store with its address and phone', async ({ page }) => {
  await page.goto('/partners');
  await acceptNecessaryCookies(page);
  const list = page.getByRole('region', { name: /Certifierade partnerbutiker/ });
  const store = list.getByRole('article').filter({ hasText: 'Cykelhörnan Södermalm' });
  await expect(store).toBeVisible();
  await expect(store.getByText('Götgatan 58, 118 26 Stockholm')).toBeVisible();
  await expect(
    store.getByRole('link', { name: 'Ring Cykelhörnan Södermalm på 08-640 11 22' }),
  ).toHaveAttribute('href', 'tel:086401122');
  await expect(list.getByRole('heading', { level: 3, name: 'Stockholm' })).toBeVisible();
  await page.getByRole('link', { name: 'Ansök om partnerskap' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('/contact refuses an incomplete message, then sends one that reaches the support mailbox', async ({
  page,
}) => {
  const email = uniqueEmail('kontakt');
  await page.goto('/contact');
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('link', { name: 'Ring polisen på 11414' })).toHaveAttribute(
    'href',
    'tel:11414',
  );

  const form = page.getByRole('form', { name: 'Skriv till oss' });
  // Sent blank, every field says what is missing at once and the first one has the focus.
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();
  for (const text of [
    'Ange ditt namn.',
    'Ange din e-postadress',
    'Välj ett ämne.',
    'Skriv ett meddelande.',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expect(form.getByLabel('Namn')).toBeFocused();
  await form.getByLabel('Namn').fill('Karin Karlsson');
  await form.getByLabel('E-postadress').fill('karin@example');
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(form.getByText('Ogiltig e-postadress')).toBeVisible();

  await form.getByLabel('E-postadress').fill(email);
  await form.getByLabel('Ämne').selectOption({ label: 'Konto och inloggning' });
  await form.getByLabel('Meddelande').fill('Hej! Jag kommer inte åt mitt konto.');
  await form.getByRole('button', { name: 'Skicka meddelande' }).click();

  await expect(page.getByRole('heading', { name: 'Tack för ditt meddelande!' })).toBeVisible();
  await expect(
    page.getByText(`Vi har tagit emot det och svarar till ${email} så snart vi kan.`),
  ).toBeVisible();
  await expect(page.getByText('Meddelandet är skickat')).toBeVisible();
  // A success looks like one (green), unlike an error toast.
  const toast = page.locator('[data-sonner-toast][data-type="success"]');
  await expect(toast).toHaveCSS('background-color', 'rgb(240, 253, 244)');

  // The outbox worker delivers within seconds; without SMTP the mail lands in the dev mailbox.
  await expect
    .poll(
      async () => {
        const mailbox = await page.request.get('/dev/mailbox');
        return mailbox.text();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toContain(email);
});

test('the privacy and contact pages have no serious accessibility violations', async ({ page }) => {
  // Three long pages, each analysed in full by axe: several times one page's default time.
  test.setTimeout(90_000);
  for (const path of ['/privacy', '/contact', '/how-to-use']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
});
