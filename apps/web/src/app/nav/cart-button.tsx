// The cart in the nav: a link for signed-in people; for visitors a message to log in with a link to do so (the spec:
// the cart itself does not navigate).
import { ShoppingCart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCartLineCount } from '../../lib/cart-store.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-store.ts';
import { wantToaster } from '../../lib/toaster-demand.ts';

// Loaded when first needed, with the toaster (see Providers): the first screen does without react-hot-toast.
const toaster = () => import('react-hot-toast').then((module) => module.default);

// One id: tapping the cart again refreshes the message instead of stacking copies.
export const CART_LOGIN_TOAST_ID = 'cart-login-required';

const buttonClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600';

/** The sign-in page, coming back to the cart once signed in. */
const SIGN_IN_TO_CART = paths.login(paths.cart);

function LoginRequiredMessage({ toastId, goTo }: { toastId: string; goTo: (path: string) => void }) {
  const { t } = useTranslation();
  const dismiss = () => void toaster().then((toast) => toast.dismiss(toastId));
  return (
    <span className="flex items-center gap-2">
      <span>
        <span>{t('nav.cartLoginRequired')}</span>{' '}
        {/* The toaster lives outside the router: a real link, followed through the app's own navigation. */}
        <a
          href={SIGN_IN_TO_CART}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            dismiss();
            goTo(SIGN_IN_TO_CART);
          }}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2"
        >
          {t('nav.cartLogIn')}
        </a>
      </span>
      <button
        type="button"
        aria-label={t('nav.dismiss')}
        onClick={dismiss}
        className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <X aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </button>
    </span>
  );
}

export function showCartLoginToast(goTo: (path: string) => void): void {
  wantToaster();
  void toaster().then((toast) =>
    toast((shown) => <LoginRequiredMessage toastId={shown.id} goTo={goTo} />, { id: CART_LOGIN_TOAST_ID }),
  );
}

export function CartButton() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.user !== null);
  const count = useCartLineCount();
  const navigate = useNavigate();
  const label = count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart');

  const content = (
    <>
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute top-0 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 font-bold text-stone-900 text-xs tabular"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );

  if (loggedIn) {
    return (
      <Link to={paths.cart} aria-label={label} className={buttonClass}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => showCartLoginToast((path) => void navigate(path))}
      className={buttonClass}
    >
      {content}
    </button>
  );
}
