import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { QrScanDialog } from './qr-scan-dialog';

/** A camera that refuses first (as a person answering 'Block' would), then works. */
function stubCamera(...answers: ('deny' | 'allow')[]) {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => {
    const answer = answers.shift() ?? 'allow';
    return answer === 'deny'
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve(stream);
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { getUserMedia, stop };
}

beforeEach(() => {
  // jsdom plays no video and draws no canvas: the dialogs' state, not the pixels, is under test.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('QR scan dialog', () => {
  it("shows 'Kamerabehörighet nekad' with the steps, and tries again on request", async () => {
    const camera = stubCamera('deny', 'allow');
    const user = userEvent.setup();
    render(<QrScanDialog open onOpenChange={vi.fn()} onScan={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Skanna QR-kod' })).toBeInTheDocument();

    const denied = await screen.findByRole('alert');
    expect(denied).toHaveTextContent('Kamerabehörighet nekad');
    expect(denied).toHaveTextContent('Välj Tillåt för Kamera.');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(await screen.findByText('Håll QR-koden framför kameran')).toBeInTheDocument();
    expect(screen.queryByText('Kamerabehörighet nekad')).not.toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.getUserMedia).toHaveBeenLastCalledWith({
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  });

  it('stops the camera when the dialog closes', async () => {
    const camera = stubCamera('allow');
    const { rerender } = render(<QrScanDialog open onOpenChange={vi.fn()} onScan={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Startar kameran…')).not.toBeInTheDocument());
    rerender(<QrScanDialog open={false} onOpenChange={vi.fn()} onScan={vi.fn()} />);
    expect(camera.stop).toHaveBeenCalled();
  });
});

describe('camera capture dialog', () => {
  it('asks for the rear camera at up to 3840x2160', async () => {
    const camera = stubCamera('allow');
    render(<CameraCaptureDialog open onOpenChange={vi.fn()} onCapture={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Startar kameran…')).toBeInTheDocument());
    // A capture before the first frame would be empty: the button waits for the video's data.
    expect(screen.getByRole('button', { name: 'Ta bild' })).toBeDisabled();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalled());
    fireEvent.loadedData(screen.getByLabelText('Kamerans bild'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ta bild' })).toBeEnabled());
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment', width: { ideal: 3840 }, height: { ideal: 2160 } },
      audio: false,
    });
  });

  it("alerts 'Kunde inte komma åt kameran. Kontrollera behörigheter.' when the camera is refused", async () => {
    stubCamera('deny');
    render(<CameraCaptureDialog open onOpenChange={vi.fn()} onCapture={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kunde inte komma åt kameran. Kontrollera behörigheter.',
    );
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bild' })).not.toBeInTheDocument();
  });
});
