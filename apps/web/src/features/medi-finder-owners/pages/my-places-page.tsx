// /medi-finder/my-places: a vendor's pharmacies and diagnostic centres with their status and subscription;
// ?place=new or ?place={id} opens the form, so Back and a reload keep the owner where they were.
import { Building2, LockKeyhole, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useMyPlaces } from '../api/use-my-places.ts';
import { OwnedPlaceCard } from '../components/owned-place-card.tsx';
import { PlaceForm } from '../components/place-form.tsx';

const signInHere = paths.login(paths.myPlaces);

export function MyPlacesPage() {
  const { t } = useTranslation('mediFinderOwners');
  const role = useSession((state) => state.user?.userRole ?? null);
  useDocumentTitle(t('title'));
  // The stored role only decides what to draw; the server refuses anyone else whatever the browser claims.
  if (role !== 'vendor') return <NotForYou signedIn={role !== null} />;
  return <OwnerArea />;
}

function NotForYou({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('mediFinderOwners');
  const Icon = signedIn ? Building2 : LockKeyhole;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="mb-5 font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <Icon aria-hidden="true" className="size-10 text-teal-700" />
        <h2 className="mt-3 font-semibold text-stone-900 text-xl">{t('access.title')}</h2>
        <p className="mt-2 text-base text-stone-600">
          {t(signedIn ? 'access.notVendor' : 'access.signedOut')}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {signedIn ? (
            <Link to={paths.mediFinder} className={buttonClasses({ variant: 'secondary' })}>
              {t('access.toFinder')}
            </Link>
          ) : (
            <Link to={signInHere} className={buttonClasses()}>
              {t('access.signIn')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

const refused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

function OwnerArea() {
  const { t } = useTranslation('mediFinderOwners');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const places = useMyPlaces();
  const opened = params.get('place');

  if (refused(places.error)) return <NotForYou signedIn={(places.error as ApiError).status === 403} />;

  const skeleton = (
    <div role="status" aria-label={t('list.loading')}>
      <ul aria-hidden="true" className="grid gap-4">
        {[0, 1].map((key) => (
          <li key={key} className="h-44 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        ))}
      </ul>
    </div>
  );

  let body: React.ReactNode;
  if (opened && opened !== 'new' && places.isPending) {
    body = skeleton;
  } else if (opened && (opened === 'new' || places.isSuccess)) {
    const place = opened === 'new' ? null : (places.data?.places.find((item) => item.id === opened) ?? null);
    body =
      opened !== 'new' && !place ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('errors.notFound')} />
          <Link
            to={paths.myPlaces}
            className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
          >
            {t('form.back')}
          </Link>
        </div>
      ) : (
        // Keyed: moving from one place to another starts its form afresh.
        <PlaceForm key={opened} place={place} onSaved={() => navigate(paths.myPlaces)} />
      );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 max-w-prose text-base text-stone-600">{t('intro')}</p>
          </div>
          <Link to="?place=new" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('list.add')}
          </Link>
        </div>
        {places.isPending ? (
          skeleton
        ) : places.isError ? (
          <FormAlert message={errorText(places.error)} />
        ) : places.data.places.length === 0 ? (
          <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
            <Building2 aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t('list.empty')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('list.emptyHelp')}</p>
          </div>
        ) : (
          <ul aria-label={t('list.label')} className="grid gap-4">
            {places.data.places.map((place) => (
              <OwnedPlaceCard key={place.id} place={place} />
            ))}
          </ul>
        )}
      </div>
    );
  }
  return <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">{body}</section>;
}
