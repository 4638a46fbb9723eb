// /event-planners/events/:id/edit: the host (or a chair) changes the event and its cover photo. Only what changed is
// sent; Cancel leaves without saving.
import type { EventDetail, EventUpdate } from '@sherehe/core/api/events';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useEventDetail } from '../api/use-event-detail.ts';
import { useUpdateEvent } from '../api/use-save-event.ts';
import { CoverEditor } from '../components/cover-photo.tsx';
import { EventForm } from '../components/event-form.tsx';
import { type EventFormValues, eventFormFrom, eventInputOf } from '../components/event-form-values.ts';
import { SignInFirst } from '../components/sign-in-first.tsx';
import { useLeave } from '../components/use-leave.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

export function EditEventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  useDocumentTitle(t('edit.title'));
  const signedIn = useSession((state) => state.user !== null);
  if (!signedIn)
    return <SignInFirst title={t('edit.title')} body={t('edit.signedOut')} next={paths.editEvent(id)} />;
  return <EditEvent id={id} />;
}

function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation('events');
  const event = useEventDetail(id);

  if (event.isPending) {
    return (
      <Frame>
        <div role="status" aria-label={t('edit.loading')} className={card}>
          {[0, 1, 2, 3].map((row) => (
            <div
              key={row}
              aria-hidden="true"
              className="mt-4 h-11 w-full animate-pulse rounded-lg bg-stone-100 first:mt-0 motion-reduce:animate-none"
            />
          ))}
        </div>
      </Frame>
    );
  }
  if (!event.data) {
    const status = event.error instanceof ApiError ? event.error.status : 0;
    if (status === 401)
      return <SignInFirst title={t('edit.title')} body={t('edit.signedOut')} next={paths.editEvent(id)} />;
    return (
      <Frame>
        <FormAlert
          message={
            status === 404 || status === 400
              ? t('edit.notFound')
              : status === 403
                ? t('edit.notAllowed')
                : errorText(event.error)
          }
        >
          {status === 404 || status === 403 || status === 400 ? (
            <Link
              to={paths.account()}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
            >
              {t('edit.toAccount')}
            </Link>
          ) : (
            <Button variant="secondary" className="mt-3" onClick={() => void event.refetch()}>
              {t('edit.retry')}
            </Button>
          )}
        </FormAlert>
      </Frame>
    );
  }
  if (!event.data.myPermissions.includes('edit_event')) {
    return (
      <Frame>
        <FormAlert message={t('edit.notAllowed')}>
          <Link
            to={paths.manageEvent(id)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
          >
            {t('edit.toEvent')}
          </Link>
        </FormAlert>
      </Frame>
    );
  }
  return <EditForm event={event.data} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('events');
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('edit.title')}</h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The fields that differ from the event as loaded: PATCH sends nothing else. */
function changesOf(before: EventFormValues, after: EventFormValues): EventUpdate {
  const was = eventInputOf(before);
  const now = eventInputOf(after);
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => was[key as keyof typeof was] !== value),
  ) as EventUpdate;
}

function EditForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const leave = useLeave(paths.manageEvent(event.id));
  const update = useUpdateEvent(event.id);
  // The form starts from the event as first loaded; a refetch (after the cover changes) must not reset typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first load counts
  const initial = useMemo(() => eventFormFrom(event), [event.id]);

  return (
    <Frame>
      <p className="-mt-4 mb-6 text-base text-stone-600">{event.name}</p>
      {event.hidden ? <FormAlert className="mb-4" message={t('edit.hidden')} /> : null}
      <div className={`${card} mb-6`}>
        <CoverEditor event={event} />
      </div>
      <div className={card}>
        <EventForm
          initial={initial}
          submitLabel={t('edit.submit')}
          pending={update.isPending}
          refusal={update.error}
          onCancel={leave}
          onSubmit={(values) => {
            const changes = changesOf(initial, values);
            if (Object.keys(changes).length === 0) {
              navigate(paths.manageEvent(event.id));
              return;
            }
            update.mutate(changes, {
              onSuccess: () => {
                toast.success(t('edit.saved'));
                navigate(paths.manageEvent(event.id));
              },
            });
          }}
        />
      </div>
      <p className="mt-4 text-center">
        <Link to={paths.manageEvent(event.id)} className={buttonClasses({ variant: 'link' })}>
          {t('edit.toEvent')}
        </Link>
      </p>
    </Frame>
  );
}
