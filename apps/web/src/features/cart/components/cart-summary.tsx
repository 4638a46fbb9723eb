// The total of what can be bought, and the way on to checkout (the cart page is for signed-in people only).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

export function CartSummary({ totalTzs, hasUnavailable }: { totalTzs: number; hasUnavailable: boolean }) {
  const { t } = useTranslation('cart');
  const formatTzs = useFormatTzs();
  return (
    <section aria-labelledby="cart-total" className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="cart-total" className="font-semibold text-lg text-stone-900">
          {t('summary.total')}
        </h2>
        <p data-testid="cart-total" className="font-bold text-2xl text-stone-900 tabular">
          {formatTzs(totalTzs)}
        </p>
      </div>
      {hasUnavailable ? (
        <p className="mt-2 text-sm text-stone-600">{t('summary.unavailableNotCounted')}</p>
      ) : null}
      <Link to={paths.checkout} className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}>
        {t('summary.checkout')}
      </Link>
      <p className="mt-2 text-center text-sm text-stone-600">{t('summary.checkoutHint')}</p>
    </section>
  );
}
