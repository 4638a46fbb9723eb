// The committee tab: the host and the co-organisers (kamati) with their roles and whether they have joined; what
// each role may do; and, for the host and the chair, inviting by phone or e-mail, changing roles and removing.
import type { CommitteeMember, EventDetail } from '@sherehe/core/api/events';
import { type CommitteeRole, committeeRoles, permissionsOf } from '@sherehe/core/event-rules';
import { formatPhone } from '@sherehe/core/phone';
import { Crown, UserMinus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useCommittee, useCommitteeChange } from '../api/use-committee.ts';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';

const showContact = (contact: string) => (contact.startsWith('+') ? formatPhone(contact) : contact);

export function CommitteeSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventManage');
  const committee = useCommittee(event.id);
  const manage = event.myPermissions.includes('manage_committee');

  let body: React.ReactNode;
  if (committee.isPending) body = <ListSkeleton rows={2} />;
  else if (committee.isError) {
    body = (
      <FormAlert message={t('committee.loadFailed')}>
        <p>{errorText(committee.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void committee.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-amber-500" />
          <div>
            <p className="font-semibold text-stone-900">{committee.data.host.name}</p>
            <p className="text-sm text-stone-600">{t('roles.host')}</p>
          </div>
        </li>
        {committee.data.members.map((member) => (
          <MemberRow key={member.id} eventId={event.id} member={member} manage={manage} />
        ))}
        {committee.data.members.length === 0 ? (
          <li className="rounded-xl border border-stone-300 border-dashed p-4 text-center text-stone-700">
            {manage ? t('committee.emptyInvite') : t('committee.empty')}
          </li>
        ) : null}
      </ul>
    );
  }

  return (
    <section aria-labelledby="committee-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="committee-heading" className="font-semibold text-stone-900 text-xl">
          {t('committee.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('committee.intro')}</p>
      </div>
      {body}
      {manage ? <InviteForm eventId={event.id} /> : null}
      <RolePowers />
    </section>
  );
}

export function RolePowers() {
  const { t } = useTranslation('eventManage');
  return (
    <section aria-labelledby="committee-roles-heading" className="rounded-xl bg-stone-50 p-4">
      <h3 id="committee-roles-heading" className="font-semibold text-stone-900">
        {t('committee.rolesHeading')}
      </h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm text-stone-700">
        {(['host', ...committeeRoles] as const).map((role) => (
          <li key={role}>
            <span className="font-semibold text-stone-900">{t(`roles.${role}`)}:</span>{' '}
            {permissionsOf(role)
              .map((permission) => t(`permissions.${permission}`))
              .join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberRow({
  eventId,
  member,
  manage,
}: {
  eventId: string;
  member: CommitteeMember;
  manage: boolean;
}) {
  const { t } = useTranslation('eventManage');
  const { date } = useFormatDate();
  const change = useCommitteeChange(eventId);
  const [removing, setRemoving] = useState(false);
  const roleId = useId();
  const who = member.name ?? showContact(member.contact);

  function changeRole(role: CommitteeRole) {
    change.mutate(
      { action: 'role', memberId: member.id, role },
      { onSuccess: () => toast.success(t('committee.roleChanged', { name: who, role: t(`roles.${role}`) })) },
    );
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{who}</p>
          {member.name ? (
            <p className="break-all text-sm text-stone-700">{showContact(member.contact)}</p>
          ) : null}
          <p className="text-sm text-stone-600">
            {member.joined ? t('committee.joined') : t('committee.invited', { date: date(member.invitedAt) })}
          </p>
        </div>
        {manage ? (
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={roleId} className="sr-only">
                {t('committee.roleOf', { name: who })}
              </label>
              <select
                id={roleId}
                value={member.role}
                aria-busy={change.isPending || undefined}
                onChange={(select) => changeRole(select.target.value as CommitteeRole)}
                className={`${selectClass} w-auto`}
              >
                {committeeRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="danger-outline"
              aria-label={t('committee.removeNamed', { name: who })}
              onClick={() => setRemoving(true)}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {t('committee.remove')}
            </Button>
          </div>
        ) : (
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 font-semibold text-teal-900 text-xs">
            {t(`roles.${member.role}`)}
          </span>
        )}
      </div>
      {change.isError && !removing ? <FormAlert className="mt-3" message={errorText(change.error)} /> : null}
      {removing ? (
        <ManageConfirmDialog
          title={t('committee.removeTitle', { name: who })}
          body={t('committee.removeBody')}
          confirmLabel={t('committee.remove')}
          danger
          pending={change.isPending}
          error={change.error}
          onClose={() => {
            change.reset();
            setRemoving(false);
          }}
          onConfirm={() =>
            change.mutate(
              { action: 'remove', memberId: member.id },
              {
                onSuccess: () => {
                  toast.success(t('committee.removed', { name: who }));
                  setRemoving(false);
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

const inviteFields = ['contact', 'role'] as const;

function InviteForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation('eventManage');
  const invite = useCommitteeChange(eventId);
  const errors = useFormErrors(inviteFields);
  const [contact, setContact] = useState('');
  const [role, setRole] = useState<CommitteeRole>('member');
  const formRef = useRef<HTMLFormElement>(null);
  const roleId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    errors.clear();
    invite.mutate(
      { action: 'invite', invite: { contact, role } },
      {
        onSuccess: () => {
          toast.success(t('committee.invitedToast', { contact: contact.trim() }));
          setContact('');
        },
        onError: (error) => errors.show(error, formRef.current),
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="committee-invite-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3 id="committee-invite-heading" className="font-semibold text-stone-900">
        {t('committee.inviteHeading')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('committee.inviteIntro')}</p>
      <FormAlert className="mt-3" message={errors.form} />
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
        <Field
          label={t('committee.contact')}
          name="contact"
          autoComplete="off"
          value={contact}
          error={errors.fieldError('contact')}
          onChange={(change) => {
            setContact(change.target.value);
            errors.clearField('contact');
          }}
        />
        <div>
          <label htmlFor={roleId} className="block font-medium text-sm text-stone-800">
            {t('committee.role')}
          </label>
          <select
            id={roleId}
            name="role"
            value={role}
            onChange={(change) => setRole(change.target.value as CommitteeRole)}
            className={`${selectClass} mt-1.5`}
          >
            {committeeRoles.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={invite.isPending} className="sm:mt-6.5">
          {t('committee.invite')}
        </Button>
      </div>
    </form>
  );
}
