// The reminders tab: the event's rules ("3 days before the pledge deadline, to those who still owe"), sent by the
// server on their day, and "remind now", which shows who it would reach and the message before anything is sent.
import type { EventDetail } from '@sherehe/core/api/events';
import type { ReminderRule } from '@sherehe/core/api/reminders';
import { REMINDER_RULES_MAX, type ReminderAnchor } from '@sherehe/core/event-rules';
import { BellRing, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReminderRule, useReminderRules } from '../api/use-reminders.ts';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';
import { RemindersNow } from './reminders-now.tsx';
import { RemindersRuleForm } from './reminders-rule-form.tsx';

export function RemindersSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation('eventManage');
  const rules = useReminderRules(event.id);
  const manage = event.myPermissions.includes('manage_reminders');

  let body: React.ReactNode;
  if (rules.isPending) body = <ListSkeleton rows={2} />;
  else if (rules.isError) {
    body = (
      <FormAlert message={t('reminders.loadFailed')}>
        <p>{errorText(rules.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void rules.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (rules.data.rules.length === 0) {
    body = (
      <div
        role="status"
        className="rounded-xl border border-stone-300 border-dashed bg-white p-5 text-center"
      >
        <BellRing aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">{t('reminders.empty')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {rules.data.rules.map((rule) => (
          <RuleRow key={rule.id} eventId={event.id} rule={rule} manage={manage} />
        ))}
      </ul>
    );
  }

  const full = (rules.data?.rules.length ?? 0) >= REMINDER_RULES_MAX;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="reminders-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="reminders-heading" className="font-semibold text-stone-900 text-xl">
            {t('reminders.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('reminders.intro')}</p>
        </div>
        {body}
        {manage && !full ? <RemindersRuleForm eventId={event.id} /> : null}
        {manage && full ? (
          <p className="text-sm text-stone-600">{t('reminders.full', { max: REMINDER_RULES_MAX })}</p>
        ) : null}
      </section>
      {manage ? <RemindersNow eventId={event.id} /> : null}
    </div>
  );
}

export function useRuleWords() {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  return (rule: {
    anchor: ReminderAnchor;
    daysBefore: number;
    onlyUnpaid: boolean;
    minOutstandingTzs: number;
  }) => {
    const when =
      rule.daysBefore === 0
        ? t(`reminders.onDay.${rule.anchor}`)
        : t(`reminders.before.${rule.anchor}`, { count: rule.daysBefore });
    const who = rule.onlyUnpaid ? t('reminders.toUnpaid') : t('reminders.toEveryone');
    const minimum =
      rule.minOutstandingTzs > 0
        ? ` ${t('reminders.minimumWords', { amount: formatTzs(rule.minOutstandingTzs) })}`
        : '';
    return `${when}, ${who}${minimum}`;
  };
}

function RuleRow({ eventId, rule, manage }: { eventId: string; rule: ReminderRule; manage: boolean }) {
  const { t } = useTranslation('eventManage');
  const { day, dateTime } = useFormatDate();
  const words = useRuleWords()(rule);
  const remove = useDeleteReminderRule(eventId);
  const [asking, setAsking] = useState(false);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div>
        <p className="font-medium text-stone-900">{words}</p>
        <p className="text-sm text-stone-600">
          {rule.sentAt
            ? t('reminders.sent', { count: rule.sentCount, date: dateTime(rule.sentAt) })
            : t('reminders.sendsOn', { date: day(rule.sendsOn) })}
        </p>
      </div>
      {manage ? (
        <Button
          variant="danger-outline"
          size="sm"
          aria-label={t('reminders.deleteNamed', { rule: words })}
          onClick={() => setAsking(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('reminders.delete')}
        </Button>
      ) : null}
      {asking ? (
        <ManageConfirmDialog
          title={t('reminders.deleteTitle')}
          body={words}
          confirmLabel={t('reminders.delete')}
          danger
          pending={remove.isPending}
          error={remove.error}
          onClose={() => {
            remove.reset();
            setAsking(false);
          }}
          onConfirm={() =>
            remove.mutate(rule.id, {
              onSuccess: () => {
                toast.success(t('reminders.deleted'));
                setAsking(false);
              },
            })
          }
        />
      ) : null}
    </li>
  );
}
