// Decodes QR codes from pixels with jsQR, off the main thread, where the browser has no BarcodeDetector. A Vite module
// worker, served from our own origin: the site's CSP allows `worker-src 'self'` only (no blob: workers).
import jsQR from 'jsqr';

export type QrWorkerRequest = {
  id: number;
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  /** A photo may be a printed card in any light: try it inverted too. Camera frames come many a second: once. */
  thorough: boolean;
};
export type QrWorkerAnswer = { id: number; text: string | null };

self.addEventListener('message', (event: MessageEvent<QrWorkerRequest>) => {
  const { id, pixels, width, height, thorough } = event.data;
  let text: string | null = null;
  try {
    text =
      jsQR(pixels, width, height, { inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert' })?.data ??
      null;
  } catch {
    text = null;
  }
  const answer: QrWorkerAnswer = { id, text };
  self.postMessage(answer);
});
