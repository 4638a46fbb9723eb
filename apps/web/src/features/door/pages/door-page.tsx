// /event-planners/door/:id: the gate officer's page. Admits guests by their invitation card, from the camera, a photo
// or a typed code, answered on the phone at once from the list it keeps (so it works with no network); the scans go
// to the server from a queue when it can, and what the server settles differently is told.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText, reasonOf } from '../../../lib/error-text.ts';
import { keepPageOfflineNow } from '../../../lib/offline/keep-page-offline-later.ts';
import { offlineScopes } from '../../../lib/offline/offline-scopes.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { ArrivalsSummary } from '../components/arrivals-summary.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { CodeEntryForm } from '../components/code-entry-form.tsx';
import { DeviceNameForm } from '../components/device-name-form.tsx';
import { BackToAccount, DoorHeader, DoorSkeleton } from '../components/door-header.tsx';
import { DoorStatus } from '../components/door-status.tsx';
import { PhotoScanButton } from '../components/photo-scan-button.tsx';
import { SettledNotices } from '../components/settled-notices.tsx';
import { VerdictPanel } from '../components/verdict-panel.tsx';
import { warmQrReader } from '../qr-reader.ts';
import { useDoorScan } from '../use-door-scan.ts';
import { useDoorSync } from '../use-door-sync.ts';
import { useKeptList } from '../use-kept-list.ts';
import { useOnline } from '../use-online.ts';
import { cardVerifier } from '../verify-card-qr.ts';

const page = 'mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-4 sm:py-8';

export function DoorPage() {
  const { id = '' } = useParams();
  // The stored user always carries its id; a store from before would still open a door of its own.
  const userId = useSession((state) =>
    state.user === null ? null : typeof state.user.id === 'string' ? state.user.id : 'account',
  );
  if (!userId) return <Navigate to={paths.login(paths.door(id))} replace />;
  // Keyed: another event's door, or another officer on this phone, starts with its own list, queue and answers.
  return <DoorScreen key={`${userId}:${id}`} eventId={id} userId={userId} />;
}

function DoorScreen({ eventId, userId }: { eventId: string; userId: string }) {
  const { t } = useTranslation('door');
  const online = useOnline();
  const kept = useKeptList(eventId, userId, online);
  const { keep, device, book } = kept;
  useDocumentTitle(book ? `${t('title')}: ${book.event.name}` : t('title'));

  const sync = useDoorSync({
    eventId,
    keep,
    device,
    online,
    onArrivals: kept.showArrivals,
    onRefused: kept.forget,
  });
  const { syncNow } = sync;
  const { shown, scan } = useDoorScan({ eventId, keep, device, book, onQueued: () => void syncNow() });

  // Once there is a list: the verifier and the QR decoder made ready (their code fetched while online), and the
  // page handed to the offline worker for the next visit with no network.
  const publicKey = book?.publicKey;
  useEffect(() => {
    if (!publicKey) return;
    let stop = () => {};
    let live = true;
    void Promise.all([cardVerifier(publicKey), warmQrReader()])
      .catch(() => {})
      .then(() => keepPageOfflineNow(offlineScopes.door))
      .then((stopKeeping) => {
        if (live) stop = stopKeeping;
        else stopKeeping();
      });
    return () => {
      live = false;
      stop();
    };
  }, [publicKey]);

  if (kept.keepFailed) {
    return (
      <section className={page}>
        <BackToAccount />
        <h1 className="font-bold text-2xl text-stone-900">{t('title')}</h1>
        <FormAlert message={t('keepFailed')} />
      </section>
    );
  }
  if (!book) {
    return (
      <section className={page}>
        <BackToAccount />
        {kept.reading || kept.server.isFetching ? (
          <DoorSkeleton />
        ) : (
          <NoList error={kept.server.error} online={online} onRetry={() => void kept.server.refetch()} />
        )}
      </section>
    );
  }

  const listRefused = kept.server.error instanceof ApiError && kept.server.error.refusal;
  return (
    <section className={page}>
      <BackToAccount />
      <DoorHeader event={book.event} />
      <DoorStatus
        eventId={eventId}
        online={online}
        listAt={book.at}
        waiting={sync.waiting}
        syncing={sync.syncing}
        problem={sync.problem}
        onSync={() => void syncNow()}
      />
      {listRefused ? <FormAlert message={errorText(kept.server.error)} /> : null}
      <VerdictPanel shown={shown} deviceId={device?.id} />
      <section aria-labelledby="door-scan" className="flex flex-col gap-3">
        <h2 id="door-scan" className="sr-only">
          {t('scan.heading')}
        </h2>
        <CameraScanner onRead={(text) => void scan({ kind: 'qr', text })} />
        <PhotoScanButton onRead={(text) => void scan({ kind: 'qr', text })} />
        <CodeEntryForm onCode={(text) => void scan({ kind: 'typed', text })} />
      </section>
      <SettledNotices notices={sync.notices} deviceId={device?.id} />
      <ArrivalsSummary arrivals={book.arrivals} />
      {device ? <DeviceNameForm name={device.name} onSave={kept.nameDevice} /> : null}
    </section>
  );
}

/** No kept list yet: the server's refusal, its failure, or no network on a phone that never had the list. */
function NoList({ error, online, onRetry }: { error: unknown; online: boolean; onRetry: () => void }) {
  const { t } = useTranslation('door');
  const reason = reasonOf(error);
  const missing =
    reason === 'event.not_found' || reason === 'event.id_invalid' || reason === 'event.not_allowed';
  return (
    <>
      <h1 className="font-bold text-2xl text-stone-900">{t('title')}</h1>
      {missing ? (
        <FormAlert message={t('notFound')} />
      ) : !online || (error && !(error instanceof ApiError)) ? (
        <div role="status" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <p className="font-semibold text-lg text-stone-900">{t('noList.title')}</p>
          <p className="mt-1 text-base text-stone-700">{t('noList.body')}</p>
          {online ? (
            <Button variant="secondary" className="mt-3" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
        </div>
      ) : (
        <FormAlert message={t('loadFailed')}>
          <p>{errorText(error)}</p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            {t('retry')}
          </Button>
        </FormAlert>
      )}
    </>
  );
}
