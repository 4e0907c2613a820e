import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { eidOrderIds, fakeEid, nextPoll, stubLocation } from '@/testing/eid';
import { bodyOf, json, mockApi, sessions } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  // The QR code's encoder, loaded up front: its first import must not take a poll interval.
  await import('uqr');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openDialog(handlers: Parameters<typeof mockApi>[0] = fakeEid().handlers) {
  const fetchMock = mockApi({ 'GET /api/auth/session': () => json(sessions.visitor), ...handlers });
  const view = renderApp('/auth');
  await view.user.click(
    await screen.findByRole('button', { name: 'Logga in med BankID' }, { timeout: 5_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Logga in med BankID' });
  return { ...view, fetchMock, dialog };
}

describe('BankIdSignInDialog personnummer field', () => {
  it('shows ten typed digits as YYMMDD-NNNN and twelve as YYYYMMDD-NNNN', async () => {
    const { user, dialog } = await openDialog();
    const field = await within(dialog).findByLabelText('Personnummer');
    await user.type(field, '7105155589');
    expect(field).toHaveValue('710515-5589');

    await user.clear(field);
    await user.type(field, '197105155589');
    expect(field).toHaveValue('19710515-5589');
  });

  it.each([
    ['710515-5589', '710515-5589'],
    ['7105155589', '710515-5589'],
    ['197105155589', '19710515-5589'],
    ['19710515-5589', '19710515-5589'],
  ])('shows a pasted %s as %s', async (pasted, shown) => {
    const { dialog } = await openDialog();
    const field = await within(dialog).findByLabelText('Personnummer');
    // A paste replaces the value in one change event.
    fireEvent.change(field, { target: { value: pasted } });
    expect(field).toHaveValue(shown);
  });
});

describe('BankIdSignInDialog e-ID', { timeout: 15_000 }, () => {
  it('shows BANKID_NO_ACCOUNT’s message and the form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const eid = fakeEid();
    const { user, dialog, router } = await openDialog({
      ...eid.handlers,
      'POST /api/auth/eid/sign-in': () => json({ error: { code: 'BANKID_NO_ACCOUNT' } }, 404),
    });
    await user.type(await within(dialog).findByLabelText('Personnummer'), '198112189876');
    await user.click(within(dialog).getByRole('button', { name: 'Starta BankID' }));
    expect(await within(dialog).findByText('Väntar på BankID…')).toBeInTheDocument();
    await nextPoll();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Det finns inget konto kopplat till ditt BankID. Registrera dig med BankID först.',
    );
    expect(within(dialog).getByLabelText('Personnummer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('offers the two devices with BankID, shows the QR code and signs in with the completed order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = false;
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [
          { qrData: 'bankid.signin.0', hintCode: 'outstandingTransaction' },
          { status: 'complete', hintCode: null },
        ],
      ],
    });
    const { user, dialog, router, fetchMock } = await openDialog({
      ...eid.handlers,
      'GET /api/auth/session': () => json(signedIn ? sessions.customer : sessions.visitor),
      'POST /api/auth/eid/sign-in': () => {
        signedIn = true;
        return json(sessions.customer);
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: /Mobilt BankID på annan enhet/ }));
    expect(within(dialog).queryByLabelText('Personnummer')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: 'QR-kod för BankID. Läs av den med BankID-appen.' }),
      ).toHaveAttribute('data-qr', 'bankid.signin.0'),
    );
    expect(within(dialog).getByText('Starta BankID-appen.')).toBeInTheDocument();
    expect(eid.started).toEqual([{ purpose: 'sign_in', sameDevice: false, language: 'sv' }]);

    await nextPoll();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bikes'));
    expect(bodyOf(fetchMock, '/api/auth/eid/sign-in')).toEqual({ orderId: eidOrderIds[0] });
  });

  it('cancels the order with Avbryt and when the dialog is closed', async () => {
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [{ qrData: 'bankid.a.0', hintCode: 'outstandingTransaction' }],
        [{ qrData: 'bankid.b.0', hintCode: 'outstandingTransaction' }],
      ],
    });
    const { user, dialog } = await openDialog(eid.handlers);
    await user.click(await within(dialog).findByRole('button', { name: /Mobilt BankID på annan enhet/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(eid.cancelled).toEqual([eidOrderIds[0]]));
    const choice = await within(dialog).findByRole('button', { name: /BankID på den här enheten/ });
    expect(choice).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Mobilt BankID på annan enhet/ }));
    await within(dialog).findByRole('img', { name: 'QR-kod för BankID. Läs av den med BankID-appen.' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(eid.cancelled).toEqual([eidOrderIds[0], eidOrderIds[1]]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends the browser to the e-ID broker's page", async () => {
    const location = stubLocation();
    const redirectUrl = 'https://eid.example/authorize?client_id=ramkoll&state=abc';
    const eid = fakeEid({ provider: 'oidc', orders: [[{ redirectUrl }]] });
    const { user, dialog } = await openDialog(eid.handlers);
    expect(
      await within(dialog).findByText(
        'Du identifierar dig med BankID eller Freja eID hos vår e-legitimationstjänst och skickas sedan tillbaka hit.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fortsätt till e-legitimation' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(redirectUrl));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(eid.started).toEqual([{ purpose: 'sign_in', sameDevice: false, language: 'sv' }]);
    expect(
      await within(dialog).findByText('Du skickas vidare till inloggningen med e-legitimation…'),
    ).toBeInTheDocument();
  });

  it('in English: BankID’s message for a cancel in the app and Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await i18n.changeLanguage('en');
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [
          { sameDevice: true, autoStartUrl: 'bankid:///?autostarttoken=t1&redirect=null' },
          { status: 'failed', hintCode: 'userCancel' },
        ],
        [{ sameDevice: true, autoStartUrl: 'bankid:///?autostarttoken=t2&redirect=null' }],
      ],
    });
    const location = stubLocation();
    mockApi({ 'GET /api/auth/session': () => json(sessions.visitor), ...eid.handlers });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Log in with BankID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with BankID' });
    await user.click(await within(dialog).findByRole('button', { name: /BankID on this device/ }));
    expect(await within(dialog).findByRole('link', { name: 'Open BankID' })).toHaveAttribute(
      'href',
      'bankid:///?autostarttoken=t1&redirect=null',
    );
    await nextPoll();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The action was cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: 'Open BankID' })).toHaveAttribute(
      'href',
      'bankid:///?autostarttoken=t2&redirect=null',
    );
    expect(eid.started).toEqual([
      { purpose: 'sign_in', sameDevice: true, language: 'en' },
      { purpose: 'sign_in', sameDevice: true, language: 'en' },
    ]);
    expect(location.hrefs).toEqual([
      'bankid:///?autostarttoken=t1&redirect=null',
      'bankid:///?autostarttoken=t2&redirect=null',
    ]);
  });
});
