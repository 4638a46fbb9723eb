// One message of a conversation: the caller's on the right, the other side's on the left with a report button, a word
// where a number or an address was hidden, a photo that opens full size, the vendor's quiet-hours reply said to be
// one, and a hidden message said to be hidden.
import type { Message } from '@sherehe/core/api/conversations';
import { REPORT_WHY_MAX } from '@sherehe/core/conversation-rules';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { messagePhotoUrl, useReportMessage } from '../api/use-conversations.ts';
import { QuoteCard } from './quote-card.tsx';

type MessageBubbleProps = { conversationId: string; message: Message; author: string };

export function MessageBubble({ conversationId, message, author }: MessageBubbleProps) {
  const { t } = useTranslation('conversations');
  const { dateTime } = useFormatDate();
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`flex flex-col ${message.mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`${message.quote ? 'w-full max-w-md' : 'max-w-[85%]'} rounded-2xl px-4 py-2.5 ${
          message.mine
            ? 'rounded-br-sm bg-teal-700 text-white'
            : 'rounded-bl-sm border border-stone-200 bg-white'
        }`}
      >
        <p className={`text-xs ${message.mine ? 'text-teal-100' : 'text-stone-500'}`}>
          {author} · <time dateTime={message.sentAt}>{dateTime(message.sentAt)}</time>
        </p>
        {message.autoReply ? (
          <p className={`mt-1 font-medium text-xs ${message.mine ? 'text-teal-100' : 'text-stone-600'}`}>
            {message.mine ? t('conversation.autoReplyMine') : t('conversation.autoReply')}
          </p>
        ) : null}
        {message.hidden ? (
          <p className="mt-1 text-sm italic opacity-80">{t('conversation.hiddenMessage')}</p>
        ) : message.photo ? (
          <MessagePhoto conversationId={conversationId} message={message} author={author} />
        ) : message.body ? (
          <p className="mt-1 whitespace-pre-wrap break-words text-base">{message.body}</p>
        ) : null}
        {message.quote && !message.hidden ? (
          <QuoteCard conversationId={conversationId} quote={message.quote} forCustomer={!message.mine} />
        ) : null}
        {message.masked && !message.hidden ? (
          <p className={`mt-1 text-xs ${message.mine ? 'text-teal-100' : 'text-stone-500'}`}>
            {t('conversation.masked')}
          </p>
        ) : null}
      </div>
      {!message.mine && !message.hidden ? (
        message.reportedByMe ? (
          <p className="mt-1 text-stone-500 text-xs">{t('conversation.reported')}</p>
        ) : (
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-stone-600 text-xs hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <Flag aria-hidden="true" className="size-3.5" />
            {t('conversation.report')}
          </button>
        )
      ) : null}
      {reporting ? (
        <ReportDialog
          conversationId={conversationId}
          messageId={message.id}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </li>
  );
}

function MessagePhoto({ conversationId, message, author }: MessageBubbleProps) {
  const { t } = useTranslation('conversations');
  if (!message.photo) return null;
  const url = messagePhotoUrl(conversationId, message.id);
  return (
    <a href={url} target="_blank" rel="noreferrer" className="mt-2 block rounded-lg focus-visible:outline-2">
      <img
        src={url}
        alt={t('conversation.photoFrom', { name: author })}
        width={message.photo.width}
        height={message.photo.height}
        loading="lazy"
        className="h-auto max-h-80 w-auto max-w-full rounded-lg bg-stone-100"
      />
    </a>
  );
}

function ReportDialog({
  conversationId,
  messageId,
  onClose,
}: {
  conversationId: string;
  messageId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  const formId = useId();
  const fieldId = useId();
  const report = useReportMessage(conversationId);
  const [why, setWhy] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    report.mutate(
      { messageId, why },
      {
        onSuccess: () => {
          toast.success(t('conversation.reportDone'));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!report.isPending) onClose();
      }}
      title={t('conversation.reportTitle')}
      closeLabel={t('ask.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={report.isPending}>
            {t('conversation.reportSend')}
          </Button>
        </>
      }
    >
      <FormAlert message={report.isError ? errorText(report.error) : null} />
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-2">
        <label htmlFor={fieldId} className="block font-medium text-sm text-stone-800">
          {t('conversation.reportWhy')}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={REPORT_WHY_MAX}
          value={why}
          onChange={(event) => setWhy(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
          className="mt-1.5 w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
        <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('conversation.reportHint')}
        </p>
      </form>
    </Dialog>
  );
}
