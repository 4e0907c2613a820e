import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const contactPath = '/api/contact';
const messageId = '3b9d7a52-8a1e-4c51-9f0e-2d4b6c8e0a17';

function setup(options: { signedIn?: boolean; answer?: () => Response } = {}) {
  const mock = mockApi({
    ...(options.signedIn ? ownerHandlers : { 'GET /api/auth/session': sessionHandler(sessions.visitor) }),
    [`POST ${contactPath}`]: options.answer ?? (() => json({ id: messageId }, 201)),
  });
  const posts = () => mock.mock.calls.filter(([url]) => url === contactPath).length;
  return { mock, posts };
}

async function openForm() {
  const view = renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Skriv till oss' });
  return { ...view, form };
}

describe('contact form', () => {
  it('shows the page heading and the police number for emergencies', async () => {
    setup();
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
    expect(screen.getByText(/Polisanmäl stölden på telefon 11414/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ring polisen på 11414' })).toHaveAttribute('href', 'tel:11414');
    expect(screen.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
  });

  it('marks every field at once with clear messages and sends nothing until all are right', async () => {
    const { posts } = setup();
    const { form, user } = await openForm();
    const submit = within(form).getByRole('button', { name: 'Skicka meddelande' });
    const name = within(form).getByLabelText('Namn');
    const email = within(form).getByLabelText('E-postadress');
    const message = within(form).getByLabelText('Meddelande');

    // An empty form: all four problems at once, the focus on the first.
    await user.click(submit);
    for (const text of [
      'Ange ditt namn.',
      'Ange din e-postadress',
      'Välj ett ämne.',
      'Skriv ett meddelande.',
    ])
      expect(within(form).getByText(text)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    // Typing clears that field's error only.
    await user.type(name, 'K');
    expect(within(form).queryByText('Ange ditt namn.')).not.toBeInTheDocument();
    expect(within(form).getByText('Ange din e-postadress')).toBeVisible();
    await user.click(submit);
    expect(within(form).getByText('Namnet måste vara minst 2 tecken')).toBeVisible();

    await user.type(name, 'arin Karlsson');
    await user.click(submit);
    expect(within(form).getByText('Ange din e-postadress')).toBeVisible();
    expect(email).toHaveFocus();

    await user.type(email, 'karin@example');
    await user.click(submit);
    expect(within(form).getByText('Ogiltig e-postadress')).toBeVisible();

    await user.type(email, '.se');
    await user.click(submit);
    expect(within(form).getByText('Välj ett ämne.')).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Ämne'), 'Cykel, registrering eller ägarbyte');
    await user.click(submit);
    expect(within(form).getByText('Skriv ett meddelande.')).toBeVisible();
    expect(message).toHaveFocus();

    await user.click(message);
    await user.paste('x'.repeat(1001));
    expect(within(form).getByText('1001 av 1000 tecken')).toBeVisible();
    await user.click(submit);
    expect(within(form).getByText('Meddelandet får vara högst 1000 tecken.')).toBeVisible();
    expect(posts()).toBe(0);
  });

  it('sends the message in the chosen language and thanks the sender', async () => {
    const { mock } = setup();
    const { form, user } = await openForm();
    await user.type(within(form).getByLabelText('Namn'), ' Karin Karlsson ');
    await user.type(within(form).getByLabelText('E-postadress'), 'Karin@Example.se');
    await user.selectOptions(within(form).getByLabelText('Ämne'), 'privacy');
    await user.type(within(form).getByLabelText('Meddelande'), 'Jag vill ha ut mina uppgifter.');
    await user.click(within(form).getByRole('button', { name: 'Skicka meddelande' }));

    expect(await screen.findByRole('heading', { name: 'Tack för ditt meddelande!' })).toHaveFocus();
    expect(
      screen.getByText('Vi har tagit emot det och svarar till karin@example.se så snart vi kan.'),
    ).toBeVisible();
    await expectVisibleText('Meddelandet är skickat');
    expect(bodyOf(mock, contactPath)).toEqual({
      name: 'Karin Karlsson',
      email: 'karin@example.se',
      topic: 'privacy',
      message: 'Jag vill ha ut mina uppgifter.',
      language: 'sv',
    });

    await user.click(screen.getByRole('button', { name: 'Skriv ett nytt meddelande' }));
    const next = await screen.findByRole('form', { name: 'Skriv till oss' });
    expect(within(next).getByLabelText('Namn')).toHaveValue(' Karin Karlsson ');
    expect(within(next).getByLabelText('Meddelande')).toHaveValue('');
  });

  it('fills in the name and e-mail of a signed-in user', async () => {
    setup({ signedIn: true });
    const { form } = await openForm();
    expect(within(form).getByLabelText('Namn')).toHaveValue('Anna Svensson');
    expect(within(form).getByLabelText('E-postadress')).toHaveValue('customer@example.se');
  });

  it("shows the server's field problem at the field and other refusals in a failure toast", async () => {
    let answer = json(
      { error: { code: 'VALIDATION_FAILED', details: { field: 'email', problem: 'invalid_email' } } },
      400,
    );
    const { posts } = setup({ answer: () => answer });
    const { form, user } = await openForm();
    await user.type(within(form).getByLabelText('Namn'), 'Karin Karlsson');
    await user.type(within(form).getByLabelText('E-postadress'), 'karin@example.se');
    await user.selectOptions(within(form).getByLabelText('Ämne'), 'general');
    await user.type(within(form).getByLabelText('Meddelande'), 'Hej!');
    const submit = within(form).getByRole('button', { name: 'Skicka meddelande' });

    await user.click(submit);
    expect(await within(form).findByText('Ogiltig e-postadress')).toBeVisible();
    expect(within(form).getByLabelText('E-postadress')).toHaveFocus();

    answer = json({ error: { code: 'RATE_LIMITED' } }, 429);
    await user.click(submit);
    await expectVisibleText('Kunde inte skicka meddelandet. Försök igen.');
    expect(screen.getByText('För många försök. Försök igen senare.')).toBeVisible();
    // The text is kept so nothing has to be written again.
    expect(within(form).getByLabelText('Meddelande')).toHaveValue('Hej!');
    expect(posts()).toBe(2);
  });

  it('speaks English after the language switch', async () => {
    setup();
    const { form, user } = await openForm();
    await changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Enter your name.')).toBeVisible();
    await user.type(within(form).getByLabelText('Name'), 'Karin Karlsson');
    await user.type(within(form).getByLabelText('Email address'), 'karin');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Invalid email address')).toBeVisible();
  });
});
