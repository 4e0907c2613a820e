import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

function visitor() {
  mockApi({ 'GET /api/auth/session': sessionHandler(sessions.visitor) });
}

describe('why bike owners', () => {
  it('gives the theft figures, the fee, the police number and the way to an account', async () => {
    visitor();
    renderApp('/why-bike-owners');
    const hero = (
      await screen.findByRole('heading', { level: 1, name: 'Därför väljer cykelägare Ramkoll' })
    ).closest('section');
    expect(within(hero!).getByRole('link', { name: 'Skapa konto med BankID' })).toHaveAttribute(
      'href',
      '/register',
    );
    const facts = screen.getByRole('region', { name: 'Cykelstölder i siffror' });
    expect(within(facts).getByText('70 000')).toBeVisible();
    expect(within(facts).getByText(/omkring 190 om dagen/)).toBeVisible();
    expect(within(facts).getByText('100 p')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Verifierat kvitto' })).toBeVisible();
    expect(screen.getByText(/QR-dekal för 50 poäng/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ring polisen på 11414' })).toHaveAttribute('href', 'tel:11414');
    await waitFor(() => expect(document.title).toBe('Därför väljer cykelägare Ramkoll · Ramkoll'));
  });

  it('offers a signed-in owner to register a bike instead', async () => {
    mockApi(ownerHandlers);
    renderApp('/why-bike-owners');
    expect(await screen.findByRole('link', { name: 'Registrera cykel' })).toHaveAttribute(
      'href',
      '/bike-registration',
    );
    expect(screen.queryByRole('link', { name: 'Skapa konto med BankID' })).not.toBeInTheDocument();
  });
});

describe('how to use', () => {
  it('walks through every part with the buttons named as in the app', async () => {
    visitor();
    renderApp('/how-to-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Så använder du Ramkoll' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Hoppa till avsnitt' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Kom igång',
      'Registrera din cykel',
      'Om cykeln blir stulen',
      'Har du hittat en cykel?',
      'Innan du köper en begagnad cykel',
      'Sälja och byta ägare',
      'För butiker',
    ]);
    expect(within(contents).getByRole('link', { name: 'Om cykeln blir stulen' })).toHaveAttribute(
      'href',
      '#guide-stolen',
    );
    const register = screen.getByRole('region', { name: 'Registrera din cykel' });
    expect(
      within(register).getByText(/Tryck på ”Registrera Cykel” och bekräfta kostnaden på 100 poäng/),
    ).toBeVisible();
    expect(within(register).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/Välj ”Skapa konto” och sedan ”Registrera med BankID”/)).toBeVisible();
    expect(screen.getByText(/väljer du ”Anmäl stulen”/)).toBeVisible();
    expect(screen.getByText('Beställa QR-koder')).toBeVisible();
    expect(screen.getByText('50 p per kod')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se våra partnerbutiker' })).toHaveAttribute('href', '/partners');
  });
});

describe('privacy policy', () => {
  it('has a table of contents, the rights with IMY, and the way to ask for data or deletion', async () => {
    visitor();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Innehåll' });
    expect(within(contents).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByText(/Senast uppdaterad/)).toBeVisible();
    const rights = screen.getByRole('region', { name: 'Dina rättigheter' });
    expect(within(rights).getByRole('heading', { name: 'Klagomål till IMY' })).toBeVisible();
    expect(within(rights).getByText(/Det går ännu inte att ladda ner dina uppgifter/)).toBeVisible();
    expect(within(rights).getByRole('link', { name: 'Skicka en begäran' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const cookies = screen.getByRole('region', { name: 'Cookies och lagring i webbläsaren' });
    for (const name of [
      'ramkoll_access',
      'ramkoll_refresh',
      'ramkoll_consent',
      'ramkoll_lang',
      'cookie-consent',
      'ramkoll.lang',
      'ramkoll.audit-log',
    ]) {
      expect(within(cookies).getByText(name)).toBeVisible();
    }
  });
});

describe('terms of use', () => {
  it('lists the terms with the real point costs and Swedish law', async () => {
    visitor();
    const { user } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
    const points = screen.getByRole('region', { name: 'Poäng' });
    expect(
      within(points).getByText(/registrera en cykel \(100 poäng\), beställa QR-dekaler \(50 poäng per kod\)/),
    ).toBeVisible();
    expect(
      screen.getByText('Svensk lag gäller för villkoren och för din användning av Ramkoll.'),
    ).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Points' })).toHaveTextContent('register a bike (100 points)');
  });
});
