// Adds one photo of evidence at a time on the viewer's side of a dispute, with its progress.
import { DISPUTE_PHOTOS_MAX } from '@sherehe/core/api/disputes';
import { PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { type OnOrder, useAddDisputePhoto } from '../api/use-dispute.ts';

export function PhotoAdder({ orderId, onOrder }: { orderId: string; onOrder: OnOrder }) {
  const { t } = useTranslation('disputes');
  const id = useId();
  const [progress, setProgress] = useState(0);
  const add = useAddDisputePhoto(orderId, onOrder, setProgress);
  return (
    <div className="mt-3">
      <FormAlert message={add.isError ? errorText(add.error) : null} />
      <label
        htmlFor={id}
        className={`mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-sm text-stone-900 hover:bg-stone-50 focus-within:outline-2 focus-within:outline-teal-600 ${add.isPending ? 'pointer-events-none opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {add.isPending ? t('photos.uploading', { percent: Math.round(progress * 100) }) : t('photos.add')}
        <input
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={add.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setProgress(0);
            add.mutate(file, { onSuccess: () => toast.success(t('photos.added')) });
          }}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        {t('photos.hint', { count: DISPUTE_PHOTOS_MAX })}
      </p>
    </div>
  );
}
