// What someone who is not a vendor sees instead of the vendor area: sign in, or how to become a vendor.
import { LockKeyhole, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';

const signInHere = paths.login(paths.vendorArea);

// The Become Vendor form sits in the footer, which loads as it comes near, as do sections above it (recent reviews)
// that push it down: follow it for a moment, then put the cursor in its field.
function goToBecomeVendor() {
  const go = () => {
    const footer = document.querySelector('footer');
    if (footer) footer.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: document.body.scrollHeight });
  };
  go();
  for (const delay of [250, 700]) setTimeout(go, delay);
  setTimeout(() => {
    go();
    document.querySelector<HTMLInputElement>('footer form input')?.focus({ preventScroll: true });
  }, 1200);
}

export function VendorAccessNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('vendor');
  const Icon = signedIn ? Store : LockKeyhole;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <Icon aria-hidden="true" className="size-10 text-teal-700" />
      <h2 className="mt-3 font-semibold text-stone-900 text-xl">{t('access.title')}</h2>
      <p className="mt-2 text-base text-stone-600">{t(signedIn ? 'access.notVendor' : 'access.signedOut')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="button" onClick={goToBecomeVendor}>
          {t('access.becomeVendor')}
        </Button>
        {signedIn ? null : (
          <Link to={signInHere} className={buttonClasses({ variant: 'secondary' })}>
            {t('access.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
