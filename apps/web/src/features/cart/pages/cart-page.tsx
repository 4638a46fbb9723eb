// /event-planners/cart: a signed-in person's cart from the server; visitors are asked to sign in (the spec).
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCartChange, useServerCart } from '../api/use-server-cart.ts';
import { CartLine } from '../components/cart-line.tsx';
import { CartSummary } from '../components/cart-summary.tsx';

const linkButton = buttonClasses({ size: 'lg', className: 'mt-4' });

function SignInFirst() {
  const { t } = useTranslation('cart');
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 text-center">
      <p className="text-stone-700">{t('signIn.body')}</p>
      <Link to={paths.login(paths.cart)} className={linkButton}>
        {t('signIn.action')}
      </Link>
    </div>
  );
}

function Skeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
      {[0, 1].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <div className="size-24 animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none" />
          <div className="flex-1">
            <div className="h-4 w-2/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="mt-3 h-3 w-1/4 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}

function CartContents() {
  const { t } = useTranslation('cart');
  const cart = useServerCart();
  const change = useCartChange();

  if (cart.isPending) return <Skeleton />;
  if (cart.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('errors.load')}</p>
        <button
          type="button"
          onClick={() => void cart.refetch()}
          className="mt-3 h-11 rounded-full px-4 font-medium underline"
        >
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  const { lines, totalTzs } = cart.data;
  if (lines.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-6 text-center">
        <ShoppingCart aria-hidden="true" className="mx-auto size-10 text-teal-700/50" />
        <p className="mt-3 text-stone-700">{t('empty.body')}</p>
        <Link to={paths.services()} className={linkButton}>
          {t('empty.action')}
        </Link>
      </div>
    );
  }
  const busy = change.isPending;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <CartLine
            key={line.productId}
            line={line}
            busy={busy}
            onQuantity={(quantity) => change.mutate({ op: 'quantity', productId: line.productId, quantity })}
            onLocation={(location) => change.mutate({ op: 'location', productId: line.productId, location })}
            onEventDate={(eventDate) =>
              change.mutate({ op: 'eventDate', productId: line.productId, eventDate })
            }
            onGuests={(guests) => change.mutate({ op: 'guests', productId: line.productId, guests })}
            onRemove={() => change.mutate({ op: 'remove', productId: line.productId })}
          />
        ))}
      </ul>
      <CartSummary totalTzs={totalTzs} hasUnavailable={lines.some((line) => !line.available)} />
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t('clear.confirm'))) change.mutate({ op: 'clear' });
        }}
        className="self-start rounded-full px-4 py-2 text-red-700 hover:bg-red-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        {t('clear.action')}
      </button>
    </div>
  );
}

export function CartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('title'));
  const signedIn = useSession((state) => state.user !== null);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      {signedIn ? <CartContents /> : <SignInFirst />}
    </section>
  );
}
