// /event-planners/event (Create Event): the host's form; once made, the event's cover photo is sent and the host lands
// on the event's own page. Cancel leaves without saving anything.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { putCover } from '../api/use-event-cover.ts';
import { useCreateEvent } from '../api/use-save-event.ts';
import { CoverChooser } from '../components/cover-photo.tsx';
import { EventForm } from '../components/event-form.tsx';
import { eventInputOf } from '../components/event-form-values.ts';
import { SignInFirst } from '../components/sign-in-first.tsx';
import { useLeave } from '../components/use-leave.ts';

export function CreateEventPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('create.title'));
  const signedIn = useSession((state) => state.user !== null);
  if (!signedIn)
    return <SignInFirst title={t('create.title')} body={t('create.signedOut')} next={paths.createEvent} />;
  return <CreateEvent />;
}

function CreateEvent() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const leave = useLeave(paths.account());
  const create = useCreateEvent();
  const [cover, setCover] = useState<File | null>(null);
  const [sendingCover, setSendingCover] = useState(false);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('create.title')}</h1>
      <p className="mt-1 text-base text-stone-600">{t('create.intro')}</p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <EventForm
          submitLabel={t('create.submit')}
          pending={create.isPending || sendingCover}
          refusal={create.error}
          onCancel={leave}
          onSubmit={(values) =>
            create.mutate(eventInputOf(values), {
              onSuccess: async (event) => {
                if (cover) {
                  setSendingCover(true);
                  // The event is made either way; a photo that did not go is added from the event's page.
                  await putCover(event.id, cover).catch(() => toast.error(t('create.coverFailed')));
                  setSendingCover(false);
                }
                toast.success(t('create.created'));
                navigate(paths.manageEvent(event.id));
              },
            })
          }
        >
          <CoverChooser file={cover} onFile={setCover} />
        </EventForm>
      </div>
    </section>
  );
}
