import { screen, waitFor, within } from '@testing-library/react';
import { defaultBottomMenu, defaultTopMenu } from '@ramkoll/shared/rules/menus';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, languageStorageKey } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi, sessionHandler, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function customerSession(patch: Partial<SessionUser> = {}): SessionResponse {
  return {
    ...sessions.customer,
    user: {
      ...sessions.customer.user,
      menuPreferences: [...defaultBottomMenu],
      topMenuPreferences: [...defaultTopMenu],
      ...patch,
    },
  };
}

function setup(session: SessionResponse = customerSession(), handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionHandler(session),
    'GET /api/me/balance': () => json({ pointsBalance: 300 }),
    'GET /api/me/receipts/pending-count': () => json({ count: 0 }),
    ...handlers,
  });
}

async function openSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Inställningar' });
  return view;
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

describe('/settings menus', () => {
  it('refuses a top bar with fewer than 2 items and does not save', async () => {
    const mock = setup();
    const { user } = await openSettings();
    const menus = region('Menyer');
    const top = within(menus).getByRole('group', { name: 'Toppmeny' });
    await user.click(within(top).getByRole('checkbox', { name: 'Meddelanden' }));
    expect(within(top).getByRole('alert')).toHaveTextContent('Välj minst 2 objekt för toppmenyn.');
    await user.click(within(menus).getByRole('button', { name: 'Spara menyer' }));
    expect(mock.mock.calls.some(([url]) => url === '/api/me/menus')).toBe(false);
  });

  it('refuses a bottom bar with fewer than 4 items', async () => {
    setup();
    const { user } = await openSettings();
    const bottom = within(region('Menyer')).getByRole('group', { name: 'Bottenmeny' });
    await user.click(within(bottom).getByRole('checkbox', { name: 'Sök' }));
    expect(within(bottom).getByRole('alert')).toHaveTextContent('Välj minst 4 objekt för bottenmenyn.');
  });

  it('reorders with the keyboard buttons, saves, and the top bar follows', async () => {
    const session = customerSession();
    const mock = setup(session, {
      'GET /api/auth/session': () => json(session),
      'PUT /api/me/menus': ({ body }) => {
        // The server's session shows the saved menus from now on.
        Object.assign(session.user ?? {}, body);
        return json(body);
      },
    });
    const { user } = await openSettings();
    const menus = region('Menyer');
    const top = within(menus).getByRole('group', { name: 'Toppmeny' });
    await user.click(within(top).getByRole('checkbox', { name: 'Mina cyklar' }));
    await user.click(within(top).getByRole('button', { name: 'Flytta upp Mina cyklar' }));
    await user.click(within(menus).getByRole('button', { name: 'Spara menyer' }));
    await expectVisibleText('Menyerna är sparade');
    expect(bodyOf(mock, '/api/me/menus')).toEqual({
      menuPreferences: [...defaultBottomMenu],
      topMenuPreferences: ['settings', 'my-bikes', 'messages'],
    });
    const topBar = screen.getByRole('navigation', { name: /topp|top/i });
    await waitFor(() => expect(within(topBar).getByRole('link', { name: 'Mina cyklar' })).toBeVisible());
  });

  it('resets to the defaults', async () => {
    setup(customerSession({ topMenuPreferences: ['order', 'my-bikes'] }));
    const { user } = await openSettings();
    const menus = region('Menyer');
    await user.click(within(menus).getByRole('button', { name: 'Återställ standard' }));
    const top = within(menus).getByRole('group', { name: 'Toppmeny' });
    expect(within(top).getByRole('checkbox', { name: 'Inställningar' })).toBeChecked();
    expect(within(top).getByRole('checkbox', { name: 'Mina cyklar' })).not.toBeChecked();
  });

  it('is not shown to an admin, whose menus are fixed', async () => {
    setup(sessions.admin);
    await openSettings();
    expect(screen.queryByRole('region', { name: 'Menyer' })).toBeNull();
    expect(region('Notiser')).toBeVisible();
    // Nor does the page's introduction promise menus.
    expect(screen.getByText('Ditt konto, språk och notiser.')).toBeVisible();
    expect(screen.queryByText(/menyer\./)).toBeNull();
    // Admins have no top bar (spec section 2), so no text on the page mentions one.
    expect(within(screen.getByRole('main')).queryByText(/meny/i)).toBeNull();
    expect(screen.getByText('En kvadratisk bild blir finast.')).toBeVisible();
  });
});

describe('/settings notifications', () => {
  it('keeps browser notifications off and explains when the browser denies permission', async () => {
    const requestPermission = stubNotification('default', 'denied');
    const mock = setup();
    const { user } = await openSettings();
    const section = region('Notiser');
    const toggle = within(section).getByRole('switch', { name: 'Webbläsarnotiser' });
    await user.click(toggle);
    expect(requestPermission).toHaveBeenCalled();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Webbläsaren har blockerat notiser');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(mock.mock.calls.some(([url]) => url === '/api/me/notification-settings')).toBe(false);
  });

  it('says so when the browser has no Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    setup();
    await openSettings();
    expect(within(region('Notiser')).getByRole('alert')).toHaveTextContent(
      'Webbläsaren saknar stöd för notiser',
    );
  });

  it('saves the flag once the browser grants permission', async () => {
    stubNotification('default', 'granted');
    const session = customerSession();
    const mock = setup(session, {
      'GET /api/auth/session': () => json(session),
      'PUT /api/me/notification-settings': ({ body }) => {
        Object.assign(session.user ?? {}, body);
        return json(body);
      },
    });
    const { user } = await openSettings();
    const section = region('Notiser');
    await user.click(within(section).getByRole('switch', { name: 'Webbläsarnotiser' }));
    await waitFor(() =>
      expect(bodyOf(mock, '/api/me/notification-settings')).toEqual({
        browserNotificationsEnabled: true,
        bikeRegistrationNotifications: true,
        messageNotifications: true,
      }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('switch', { name: 'Webbläsarnotiser' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });
});

describe('/settings language', () => {
  it('switches at once, remembers it on the device and saves it to the account', async () => {
    const mock = setup(customerSession(), {
      'PUT /api/me/language': ({ body }) => json(body),
    });
    const { user } = await openSettings();
    await user.click(within(region('Språk')).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    await waitFor(() => expect(bodyOf(mock, '/api/me/language')).toEqual({ language: 'en' }));
  });

  it("applies the account's language on sign-in and reload", async () => {
    const session = customerSession({ language: 'en' });
    const mock = setup(session, { 'GET /api/auth/session': () => json(session) });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(i18n.language).toBe('en');
    expect(mock.mock.calls.some(([url]) => url === '/api/me/language')).toBe(false);
  });
});

describe('/settings language on a device with its own choice', () => {
  it("keeps this device's language on reload", async () => {
    await changeLanguage('en');
    const mock = setup();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(mock.mock.calls.some(([url]) => url === '/api/me/language')).toBe(false);
  });
});

describe('/settings profile and account', () => {
  it('refuses a name under 2 characters', async () => {
    const mock = setup();
    const { user } = await openSettings();
    const section = region('Profil');
    const name = within(section).getByLabelText('Namn');
    await user.clear(name);
    await user.type(name, ' A ');
    await user.click(within(section).getByRole('button', { name: 'Spara namn' }));
    expect(within(section).getByText('Namnet måste vara minst 2 tecken')).toBeVisible();
    expect(mock.mock.calls.some(([url]) => url === '/api/me/profile')).toBe(false);
  });

  it('refuses a name that passes for the service, in any spelling, before asking the server', async () => {
    const mock = setup();
    const { user } = await openSettings();
    const section = region('Profil');
    const name = within(section).getByLabelText('Namn');
    for (const imposter of ['Ramkoll Kundtjänst', 'Rаmkоll Support', 'Adm1n']) {
      await user.clear(name);
      await user.type(name, imposter);
      await user.click(within(section).getByRole('button', { name: 'Spara namn' }));
      expect(
        within(section).getByText(
          'Namnet får inte se ut som Ramkoll, kundtjänst, support, en administratör eller polisen. Använd ditt eget namn.',
        ),
      ).toBeVisible();
    }
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(mock.mock.calls.some(([url]) => url === '/api/me/profile')).toBe(false);
  });

  it('shows the wrong current password under the field', async () => {
    setup(customerSession(), {
      'PUT /api/me/password': () => json({ error: { code: 'CURRENT_PASSWORD_INVALID' } }, 403),
    });
    const { user } = await openSettings();
    const section = region('Byt lösenord');
    await user.type(within(section).getByLabelText('Nuvarande lösenord'), 'fel-losen');
    await user.type(within(section).getByLabelText('Nytt lösenord'), 'nyttlosen1');
    await user.type(within(section).getByLabelText('Upprepa nytt lösenord'), 'nyttlosen1');
    await user.click(within(section).getByRole('button', { name: 'Byt lösenord' }));
    expect(await within(section).findByText('Fel nuvarande lösenord.')).toBeVisible();
  });

  it('deletes the account after the password and the typed word, then goes home', async () => {
    const mock = setup(customerSession(), {
      'POST /api/me/delete-account': () => new Response(null, { status: 204 }),
      'POST /api/auth/sign-out': () => new Response(null, { status: 204 }),
    });
    const { user, router } = await openSettings();
    await user.click(within(region('Radera konto')).getByRole('button', { name: 'Radera mitt konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera ditt konto?' });
    const confirm = within(dialog).getByRole('button', { name: 'Radera kontot' });
    await user.type(within(dialog).getByLabelText('Lösenord'), 'hemligt123');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Skriv RADERA för att bekräfta'), 'radera');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(mock, '/api/me/delete-account')).toEqual({ password: 'hemligt123' });
  });

  it('shows why the server refuses to delete the account', async () => {
    setup(customerSession(), {
      'POST /api/me/delete-account': () =>
        json({ error: { code: 'ACCOUNT_HAS_BIKES', details: { count: 2 } } }, 409),
    });
    const { user } = await openSettings();
    await user.click(within(region('Radera konto')).getByRole('button', { name: 'Radera mitt konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera ditt konto?' });
    await user.type(within(dialog).getByLabelText('Lösenord'), 'hemligt123');
    await user.type(within(dialog).getByLabelText('Skriv RADERA för att bekräfta'), 'RADERA');
    await user.click(within(dialog).getByRole('button', { name: 'Radera kontot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Du äger fortfarande cyklar.');
  });
});
