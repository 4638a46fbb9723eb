// A saved post's cover photo: shown as readers will see it (16:9), chosen, changed or removed at once; a file the
// server would refuse (type, size) is said here before any upload.
import type { AdminNewsPost } from '@sherehe/core/api/news';
import { MAX_PHOTO_MB, PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText, problemText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useNewsCover } from '../api/use-admin-news.ts';

function fileProblem(file: File): string | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return problemText({ reason: 'upload.not_image' });
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
    return problemText({ reason: 'upload.too_large', params: { maxMb: MAX_PHOTO_MB } });
  }
  return null;
}

export function NewsCoverField({ post }: { post: AdminNewsPost }) {
  const { t } = useTranslation('adminNews');
  const { upload, remove } = useNewsCover(post.id);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const busy = upload.isPending || remove.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('editor.coverSet')),
      onError: (error) => setProblem(errorText(error)),
    });
  }

  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{t('editor.cover')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('editor.coverHint', { maxMb: MAX_PHOTO_MB })}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="aspect-[16/9] w-full max-w-xs overflow-hidden rounded-xl bg-teal-50 ring-1 ring-stone-200">
          {post.coverUrl ? (
            <img
              src={post.coverUrl}
              srcSet={post.coverSrcSet ?? undefined}
              sizes="20rem"
              alt={t('editor.coverAlt')}
              width={320}
              height={180}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-teal-700">
              <ImagePlus aria-hidden="true" className="size-10" />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="peer sr-only"
            onChange={choose}
            disabled={busy}
          />
          <label
            htmlFor={inputId}
            aria-busy={upload.isPending || undefined}
            className={buttonClasses({
              variant: 'secondary',
              className: 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700',
            })}
          >
            {upload.isPending
              ? t('editor.coverUploading')
              : post.coverUrl
                ? t('editor.coverChange')
                : t('editor.coverChoose')}
          </label>
          {post.coverUrl ? (
            <Button
              variant="danger-outline"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(t('editor.coverRemoved')),
                  onError: (error) => setProblem(errorText(error)),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('editor.coverRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      <FormAlert className="mt-3" message={problem} />
    </fieldset>
  );
}
