// Adds one photo of evidence at a time on the viewer's side of a dispute, with its progress.
import { DISPUTE_PHOTOS_MAX } from '@sherehe/core/api/disputes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
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
      <PhotoPicker
        id={id}
        className="mt-2"
        busy={add.isPending}
        aria-describedby={`${id}-hint`}
        label={
          add.isPending ? t('photos.uploading', { percent: Math.round(progress * 100) }) : t('photos.add')
        }
        onFile={(file) => {
          setProgress(0);
          add.mutate(file, { onSuccess: () => toast.success(t('photos.added')) });
        }}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
        {t('photos.hint', { count: DISPUTE_PHOTOS_MAX })}
      </p>
    </div>
  );
}
