import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IdVerification, MyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';
import type { UploadedFile } from '@ramkoll/shared/schemas/upload';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { expectVisibleText } from '@/testing/find-visible';
import { json, mockApi, never } from '@/testing/mock-api';
import { ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const idPhoto: UploadedFile = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  bucket: 'id-documents',
  mimeType: 'image/jpeg',
  sizeBytes: 2048,
  width: 800,
  height: 500,
  url: '/api/files/5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

function submission(overrides: Partial<IdVerification> = {}): IdVerification {
  return {
    id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
    status: 'pending',
    submittedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    reason: null,
    ...overrides,
  };
}

function status(overrides: Partial<MyIdVerificationStatus> = {}): MyIdVerificationStatus {
  return { identityVerified: false, verifiedAt: null, method: null, latest: null, ...overrides };
}

const jpeg = () => new File(['jpeg'], 'id-kort.jpg', { type: 'image/jpeg' });

async function openPage() {
  const view = renderApp('/mitt-id');
  await screen.findByRole('heading', { level: 1, name: 'Mitt ID' }, { timeout: 5_000 });
  return view;
}

function photoInput() {
  return screen.getByLabelText('Foto av ID-kort', { selector: 'input' });
}

describe('/mitt-id', () => {
  it('says it is loading, then explains why and what the photo must show', async () => {
    mockApi({ ...ownerHandlers, 'GET /api/me/id-verification': never });
    await openPage();
    await expectVisibleText('Hämtar din verifiering…');

    mockApi({ ...ownerHandlers, 'GET /api/me/id-verification': () => json(status()) });
    renderApp('/mitt-id');
    expect(await screen.findByRole('heading', { name: 'Skicka din ID-handling' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Varför verifiera?' })).toBeVisible();
    expect(screen.getByText('Polisen kan lita på att en stulen cykel verkligen är din.')).toBeVisible();
    expect(screen.getByText('Ditt foto och ditt personnummer syns tydligt.')).toBeVisible();
    expect(screen.getByText('Hela ID-kortet är med, inga hörn avklippta.')).toBeVisible();
    expect(screen.getByText('Bilden är skarp, inte suddig.')).toBeVisible();
    expect(screen.getByText('Inga reflexer eller blänk över texten eller fotot.')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Foto av ID-kort' });
    expect(within(group).getByRole('button', { name: 'Ta foto' })).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Välj bild' })).toBeVisible();
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('shows an error with a retry that loads the status', async () => {
    let fail = true;
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () =>
        fail ? json({ error: { code: 'INTERNAL' } }, 500) : json(status()),
    });
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunde inte hämta din verifiering.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Skicka din ID-handling' })).toBeVisible();
  });

  it('asks for a photo before sending, refuses a non-image, and sends the uploaded photo for review', async () => {
    let current = status();
    const mock = mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () => json(current),
      'POST /api/me/uploads/id-documents': () => json(idPhoto, 201),
      'POST /api/me/id-verification': () => {
        current = status({ latest: submission() });
        return json(current.latest, 201);
      },
    });
    const { user } = await openPage();
    const send = await screen.findByRole('button', { name: 'Skicka för granskning' });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Ladda upp ett foto av ditt ID-kort först.');

    fireEvent.change(photoInput(), {
      target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Endast JPEG, PNG och WebP filer är tillåtna');

    // The input's files were set by hand above, so the next choice is set the same way.
    fireEvent.change(photoInput(), { target: { files: [jpeg()] } });
    await expectVisibleText('Uppladdad');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Förhandsvisning: Foto av ID-kort' })).toBeVisible();
    await user.click(send);

    await expectVisibleText('Din ID-handling är skickad för granskning');
    const post = mock.mock.calls.find(
      ([url, init]) => url === '/api/me/id-verification' && init?.method === 'POST',
    );
    expect(post?.[1]?.body).toBe(JSON.stringify({ fileId: idPhoto.id }));
    const card = await screen.findByRole('region', { name: 'Din ID-handling granskas' });
    expect(within(card).getByText('Granskas')).toBeVisible();
    expect(within(card).getByText('Skickad 20 nov. 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skicka för granskning' })).not.toBeInTheDocument();
  });

  it('says why the server refused a submission', async () => {
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () => json(status()),
      'POST /api/me/uploads/id-documents': () => json(idPhoto, 201),
      'POST /api/me/id-verification': () => json({ error: { code: 'ID_VERIFICATION_PENDING' } }, 409),
    });
    const { user } = await openPage();
    await user.upload(await waitFor(() => photoInput()), jpeg());
    await expectVisibleText('Uppladdad');
    await user.click(screen.getByRole('button', { name: 'Skicka för granskning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ditt ID-dokument granskas redan. Vänta på besked innan du skickar ett nytt.',
    );
  });

  it('shows a rejection with its reason, and lets me try again from the keyboard', async () => {
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () =>
        json(
          status({
            latest: submission({
              status: 'rejected',
              reviewedAt: '2026-11-21T09:00:00.000Z',
              reason: 'Personnumret syns inte.',
            }),
          }),
        ),
    });
    const { user } = await openPage();
    const card = await screen.findByRole('region', { name: 'Din ID-handling godkändes inte' });
    expect(within(card).getByText('Ej godkänd')).toBeVisible();
    expect(within(card).getByText('Personnumret syns inte.')).toBeVisible();
    expect(within(card).getByText('Skickad 20 nov. 2026 · Granskad 21 nov. 2026')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Skicka din ID-handling' })).not.toBeInTheDocument();

    within(card).getByRole('button', { name: 'Försök igen' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Skicka din ID-handling' });
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('region', { name: 'Din ID-handling godkändes inte' })).toBeVisible();
  });

  it('sends a new photo after a rejection, and shows a later rejection with its reason first', async () => {
    const rejected = (reason: string) =>
      status({ latest: submission({ status: 'rejected', reviewedAt: '2026-11-21T09:00:00.000Z', reason }) });
    let current = rejected('Suddig bild.');
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () => json(current),
      'POST /api/me/uploads/id-documents': () => json(idPhoto, 201),
      'POST /api/me/id-verification': () => {
        current = status({ latest: submission() });
        return json(current.latest, 201);
      },
    });
    const { user, queryClient } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Försök igen' }));
    await user.upload(photoInput(), jpeg());
    await expectVisibleText('Uppladdad');
    await user.click(screen.getByRole('button', { name: 'Skicka för granskning' }));
    expect(await screen.findByRole('region', { name: 'Din ID-handling granskas' })).toBeVisible();

    // The admin rejects it too; the page learns it on its next refresh.
    current = rejected('Kortet syns inte helt.');
    await queryClient.invalidateQueries();
    await expectVisibleText('Kortet syns inte helt.');
    expect(screen.queryByRole('heading', { name: 'Skicka din ID-handling' })).not.toBeInTheDocument();
  });

  it('shows an approved document as verified, without the form', async () => {
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () =>
        json(
          status({
            identityVerified: true,
            verifiedAt: '2026-11-21T09:00:00.000Z',
            method: 'id_document',
            latest: submission({ status: 'approved', reviewedAt: '2026-11-21T09:00:00.000Z' }),
          }),
        ),
    });
    await openPage();
    const card = await screen.findByRole('region', { name: 'Din identitet är verifierad' });
    expect(within(card).getByText('Verifierad 21 nov. 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skicka för granskning' })).not.toBeInTheDocument();
  });

  it('shows a BankID-verified person that nothing more is needed, in English too', async () => {
    mockApi({
      ...ownerHandlers,
      'GET /api/me/id-verification': () =>
        json(status({ identityVerified: true, verifiedAt: '2023-01-10T00:00:00.000Z', method: 'bankid' })),
    });
    await openPage();
    const card = await screen.findByRole('region', { name: 'Du är redan verifierad med BankID' });
    expect(within(card).getByText('Verifierad med BankID')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skicka för granskning' })).not.toBeInTheDocument();

    await changeLanguage('en');
    expect(await screen.findByRole('region', { name: 'You are already verified with BankID' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My ID' })).toBeVisible();
    await changeLanguage('sv');
  });
});
