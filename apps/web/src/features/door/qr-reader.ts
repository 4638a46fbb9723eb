// Reads a QR code's text from a camera frame or a photo: the browser's BarcodeDetector (qr_code) where it has one,
// else jsQR in a module worker (qr-worker.ts). Frames are scaled down first: a QR code held up to a phone needs no
// more, and jsQR's time grows with the pixels.
import type { QrWorkerAnswer, QrWorkerRequest } from './qr-worker.ts';

type Detected = { rawValue: string };
type Detector = { detect: (source: CanvasImageSource | ImageBitmap) => Promise<Detected[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

// Made once per page; remembered with the class it was made from (tests put one in and take it away).
let detector: { from: DetectorClass | undefined; made: Promise<Detector | null> } | undefined;

/** The browser's QR detector, or null (most desktop browsers, Firefox, iOS Safari before 17). */
export function nativeQrDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!detector || detector.from !== Native) {
    const made = (async () => {
      if (!Native) return null;
      try {
        const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
        return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
      } catch {
        return null;
      }
    })();
    detector = { from: Native, made };
  }
  return detector.made;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (text: string | null) => void>();

function qrWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<QrWorkerAnswer>) => {
      waiting.get(event.data.id)?.(event.data.text);
      waiting.delete(event.data.id);
    });
  }
  return worker;
}

/**
 * Starts the fallback decoder's download while the network is there (the service worker keeps it for offline
 * visits), on a browser that will need it.
 */
export async function warmQrReader(): Promise<void> {
  if (!(await nativeQrDetector()) && typeof Worker !== 'undefined') qrWorker();
}

function decodeInWorker(pixels: ImageData, thorough: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const id = ++nextId;
    waiting.set(id, resolve);
    const request: QrWorkerRequest = {
      id,
      pixels: pixels.data as Uint8ClampedArray<ArrayBuffer>,
      width: pixels.width,
      height: pixels.height,
      thorough,
    };
    qrWorker().postMessage(request, [request.pixels.buffer]);
  });
}

let canvas: HTMLCanvasElement | null = null;

function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  longest: number,
): ImageData | null {
  const scale = Math.min(1, longest / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** The QR text in a playing video's current frame, if any. */
export async function readVideoFrame(video: HTMLVideoElement): Promise<string | null> {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const native = await nativeQrDetector();
  if (native) return (await native.detect(video))[0]?.rawValue ?? null;
  const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, 720);
  return pixels ? decodeInWorker(pixels, false) : null;
}

/** The QR text in a picture (a photo of a card, a screenshot), if any. */
export async function readPhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const native = await nativeQrDetector();
    if (native) {
      const found = (await native.detect(bitmap))[0]?.rawValue;
      if (found) return found;
    }
    // Small and quick first (a card's QR code fills much of its picture: at 4× CPU this keeps a scan under 300 ms),
    // then larger and thorough for a photo where the code is small or dark on light reversed.
    for (const [longest, thorough] of [
      [720, false],
      [1280, true],
    ] as const) {
      const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height, longest);
      if (!pixels) return null;
      const found = await decodeInWorker(pixels, thorough);
      if (found) return found;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
