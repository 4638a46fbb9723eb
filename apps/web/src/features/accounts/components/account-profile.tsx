// Who is signed in, in words (phones as +255 754 123 456), and where they change it: name and language at once,
// the e-mail address and phone number through a link sent to the new one (contact-change-form.tsx).
import type { ChangeContactResponse } from '@sherehe/core/api/auth';
import type { Language } from '@sherehe/core/money';
import { formatPhone } from '@sherehe/core/phone';
import { MailCheck, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import type { SessionUser } from '../../../lib/session-store.ts';
import { ContactChangeForm } from './contact-change-form.tsx';
import { ProfileForm } from './profile-form.tsx';

// The store holds what was stored; until the server's answer replaces it, a field may be missing.
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function languageOf(value: unknown): Language | null {
  return value === 'en' || value === 'sw' ? value : null;
}

// The server says until when the link works; the words round it to hours.
function hoursLeft(expiresAt: string): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - Date.now()) / 3600_000));
}

type Kind = 'email' | 'phone';
type Editing = 'profile' | Kind | null;

export function AccountProfile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('accounts');
  const [editing, setEditing] = useState<Editing>(null);
  const [sent, setSent] = useState<Partial<Record<Kind, ChangeContactResponse>>>({});
  // A form opens with the focus in it (the forms do that); closed, the focus goes back to the button that opened it.
  const openers = useRef<Partial<Record<Exclude<Editing, null>, HTMLButtonElement | null>>>({});
  const wasEditing = useRef<Editing>(null);
  useEffect(() => {
    const closed = wasEditing.current;
    wasEditing.current = editing;
    if (editing === null && closed) openers.current[closed]?.focus();
  }, [editing]);
  const name = text(user.name);
  const language = languageOf(user.language);
  const contacts: Record<Kind, string | null> = { email: text(user.email), phone: text(user.phone) };
  const shown = (kind: Kind, value: string) => (kind === 'phone' ? formatPhone(value) : value);

  const contactRow = (kind: Kind) => {
    const value = contacts[kind];
    const label = t(`account.${kind}`);
    // Once the link is opened the account has the new one, and the note has done its work.
    const link = sent[kind]?.value === value ? undefined : sent[kind];
    return (
      <Row
        key={kind}
        label={label}
        value={value ? shown(kind, value) : null}
        action={
          editing === kind ? null : (
            <Button
              ref={(button) => {
                openers.current[kind] = button;
              }}
              variant="link"
              size="sm"
              className="shrink-0"
              onClick={() => setEditing(kind)}
            >
              {t(value ? 'contact.change' : 'contact.add')}
              <span className="sr-only"> {label}</span>
            </Button>
          )
        }
      >
        {editing === kind ? (
          <ContactChangeForm
            kind={kind}
            onCancel={() => setEditing(null)}
            onSent={(answer) => {
              setSent((before) => ({ ...before, [kind]: answer }));
              setEditing(null);
            }}
          />
        ) : link ? (
          <p
            role="status"
            className="mt-2 flex items-start gap-2 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900"
          >
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t(`contact.sent.${kind}`, {
                value: shown(kind, link.value),
                hours: hoursLeft(link.expiresAt),
              })}
            </span>
          </p>
        ) : null}
      </Row>
    );
  };

  return (
    <section
      aria-labelledby="account-profile"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-profile" className="font-semibold text-lg text-stone-900">
          {t('account.profileHeading')}
        </h2>
        {editing === 'profile' ? null : (
          <Button
            ref={(button) => {
              openers.current.profile = button;
            }}
            variant="secondary"
            size="sm"
            onClick={() => setEditing('profile')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing === 'profile' ? (
        <ProfileForm name={name ?? ''} language={language} onDone={() => setEditing(null)} />
      ) : null}
      <dl className="mt-4 divide-y divide-stone-100">
        {editing === 'profile' ? null : (
          <>
            <Row label={t('account.name')} value={name} />
            <Row
              label={t('profile.language')}
              value={language ? t(`common:language.${language}`) : t('profile.languageNotChosen')}
            />
          </>
        )}
        {contactRow('email')}
        {contactRow('phone')}
        <Row label={t('account.role')} value={t(`roles.${user.userRole}`)} />
      </dl>
    </section>
  );
}

type RowProps = { label: string; value: string | null; action?: ReactNode; children?: ReactNode };

function Row({ label, value, action = null, children = null }: RowProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:items-baseline sm:gap-4">
      <dt className="font-medium text-sm text-stone-600">{label}</dt>
      <dd className="min-w-0 sm:col-span-2">
        <div className="flex items-center justify-between gap-3">
          <span
            data-value
            className={`min-w-0 flex-1 break-words ${value ? 'text-stone-900' : 'text-stone-500 italic'}`}
          >
            {value ?? t('account.notGiven')}
          </span>
          {action}
        </div>
        {children}
      </dd>
    </div>
  );
}
