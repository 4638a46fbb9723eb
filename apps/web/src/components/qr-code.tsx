// A QR code of a link or text. The QR library loads, and the code is made, only once the square is near the screen: on
// an event's page it sits below the first screen, and making it cost a phone over 100 ms while the page woke up.
import { useEffect, useState } from 'react';
import { useNearViewport } from '../lib/use-near-viewport.ts';

type QrCodeProps = {
  value: string;
  /** What the code holds, for screen readers (the image's alt). */
  label: string;
  /** Shown in the square until the code is drawn. */
  loadingText: string;
  /** In CSS pixels: the frame's size is a class, since a style attribute in the server's drawing is dropped. */
  size?: 160 | 192;
};

const frameSize = { 160: 'size-40', 192: 'size-48' } as const;

export function QrCode({ value, label, loadingText, size = 192 }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [frame, near] = useNearViewport<HTMLDivElement>('200px');
  useEffect(() => {
    if (!near) return;
    let current = true;
    Promise.all([import('lean-qr'), import('lean-qr/extras/svg')])
      .then(([{ generate }, { toSvgDataURL }]) => {
        if (current) setSrc(toSvgDataURL(generate(value), { on: 'black', off: 'white', pad: 4 }));
      })
      .catch(() => {
        // The link beside the code works without it.
      });
    return () => {
      current = false;
    };
  }, [value, near]);
  return (
    <div
      ref={frame}
      className={`${frameSize[size]} flex shrink-0 items-center justify-center rounded-lg border border-stone-200 bg-white`}
    >
      {src ? (
        <img
          src={src}
          alt={label}
          width={size}
          height={size}
          className="rounded-lg [image-rendering:pixelated]"
        />
      ) : (
        <p className="p-4 text-center text-sm text-stone-600">{loadingText}</p>
      )}
    </div>
  );
}
