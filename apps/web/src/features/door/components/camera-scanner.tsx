// The camera, only once the officer taps Start: frames read a few times a second until a QR code shows; the same code
// held in view counts once. It stops when the page is hidden or left (a phone's camera and battery are not ours to
// keep).
import { Camera, CameraOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { readVideoFrame } from '../qr-reader.ts';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** Between two reads of the camera: several a second, while leaving the phone time for the rest. */
const FRAME_GAP_MS = 150;
/** The same code seen again within this time is the same card still held up, not a second scan. */
const SAME_CARD_MS = 3000;

export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation('door');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const read = useRef(onRead);
  read.current = onRead;

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState((now) => (now === 'on' || now === 'starting' ? 'off' : now));
  }, []);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia || !video.current) return setState('unavailable');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      video.current.srcObject = media;
      await video.current.play();
      setState('on');
    } catch (error) {
      stop();
      const refused =
        error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name);
      setState(refused ? 'denied' : 'unavailable');
    }
  }

  // Hidden (another app, the screen off) or left: the camera goes off; the officer starts it again.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [stop]);

  useEffect(() => {
    if (state !== 'on') return;
    let live = true;
    let timer = 0;
    let last = { text: '', at: 0 };
    const tick = async () => {
      const text = video.current ? await readVideoFrame(video.current).catch(() => null) : null;
      if (!live) return;
      const now = Date.now();
      if (text && (text !== last.text || now - last.at > SAME_CARD_MS)) read.current(text);
      if (text) last = { text, at: now };
      timer = window.setTimeout(() => void tick(), FRAME_GAP_MS);
    };
    void tick();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [state]);

  const running = state === 'on' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      {running ? (
        <Button variant="secondary" size="lg" className="w-full" onClick={stop}>
          <CameraOff aria-hidden="true" className="size-5" />
          {t('scan.stopCamera')}
        </Button>
      ) : (
        <Button size="lg" className="min-h-14 w-full text-lg" onClick={() => void start()}>
          <Camera aria-hidden="true" className="size-6" />
          {t('scan.startCamera')}
        </Button>
      )}
      <div className={running ? 'relative overflow-hidden rounded-xl bg-stone-900' : 'hidden'}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.cameraView')}
          className="aspect-square w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
        />
        {state === 'starting' ? (
          <p className="absolute inset-x-0 bottom-3 text-center font-medium text-white">
            {t('scan.cameraStarting')}
          </p>
        ) : null}
      </div>
      {state === 'denied' || state === 'unavailable' ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 text-base">
          {t(state === 'denied' ? 'scan.cameraDenied' : 'scan.cameraMissing')}
        </p>
      ) : null}
    </div>
  );
}
