// What an events page shows someone signed out (or signed in as someone the event does not know): the way in.
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';

export function SignInFirst({ title, body, next }: { title: string; body: string; next: string }) {
  const { t } = useTranslation('events');
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <LockKeyhole aria-hidden="true" className="size-10 text-teal-700" />
        <h1 className="mt-3 font-bold text-2xl text-stone-900">{title}</h1>
        <p className="mt-2 text-base text-stone-600">{body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.login(next)} className={buttonClasses({ size: 'lg' })}>
            {t('signIn.signIn')}
          </Link>
          <Link to={paths.register(next)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('signIn.register')}
          </Link>
        </div>
      </div>
    </section>
  );
}
