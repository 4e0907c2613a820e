import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedFile } from '@ramkoll/shared/schemas/upload';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImageUploadField } from './image-upload-field';
import { useImageUpload } from './use-image-upload';

const stored: UploadedFile = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  bucket: 'receipts',
  mimeType: 'image/jpeg',
  sizeBytes: 1000,
  width: 10,
  height: 10,
  url: '/api/files/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
};

function Harness({ upload }: { upload: (file: File) => Promise<UploadedFile> }) {
  const field = useImageUpload({ upload });
  return <ImageUploadField id="receipt" label="Kvitto" hint="Ett foto av kvittot." upload={field} />;
}

function input() {
  return screen.getByLabelText('Kvitto', { selector: 'input' });
}

describe('image upload field', () => {
  it('offers only JPEG, PNG and WebP, and both a file and the camera', () => {
    render(<Harness upload={vi.fn()} />);
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const group = screen.getByRole('group', { name: 'Kvitto' });
    expect(within(group).getByRole('button', { name: 'Välj bild' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Ta foto' })).toBeInTheDocument();
  });

  it('refuses another format and a file over 5 MB before sending anything', () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF'], 'kvitto.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Endast JPEG, PNG och WebP filer är tillåtna');
    const big = new File([new Uint8Array(5_242_881)], 'stor.jpg', { type: 'image/jpeg' });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Filen är för stor. Maximal storlek är 5MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('previews, uploads and lets the file be replaced or removed', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => Promise.resolve(stored));
    render(<Harness upload={upload} />);
    await user.upload(input(), new File(['jpeg'], 'kvitto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Uppladdad')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Förhandsvisning: Kvitto' })).toBeInTheDocument();
    expect(screen.getByText('kvitto.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj bild' })).toBeInTheDocument();
  });

  it("words a failed upload 'Fel vid uppladdning: …' with the reason", async () => {
    const user = userEvent.setup();
    render(<Harness upload={() => Promise.reject(new ApiError('INTERNAL', 500))} />);
    await user.upload(input(), new File(['jpeg'], 'kvitto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fel vid uppladdning: Kunde inte ladda upp kvittot/bilden. Försök igen.',
    );
  });

  it("uses the server's words when it refuses the file's content", async () => {
    const user = userEvent.setup();
    render(<Harness upload={() => Promise.reject(new ApiError('FILE_TYPE_NOT_ALLOWED', 415))} />);
    await user.upload(input(), new File(['not a jpeg'], 'kvitto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fel vid uppladdning: Endast JPEG, PNG och WebP filer är tillåtna',
    );
  });

  it('names a file a proxy refused as too large, though it sent no code', async () => {
    const user = userEvent.setup();
    render(<Harness upload={() => Promise.reject(new ApiError('UNKNOWN_ERROR', 413))} />);
    await user.upload(input(), new File(['jpeg'], 'kvitto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fel vid uppladdning: Filen är för stor. Maximal storlek är 5MB',
    );
  });
});
