import { screen, within } from '@testing-library/react';
import type { UploadedFile } from '@ramkoll/shared/schemas/upload';
import { describe, expect, it } from 'vitest';
import { expectVisibleText } from '@/testing/find-visible';
import { bodyOf, json, mockApi, never } from '@/testing/mock-api';
import { myBike, ownerHandlers } from '@/testing/my-bike';
import { renderApp } from '@/testing/render-app';

const newPhoto: UploadedFile = {
  id: '7d1f0b3c-6a2e-4c8d-9f10-2b3c4d5e6f70',
  bucket: 'bike-photos',
  mimeType: 'image/jpeg',
  sizeBytes: 2048,
  width: 800,
  height: 600,
  url: '/api/files/7d1f0b3c-6a2e-4c8d-9f10-2b3c4d5e6f70',
};

function setup(
  photoUrl: string | null,
  upload: () => Response | Promise<Response> = () => json(newPhoto, 201),
) {
  const bike = myBike({ bikeName: 'Pendlaren', photoUrl });
  const path = `/api/me/bikes/${bike.id}`;
  const mock = mockApi({
    ...ownerHandlers,
    'GET /api/me/bikes': () => json({ bikes: [bike] }),
    'POST /api/me/uploads/bike-photos': upload,
    [`PATCH ${path}`]: () => json({ bike }),
  });
  return { mock, path };
}

async function openEdit() {
  const view = renderApp('/my-bikes');
  const card = await screen.findByRole('article', { name: 'Pendlaren' });
  await view.user.click(within(card).getByRole('button', { name: 'Redigera' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redigera Pendlaren' });
  return { ...view, dialog };
}

const jpeg = () => new File(['jpeg'], 'cykel.jpg', { type: 'image/jpeg' });

describe('edit dialog photo', () => {
  it('uploads a new photo and saves it as the bike photo', async () => {
    const { mock, path } = setup(null);
    const { dialog, user } = await openEdit();
    await user.upload(within(dialog).getByLabelText('Foto', { selector: 'input' }), jpeg());
    expect(await within(dialog).findByText('Uppladdad')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    await expectVisibleText('Cykeln är uppdaterad');
    expect(bodyOf(mock, path)).toMatchObject({ bikePhotoFileId: newPhoto.id });
  });

  it('keeps the current photo unless told otherwise, and removes it on request', async () => {
    const current = '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50';
    const { mock, path } = setup(current);
    const { dialog, user } = await openEdit();
    expect(within(dialog).getByRole('img', { name: 'Nuvarande foto av Pendlaren' })).toHaveAttribute(
      'src',
      current,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort fotot' }));
    expect(within(dialog).getByText('Fotot tas bort när du sparar.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Behåll fotot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort fotot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    await expectVisibleText('Cykeln är uppdaterad');
    expect(bodyOf(mock, path)).toMatchObject({ bikePhotoFileId: null });
  });

  it('does not touch the photo when it was left alone', async () => {
    const { mock, path } = setup('/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50');
    const { dialog, user } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändringar' }));
    await expectVisibleText('Cykeln är uppdaterad');
    expect(bodyOf(mock, path)).not.toHaveProperty('bikePhotoFileId');
  });

  it('waits for an upload in progress before saving', async () => {
    const { mock, path } = setup(null, never);
    const { dialog, user } = await openEdit();
    await user.upload(within(dialog).getByLabelText('Foto', { selector: 'input' }), jpeg());
    const save = within(dialog).getByRole('button', { name: 'Vänta på uppladdning' });
    expect(save).toBeDisabled();
    expect(mock.mock.calls.some(([url]) => url === path)).toBe(false);
  });
});
