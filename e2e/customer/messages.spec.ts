import { expect, test } from '@playwright/test';
import { newBankIdCustomer } from '../support/bankid.js';
import { signIn } from '../support/people.js';

/*
 * Seeded demo bike 20: Anna's Kona Rove (KON26258380). Only this spec writes about it. Anna, not
 * Erik, is the owner because four other specs sign Erik in and sign-in allows 5 a minute per
 * account. The owner's /messages page polls every 15 s, so anything that shows within 8 s came
 * over the realtime stream.
 */
const frameNumber = 'KON26258380';
const live = { timeout: 8_000 };

test('a customer messages the owner of a bike found in search; the owner sees it live and replies', async ({
  browser,
}) => {
  test.setTimeout(90_000);

  // Anna, the owner, has /messages open before anything is sent.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'anna@ramkoll.se');
  await expect(owner).toHaveURL(/\/my-bikes$/);
  await owner.goto('/messages');
  await expect(owner.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
  const ownerTop = owner.getByRole('navigation', { name: 'Toppmeny' });
  await expect(ownerTop.getByRole('button', { name: /^Notiser/ })).toBeVisible();

  // A new customer finds the bike in search and writes to its owner.
  const finderContext = await browser.newContext();
  const finder = await finderContext.newPage();
  await newBankIdCustomer(finder, 'Frida Finnare');
  await finder.goto(`/?q=${frameNumber}`);
  const card = finder.getByRole('article').filter({ hasText: frameNumber });
  await card.getByRole('button', { expanded: false }).click();
  await card.getByRole('button', { name: 'Kontakta ägaren' }).click();
  const dialog = finder.getByRole('dialog', { name: 'Kontakta ägaren' });
  await dialog.getByLabel('Typ av meddelande').selectOption({ label: 'Fråga om ägarskap' });
  const question = `Hej! Jag undrar om Kona-cykeln är din? (${Date.now()})`;
  await dialog.getByLabel('Meddelande', { exact: true }).fill(question);
  await dialog.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(finder.getByText('Meddelande skickat')).toBeVisible();

  // Anna sees it arrive without reloading: the bell, then the conversation with an unread badge.
  await expect(ownerTop.getByRole('button', { name: /^Notiser, \d+ olästa?$/ })).toBeVisible(live);
  const conversation = owner.getByRole('article').filter({ hasText: frameNumber });
  await expect(conversation.getByText('1 oläst', { exact: true })).toBeVisible(live);
  await conversation.getByRole('button', { expanded: false }).click();
  await expect(conversation.getByText(question)).toBeVisible();
  // The dialog promised the finder that the owner sees only their first name: never the surname.
  await expect(conversation.getByText(/^Med Frida ·/)).toBeVisible();
  await expect(conversation.getByText(/Finnare/)).toHaveCount(0);

  // The bell lists it and leads to /messages.
  await ownerTop.getByRole('button', { name: /^Notiser/ }).click();
  const panel = owner.getByRole('dialog', { name: 'Notiser' });
  await expect(
    panel.getByRole('button', { name: new RegExp(`Nytt meddelande från Frida om .*${frameNumber}`) }).first(),
  ).toBeVisible();
  await owner.keyboard.press('Escape');

  // Anna replies; the finder, on /messages, gets the reply live too.
  await finder.goto('/messages');
  const finderConversation = finder.getByRole('article').filter({ hasText: frameNumber });
  await expect(finderConversation).toBeVisible();
  const answer = 'Ja, den är min. Tack för att du hör av dig!';
  await conversation.getByLabel('Svar').fill(answer);
  await conversation.getByRole('button', { name: 'Svara' }).click();
  await expect(owner.getByText('Meddelande skickat')).toBeVisible();
  await expect(finderConversation.getByText('1 oläst', { exact: true })).toBeVisible(live);
  await finderConversation.getByRole('button', { expanded: false }).click();
  await expect(finderConversation.getByText(answer)).toBeVisible();
  // The owner stays masked to the finder, as in ownership histories.
  await expect(finderConversation.getByText(/^Med An\*\* A\*+ ·/)).toBeVisible();
  await expect(finderConversation.getByText(/Anna|Andersson/)).toHaveCount(0);

  await ownerContext.close();
  await finderContext.close();
});
