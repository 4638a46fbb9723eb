// The camera starts only when the officer taps Start, reads the card held up once, and stops when the page is hidden.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './camera-scanner.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'srcObject');
});

function stubCamera(reads: string) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  // happy-dom's video has no picture size, and takes no stream.
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 640 });
  let given: unknown = null;
  Object.defineProperty(HTMLVideoElement.prototype, 'srcObject', {
    configurable: true,
    get: () => given,
    set: (stream: unknown) => {
      given = stream;
    },
  });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      async detect() {
        return [{ rawValue: reads }];
      }
    },
  );
  return { getUserMedia, stop };
}

describe('the camera', () => {
  it('starts on a tap only, reads a card held in view once, and stops when the page is hidden', async () => {
    const { getUserMedia, stop } = stubCamera('SHC1.K7P2QX.K7P2QXAB.3.signature');
    const onRead = vi.fn();
    render(<CameraScanner onRead={onRead} />);
    expect(getUserMedia).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(await screen.findByRole('button', { name: 'Stop camera' })).toBeTruthy();
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('SHC1.K7P2QX.K7P2QXAB.3.signature'));
    // Still in view a few frames later: the same card, not a second scan.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onRead).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('button', { name: 'Start camera' })).toBeTruthy();
    expect(stop).toHaveBeenCalled();
  });

  it('says so when the camera is not allowed', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    render(<CameraScanner onRead={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^The camera was not allowed/);
  });
});
