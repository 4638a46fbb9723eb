// The event's cover photo: chosen in the create form (sent once the event exists), or changed and removed on the
// edit page straight away.
import type { EventDetail } from '@sherehe/core/api/events';
import { MAX_PHOTO_MB, PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText, problemText } from '../../../lib/error-text.ts';
import { useRemoveCover, useUploadCover } from '../api/use-event-cover.ts';

/** A file the server will take, or the words for why not (checked here so a wrong file costs no upload). */
function fileProblem(file: File): string | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return problemText({ reason: 'upload.not_image' });
  if (file.size > MAX_PHOTO_MB * 1024 * 1024)
    return problemText({ reason: 'upload.too_large', params: { maxMb: MAX_PHOTO_MB } });
  return null;
}

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function CoverFrame({ src, alt }: { src: string | null; alt: string }) {
  return (
    <div className="aspect-[16/9] w-full overflow-hidden rounded-xl bg-teal-50 ring-1 ring-stone-200">
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-teal-700">
          <ImagePlus aria-hidden="true" className="size-10" />
        </div>
      )}
    </div>
  );
}

function PickButton({ label, onFile }: { label: string; onFile: (file: File) => void }) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        className="peer sr-only"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses({
          variant: 'secondary',
          className: 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700',
        })}
      >
        {label}
      </label>
    </>
  );
}

/** In the create form: the photo is kept here and sent once the event is made. */
export function CoverChooser({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation('events');
  const preview = usePreview(file);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium text-sm text-stone-800">{t('cover.label')}</legend>
      <p className="text-sm text-stone-600">{t('cover.hint', { maxMb: MAX_PHOTO_MB })}</p>
      <CoverFrame src={preview} alt={t('cover.previewAlt')} />
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-3">
        <PickButton
          label={file ? t('cover.change') : t('cover.choose')}
          onFile={(chosen) => {
            const wrong = fileProblem(chosen);
            setProblem(wrong);
            if (!wrong) onFile(chosen);
          }}
        />
        {file ? (
          <Button variant="danger-outline" onClick={() => onFile(null)}>
            {t('cover.remove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** On the edit page: each change is sent at once. */
export function CoverEditor({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const upload = useUploadCover(event.id);
  const remove = useRemoveCover(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = upload.error ?? remove.error;
  return (
    <section aria-labelledby="cover-heading" className="flex flex-col gap-3">
      <h2 id="cover-heading" className="font-semibold text-lg text-stone-900">
        {t('cover.label')}
      </h2>
      <p className="text-sm text-stone-600">{t('cover.hint', { maxMb: MAX_PHOTO_MB })}</p>
      <CoverFrame src={event.coverUrl} alt={t('cover.currentAlt', { name: event.name })} />
      <FormAlert message={problem ?? (failed ? errorText(failed) : null)} />
      <div aria-live="polite" className="flex flex-wrap items-center gap-3">
        <PickButton
          label={event.coverUrl ? t('cover.change') : t('cover.choose')}
          onFile={(chosen) => {
            const wrong = fileProblem(chosen);
            setProblem(wrong);
            remove.reset();
            if (!wrong) upload.mutate(chosen);
          }}
        />
        {event.coverUrl ? (
          <Button
            variant="danger-outline"
            loading={remove.isPending}
            onClick={() => {
              setProblem(null);
              upload.reset();
              remove.mutate();
            }}
          >
            {t('cover.remove')}
          </Button>
        ) : null}
        {upload.isPending ? <span className="text-sm text-stone-600">{t('cover.uploading')}</span> : null}
      </div>
    </section>
  );
}
