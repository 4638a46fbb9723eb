// The box at the foot of a conversation: words sent with Send, a photo sent as soon as it is chosen (with its
// progress). What is typed stays when a send fails.
import { MESSAGE_MAX } from '@sherehe/core/conversation-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSendMessage, useSendPhoto } from '../api/use-conversations.ts';

export function MessageComposer({ id }: { id: string }) {
  const { t } = useTranslation('conversations');
  const fieldId = useId();
  const send = useSendMessage(id);
  const [progress, setProgress] = useState(0);
  const photo = useSendPhoto(id, setProgress);
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || !text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 border-stone-200 border-t pt-4">
      <label htmlFor={fieldId} className="block font-medium text-sm text-stone-800">
        {t('conversation.compose')}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="mt-1.5 w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
      />
      <FormAlert
        className="mt-2"
        message={send.isError ? `${t('conversation.sendFailed')} ${errorText(send.error)}` : null}
      />
      <FormAlert
        className="mt-2"
        message={photo.isError ? `${t('conversation.photoFailed')} ${errorText(photo.error)}` : null}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <PhotoPicker
          busy={photo.isPending}
          label={
            photo.isPending
              ? t('conversation.photoSending', { percent: Math.round(progress * 100) })
              : t('conversation.photo')
          }
          onFile={(file) => {
            setProgress(0);
            photo.mutate(file);
          }}
        />
        <Button type="submit" loading={send.isPending}>
          {t('conversation.send')}
        </Button>
      </div>
    </form>
  );
}
