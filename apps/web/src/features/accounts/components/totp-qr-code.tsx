// The setup's QR code: the QR library loads only when someone sets up two-step sign-in, never on the first screen.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZE = 192;

export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('accounts');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([import('lean-qr'), import('lean-qr/extras/svg')])
      .then(([{ generate }, { toSvgDataURL }]) => {
        if (current) setSrc(toSvgDataURL(generate(uri), { on: 'black', off: 'white', pad: 4 }));
      })
      .catch(() => {
        // The key below the code works without it.
      });
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="flex size-48 items-center justify-center rounded-lg border border-stone-200 bg-white">
      {src ? (
        <img
          src={src}
          alt={t('twoStep.qrLabel')}
          width={SIZE}
          height={SIZE}
          className="size-48 rounded-lg [image-rendering:pixelated]"
        />
      ) : (
        <p className="p-4 text-center text-sm text-stone-600">{t('twoStep.qrLoading')}</p>
      )}
    </div>
  );
}
