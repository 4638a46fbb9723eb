// A listing's photos: add (drop or choose; one upload at a time, with a preview and progress), move, delete.
// The first photo is the cover on cards and product pages.
import type { VendorListing } from '@sherehe/core/api/vendor-area';
import { MAX_LISTING_PHOTOS, PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { photoUrl } from '@sherehe/core/media';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletePhoto, useReorderPhotos, useUploadPhoto } from '../api/use-vendor-listings.ts';

type Pending = { file: File; preview: string };

export function PhotoManager({ listing }: { listing: VendorListing }) {
  const { t } = useTranslation('vendor');
  const [queue, setQueue] = useState<Pending[]>([]);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadPhoto(listing.id, setProgress);
  const remove = useDeletePhoto(listing.id);
  const reorder = useReorderPhotos(listing.id);
  const photos = listing.photos;
  const room = MAX_LISTING_PHOTOS - photos.length - queue.length;
  const current = queue[0];

  // One upload at a time, in the order chosen; each file's preview is released once it is done.
  useEffect(() => {
    if (!current || upload.isPending) return;
    setProgress(0);
    upload.mutate(current.file, {
      onError: (error) => setProblem(`${current.file.name}: ${errorText(error)}`),
      onSettled: () => {
        URL.revokeObjectURL(current.preview);
        setQueue((rest) => rest.slice(1));
      },
    });
  }, [current, upload]);

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setProblem(null);
    const chosen = Array.from(files);
    if (chosen.length > room) setProblem(t('photos.tooMany', { count: MAX_LISTING_PHOTOS }));
    const taken = chosen.slice(0, Math.max(room, 0));
    setQueue((rest) => [...rest, ...taken.map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onError: (error) => toast.error(errorText(error)) });
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const busy = reorder.isPending || remove.isPending;
  return (
    <section
      aria-labelledby="listing-photos"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="listing-photos" className="font-semibold text-lg text-stone-900">
        {t('photos.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('photos.intro', { count: MAX_LISTING_PHOTOS })} {t('photos.limits')}
      </p>
      <div className="mt-3">
        <FormAlert message={problem} />
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id} className="overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
            <div className="relative aspect-[4/3] bg-teal-50">
              <img
                src={photoUrl(photo.storageKey, 320)}
                alt={t('photos.alt', { number: index + 1 })}
                width={320}
                height={240}
                className="size-full object-cover"
              />
              {index === 0 ? (
                <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 font-semibold text-stone-900 text-xs">
                  {t('photos.cover')}
                </span>
              ) : null}
            </div>
            <div className="flex justify-between gap-1 p-2">
              <Button
                type="button"
                variant="secondary"
                size="icon"
                disabled={busy || index === 0}
                aria-label={t('photos.moveLeft', { number: index + 1 })}
                onClick={() => move(index, -1)}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button
                type="button"
                variant="danger-outline"
                size="icon"
                disabled={busy}
                aria-label={t('photos.delete', { number: index + 1 })}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => toast.success(t('photos.deleted')),
                    onError: (error) => toast.error(errorText(error)),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="icon"
                disabled={busy || index === photos.length - 1}
                aria-label={t('photos.moveRight', { number: index + 1 })}
                onClick={() => move(index, 1)}
              >
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
        {queue.map((pending, index) => (
          <li
            key={pending.preview}
            className="overflow-hidden rounded-xl border border-stone-200 bg-stone-50"
          >
            <div className="aspect-[4/3] bg-teal-50">
              <img
                src={pending.preview}
                alt=""
                width={320}
                height={240}
                className="size-full object-cover opacity-60"
              />
            </div>
            <div className="p-2">
              <progress
                className="h-2 w-full accent-teal-700"
                max={1}
                value={index === 0 ? progress : 0}
                aria-label={t('photos.uploading', { name: pending.file.name })}
              />
              <p className="mt-1 truncate text-stone-600 text-xs">
                {index === 0 ? t('photos.uploadingShort') : t('photos.waiting')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <label
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-4 flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center focus-within:outline-2 focus-within:outline-teal-700 ${dragging ? 'border-teal-600 bg-teal-50' : 'border-stone-300 bg-white hover:bg-stone-50'}`}
        >
          <ImagePlus aria-hidden="true" className="size-7 text-teal-700" />
          <span className="font-semibold text-stone-900">{t('photos.add')}</span>
          <span className="text-sm text-stone-600">{t('photos.dropHint')}</span>
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      ) : (
        <p className="mt-4 text-sm text-stone-600">{t('photos.full', { count: MAX_LISTING_PHOTOS })}</p>
      )}
    </section>
  );
}
