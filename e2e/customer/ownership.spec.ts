import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newBankIdCustomer } from '../support/bankid.js';
import { signIn } from '../support/people.js';

/*
 * A bike changes hands end to end. Erik (demo) sells his Bianchi Spillo (demo bike 19) to a new
 * customer. A new account starts at 0 points and a transfer costs the buyer 100, so the buyer
 * first earns the finder's reward: they report Erik's stolen Trek Domane AL 2 (demo bike 3) found
 * and Erik confirms it is back. No other spec uses these two bikes. Erik signs in once: he has
 * room for one more sign-in a minute beside the other specs; Anna has none.
 */
const stolenFrame = 'TRE24123757';
const saleFrame = 'BIA25250461';
const buyerName = 'Bo Köpare';
const maskedBuyer = 'Bo K*****';

/** No serious or critical accessibility problem on the page as it stands. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function searchFor(page: Page, frameNumber: string) {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: /Sök på ramnummer/ });
  await search.fill(frameNumber);
  await search.press('Enter');
  const card = page.getByRole('article').filter({ hasText: frameNumber });
  await expect(card.getByText('Exakt ramnummer')).toBeVisible();
  return card;
}

test('a bike is put up for sale, found in search, transferred and accepted in Mina kvitton', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The buyer: a new customer, signed in by the BankID registration, with 0 points.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await newBankIdCustomer(buyer, buyerName);
  const session = (await (await buyer.request.get('/api/auth/session')).json()) as {
    user: { email: string };
  };
  const buyerEmail = session.user.email;
  await expect(buyer.getByRole('button', { name: 'Poängsaldo: 0 p' })).toBeVisible();

  // The buyer finds Erik's stolen Trek and reports it.
  const stolenCard = await searchFor(buyer, stolenFrame);
  await expect(stolenCard.getByText('STULEN', { exact: true })).toBeVisible();
  await stolenCard.getByRole('button', { expanded: false }).click();
  await stolenCard.getByRole('button', { name: 'Hittad?' }).click();
  let dialog = buyer.getByRole('dialog', { name: 'Hittat en cykel?' });
  await dialog.getByLabel('Var hittade du cykeln?').fill('Vid Stora torget, Uppsala');
  await dialog.getByLabel('Dina kontaktuppgifter').fill(buyerEmail);
  await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
  dialog = buyer.getByRole('dialog', { name: 'Tack – rapporten är skickad' });
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  // Erik has the Trek back: recovered, and the finder gets 100 points.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, 'erik@ramkoll.se');
  await expect(seller).toHaveURL(/\/my-bikes$/);
  const trek = seller.getByRole('article').filter({ hasText: stolenFrame });
  await expect(trek.getByText('Vid Stora torget, Uppsala')).toBeVisible();
  await trek.getByRole('button', { name: 'Cykeln är tillbaka' }).click();
  dialog = seller.getByRole('dialog', { name: 'Har du fått tillbaka Trek Domane AL 2?' });
  await expect(dialog.getByText(/Upphittaren får 100 poäng som tack/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja, cykeln är tillbaka' }).click();
  await expect(seller.getByText('Cykeln är återfunnen')).toBeVisible();
  await expect(trek.getByText('STULEN', { exact: true })).toHaveCount(0);
  await expect(trek.getByText('Vid Stora torget, Uppsala')).toHaveCount(0);

  // Erik puts the Bianchi up for sale.
  const bianchi = seller.getByRole('article').filter({ hasText: saleFrame });
  await bianchi.getByRole('button', { name: 'Sälj' }).click();
  dialog = seller.getByRole('dialog', { name: 'Sälj Bianchi Spillo' });
  await dialog.getByLabel('Pris (kr)').fill('3 900');
  await dialog.getByLabel('Beskrivning (valfritt)').fill('Nyservad, nya däck.');
  await dialog.getByRole('button', { name: 'Lägg ut till salu' }).click();
  await expect(seller.getByText('Cykeln är till salu')).toBeVisible();
  await expect(bianchi.getByText('Till salu för 3 900 kr')).toBeVisible();
  await expect(bianchi.getByText('TILL SALU', { exact: true })).toBeVisible();

  // The buyer finds it TILL SALU, with its price, and has the reward by now.
  const saleCard = await searchFor(buyer, saleFrame);
  await expect(saleCard.getByText('TILL SALU', { exact: true })).toBeVisible();
  await expect(saleCard.getByText('3 900 kr')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Poängsaldo: 100 p' })).toBeVisible();

  // Erik transfers it to the buyer's e-mail; the card waits for the buyer.
  await bianchi.getByRole('button', { name: 'Överlåt' }).click();
  dialog = seller.getByRole('dialog', { name: 'Överlåt Bianchi Spillo' });
  await expect(dialog.getByText(/betalar köparen 100 poäng/)).toBeVisible();
  await dialog.getByLabel('Köparens e-postadress eller personnummer').fill(buyerEmail);
  await dialog.getByLabel('Pris i kr (valfritt)').fill('3900');
  await expectAccessible(seller);
  await dialog.getByRole('button', { name: 'Skicka till köparen' }).click();
  await expect(seller.getByText('Överlåtelsen är skickad')).toBeVisible();
  await expect(
    bianchi.getByText(`Väntar på att ${maskedBuyer} godkänner ägarbytet under Mina kvitton.`),
  ).toBeVisible();

  // The buyer sees the badge on 'Mina kvitton' and accepts there.
  await buyer.goto('/my-bikes');
  const menu = buyer.getByRole('navigation', { name: 'Meny' });
  await expect(menu.getByText('1 kvitto väntar på ditt godkännande')).toBeAttached();
  await menu.getByRole('link', { name: /Mina kvitton/ }).click();
  await expect(buyer).toHaveURL(/\/receipts$/);
  const waiting = buyer.getByRole('region', { name: /Väntar på godkännande/ });
  const receipt = waiting.getByRole('article', { name: 'Bianchi Spillo' });
  await expect(receipt.getByText('Väntar på dig')).toBeVisible();
  await expect(receipt.getByText(saleFrame)).toBeVisible();
  await expect(receipt.getByText(/^Er\*+ S\*+$/)).toBeVisible();
  await expect(receipt.getByText(maskedBuyer, { exact: true })).toBeVisible();
  await expect(receipt.getByText('3 900 kr')).toBeVisible();
  await expectAccessible(buyer);
  await receipt.getByRole('button', { name: 'Godkänn' }).click();
  dialog = buyer.getByRole('dialog', { name: 'Godkänn ägarbytet' });
  await expect(dialog.getByText('100 poäng', { exact: true })).toBeVisible();
  await expect(dialog.getByText('0 poäng', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Godkänn och betala 100 poäng' }).click();
  await expect(buyer.getByText('Ägarbytet är klart')).toBeVisible();
  const done = buyer
    .getByRole('region', { name: /Tidigare kvitton/ })
    .getByRole('article', { name: 'Bianchi Spillo' });
  await expect(done.getByText('Genomförd')).toBeVisible();
  await expect(menu.getByText(/väntar på ditt godkännande/)).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: 'Poängsaldo: 0 p' })).toBeVisible();

  // The bill of sale downloads as a PDF, and its code checks out as genuine.
  const pdf = await buyer.request.get(
    (await done.getByRole('link', { name: /Ladda ner PDF/ }).getAttribute('href')) ?? '',
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const code = await done
    .locator('div', { has: buyer.locator('dt', { hasText: 'Verifieringskod' }) })
    .locator('dd')
    .innerText();
  const verify = buyer.getByRole('form', { name: 'Kontrollera ett kvitto' });
  await verify.getByLabel('Verifieringskod').fill(code);
  await verify.getByRole('button', { name: 'Kontrollera' }).click();
  await expect(buyer.getByText('Kvittot är äkta', { exact: true })).toBeVisible();

  // The bike is the buyer's now, no longer for sale, and gone from Erik's list.
  await buyer.goto('/my-bikes');
  const mine = buyer.getByRole('article').filter({ hasText: saleFrame });
  await expect(mine.getByRole('heading', { name: 'Bianchi Spillo' })).toBeVisible();
  await expect(mine.getByText('TILL SALU', { exact: true })).toHaveCount(0);
  await seller.reload();
  await expect(seller.getByRole('article').filter({ hasText: stolenFrame })).toBeVisible();
  await expect(seller.getByRole('article').filter({ hasText: saleFrame })).toHaveCount(0);

  await buyerContext.close();
  await sellerContext.close();
});
