// Who is signed in, in words: name, contacts (phones as +255 754 123 456) and the kind of account.
import { formatPhone } from '@sherehe/core/phone';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../lib/session-store.ts';

// The store holds what was stored; until the server's answer replaces it, a field may be missing.
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function AccountProfile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('accounts');
  const phone = text(user.phone);
  const rows: [label: string, value: string | null][] = [
    [t('account.name'), text(user.name)],
    [t('account.email'), text(user.email)],
    [t('account.phone'), phone ? formatPhone(phone) : null],
    [t('account.role'), t(`roles.${user.userRole}`)],
  ];
  return (
    <section
      aria-labelledby="account-profile"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="account-profile" className="font-semibold text-lg text-stone-900">
        {t('account.profileHeading')}
      </h2>
      <dl className="mt-4 divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:items-baseline sm:gap-4">
            <dt className="font-medium text-sm text-stone-600">{label}</dt>
            <dd className={`break-words sm:col-span-2 ${value ? 'text-stone-900' : 'text-stone-500 italic'}`}>
              {value ?? t('account.notGiven')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
