// "Rate this place": a signed-in visitor gives 1–5 stars (and may change them); others are asked to log in.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarInput } from '../../../components/stars.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useMyRating, useRatePlace } from '../api/use-my-rating.ts';
import { detailPath } from '../place-format.ts';

export function RatePlace({ kind, id }: { kind: PlaceKind; id: string }) {
  const { t } = useTranslation('mediFinder');
  const signedIn = useSession((state) => state.user !== null);
  const mine = useMyRating(id, signedIn);
  const rate = useRatePlace(kind, id);

  if (!signedIn) {
    return (
      <p className="text-sm text-stone-700">
        <Link to={paths.login(detailPath({ kind, id }))} className="font-medium text-teal-800 underline">
          {t('rate.signIn')}
        </Link>
      </p>
    );
  }

  const stars = rate.isPending ? (rate.variables ?? 0) : (mine.data?.stars ?? 0);
  return (
    <div>
      <StarInput
        value={stars}
        onChange={(chosen) => rate.mutate(chosen)}
        legend={t('rate.legend')}
        disabled={rate.isPending || mine.isPending}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-stone-700">
        {rate.isSuccess ? t('rate.saved', { count: rate.data.stars }) : null}
      </p>
      {rate.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {rate.error instanceof ApiError && rate.error.status === 403
            ? t('rate.ownPlace')
            : rate.error instanceof ApiError && rate.error.status === 401
              ? t('rate.signInAgain')
              : t('rate.failed')}
        </p>
      ) : null}
    </div>
  );
}
