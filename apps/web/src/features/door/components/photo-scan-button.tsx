// "Scan a photo": a picture of a card (taken now or kept in the gallery) read for its QR code; also how the browser
// journeys hand the page a card.
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { readPhoto } from '../qr-reader.ts';

export function PhotoScanButton({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation('door');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<'photoNoCode' | 'photoFailed' | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so the same picture chosen again is read again.
    input.value = '';
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      const text = await readPhoto(file);
      if (text) onRead(text);
      else setProblem('photoNoCode');
    } catch {
      setProblem('photoFailed');
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        className={buttonClasses({
          variant: 'secondary',
          size: 'lg',
          className: 'w-full cursor-pointer focus-within:outline-2 focus-within:outline-teal-700',
        })}
        aria-busy={reading || undefined}
      >
        <ImageUp aria-hidden="true" className="size-5" />
        {reading ? t('scan.photoReading') : t('scan.photo')}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={reading}
          onChange={(event) => void choose(event)}
        />
      </label>
      {problem ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 text-base">
          {t(`scan.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
