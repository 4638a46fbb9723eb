// "Ask for a quote" on a listing or a vendor's profile: what the customer knows of their event, their words and a few
// photos, sent to the vendor as a conversation the customer lands in. Signed out, it leads to sign-in and back here.

import { todayInTanzania } from '@sherehe/core/booking-rules';
import { INQUIRY_LOCATION_MAX, INQUIRY_PHOTOS_MAX, MESSAGE_MAX } from '@sherehe/core/conversation-rules';
import { MessageSquareText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { sendPhoto, useStartConversation } from '../api/use-conversations.ts';

type AskForQuoteProps = {
  vendor: { id: string; businessName: string };
  /** The listing asked about; none on the vendor's profile (a general question). */
  listingId?: string | undefined;
};

/** A whole number typed into a field, or undefined when the field is empty. */
const wholeOrNone = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[\s,]/g, '')));

export function AskForQuote({ vendor, listingId }: AskForQuoteProps) {
  const { t } = useTranslation('conversations');
  const signedIn = useSession((state) => state.user !== null);
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <Link
        to={paths.login(`${pathname}${search}`)}
        className={buttonClasses({ variant: 'secondary', size: 'lg' })}
      >
        <MessageSquareText aria-hidden="true" className="size-5" />
        {t('ask.signIn')}
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
        <MessageSquareText aria-hidden="true" className="size-5" />
        {t('ask.button')}
      </Button>
      {open ? <AskDialog vendor={vendor} listingId={listingId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AskDialog({ vendor, listingId, onClose }: AskForQuoteProps & { onClose: () => void }) {
  const { t } = useTranslation('conversations');
  const formId = useId();
  const messageId = useId();
  const photosId = useId();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const [chosen, setChosen] = useState(0);

  /** The photos go after the words, into the conversation just made; one that fails is said, the rest still go. */
  async function sendPhotos(conversationId: string, photos: File[]) {
    setSendingPhotos(true);
    let failed = 0;
    for (const photo of photos) {
      try {
        await sendPhoto(conversationId, photo);
      } catch {
        failed++;
      }
    }
    if (failed > 0) toast.error(t('ask.photosFailed', { count: failed }));
    navigate(paths.conversation(conversationId));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending || sendingPhotos) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const photos = form
      .getAll('photos')
      .filter((file): file is File => file instanceof File && file.size > 0);
    if (photos.length > INQUIRY_PHOTOS_MAX) {
      setProblem(t('ask.photosTooMany', { count: INQUIRY_PHOTOS_MAX }));
      return;
    }
    setProblem(null);
    start.mutate(
      {
        ...(listingId ? { listingId } : { vendorId: vendor.id }),
        eventDate: text('eventDate') || undefined,
        guests: wholeOrNone(text('guests')),
        location: text('location').trim() || undefined,
        budgetTzs: wholeOrNone(text('budgetTzs')),
        message: text('message'),
      },
      {
        onSuccess: (conversation) => void sendPhotos(conversation.id, photos),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!start.isPending && !sendingPhotos) onClose();
      }}
      title={t('ask.title', { vendor: vendor.businessName })}
      closeLabel={t('ask.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={start.isPending || sendingPhotos}>
            {t('ask.send')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-600">{t('ask.intro')}</p>
      <FormAlert className="mt-3" message={problem} />
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field name="eventDate" type="date" min={todayInTanzania()} label={t('ask.eventDate')} />
        <Field name="guests" type="number" inputMode="numeric" min={1} label={t('ask.guests')} />
        <Field
          name="location"
          label={t('ask.location')}
          hint={t('ask.locationHint')}
          maxLength={INQUIRY_LOCATION_MAX}
          className="sm:col-span-2"
        />
        <Field
          name="budgetTzs"
          inputMode="numeric"
          label={t('ask.budget')}
          className="sm:col-span-2"
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <label htmlFor={messageId} className="block font-medium text-sm text-stone-800">
            {t('ask.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            required
            rows={4}
            maxLength={MESSAGE_MAX}
            aria-describedby={`${messageId}-hint`}
            className="mt-1.5 w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
          />
          <p id={`${messageId}-hint`} className="mt-1.5 text-sm text-stone-600">
            {t('ask.messageHint')}
          </p>
        </div>
        <div className="sm:col-span-2">
          <p className="block font-medium text-sm text-stone-800">{t('ask.photos')}</p>
          <PhotoPicker
            id={photosId}
            className="mt-1.5"
            label={t('ask.choosePhotos')}
            name="photos"
            multiple
            aria-describedby={`${photosId}-hint`}
            onChange={(event) => setChosen(event.target.files?.length ?? 0)}
          />
          <p id={`${photosId}-hint`} className="mt-1.5 text-sm text-stone-600">
            {chosen > 0
              ? t('ask.photosChosen', { count: chosen })
              : t('ask.photosHint', { count: INQUIRY_PHOTOS_MAX })}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
