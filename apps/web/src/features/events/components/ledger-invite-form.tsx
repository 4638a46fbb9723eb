// Contributors of the ledger invited as guests in one step (POST /events/{id}/guests/from-pledges): one from their
// pledge's dialog, or everyone the ledger shows from its own dialog. Whose side they are on is asked; their name,
// phone and e-mail come from the pledge, and whoever is on the list already stays as they are.
import { type GuestSide, guestSides } from '@sherehe/core/guest-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RadioChoices } from '../../../components/form-controls.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteContributors } from '../api/use-guest-changes.ts';

type LedgerInviteFormProps = {
  eventId: string;
  pledgeIds: string[];
  /** Inside a dialog that showed something else: the question, which focus moves to. */
  heading?: string;
  body: string;
  submitLabel: string;
  cancelLabel: string;
  /** The one contributor's name, when one is invited: the outcome then says who. */
  name?: string;
  onCancel: () => void;
  onDone: () => void;
};

export function LedgerInviteForm({
  eventId,
  pledgeIds,
  heading,
  body,
  submitLabel,
  cancelLabel,
  name,
  onCancel,
  onDone,
}: LedgerInviteFormProps) {
  const { t } = useTranslation('eventManage');
  const invite = useInviteContributors(eventId);
  const inviteOutcome = useInviteOutcome();
  const [side, setSide] = useState<GuestSide>('either');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The dialog's content changed: say so by moving there.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    invite.mutate(
      { pledgeIds, side },
      {
        onSuccess: ({ added, alreadyGuests }) => {
          toast.success(inviteOutcome(added, alreadyGuests, name));
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {heading ? (
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-stone-900 outline-none">
          {heading}
        </h3>
      ) : null}
      <p className="text-stone-700">{body}</p>
      <RadioChoices
        legend={t('invite.side')}
        name="side"
        options={guestSides.map((value) => ({ value, label: t(`guests.sides.${value}`) }))}
        value={side}
        onChange={setSide}
      />
      {invite.isError ? <FormAlert message={errorText(invite.error)} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={invite.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** "2 added to the guest list, 1 already on the list", or for one contributor, what became of them by name. */
function useInviteOutcome() {
  const { t } = useTranslation('eventManage');
  return (added: number, already: number, name?: string) => {
    if (name && added + already === 1) return t(added ? 'invite.oneAdded' : 'invite.oneAlready', { name });
    const parts = [
      ...(added > 0 || already === 0 ? [t('invite.added', { count: added })] : []),
      ...(already > 0 ? [t('invite.already', { count: already })] : []),
    ];
    return t('invite.done', { outcome: parts.join(', ') });
  };
}

/** Everyone the ledger shows (this page, with its search and filter) invited at once. */
export function LedgerInviteDialog({
  eventId,
  pledgeIds,
  onClose,
}: {
  eventId: string;
  pledgeIds: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('eventManage');
  const count = pledgeIds.length;
  return (
    <Dialog open onClose={onClose} title={t('invite.allHeading', { count })} closeLabel={t('dialog.close')}>
      <LedgerInviteForm
        eventId={eventId}
        pledgeIds={pledgeIds}
        body={t('invite.allBody', { count })}
        submitLabel={t('invite.submitAll', { count })}
        cancelLabel={t('dialog.cancel')}
        onCancel={onClose}
        onDone={onClose}
      />
    </Dialog>
  );
}
