// The event's card types at a glance: each one's name, the seats a card admits, when its cards go out in words ("sent
// at once", "after the pledge is paid", "after TZS 500,000 is paid") and how many of its cards wait and went out.
// Those who keep the guest list add, change and remove them.
import type { CardType } from '@sherehe/core/api/cards';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveCardType } from '../api/use-card-changes.ts';
import { useCardTypes } from '../api/use-card-types.ts';
import { CardTypeDialog } from './card-type-dialog.tsx';
import { ManageConfirmDialog } from './manage-confirm-dialog.tsx';

/** A type's rule in words, as the list and the send bar's choice say it. */
export function useCardRuleText() {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  return (type: Pick<CardType, 'rule' | 'amountTzs'>) =>
    t(`cards.types.rules.${type.rule}`, { amount: formatTzs(type.amountTzs ?? 0) });
}

type Open = { kind: 'add' } | { kind: 'edit'; type: CardType } | { kind: 'remove'; type: CardType };

export function CardTypesPanel({ eventId, manage }: { eventId: string; manage: boolean }) {
  const { t } = useTranslation('eventManage');
  const types = useCardTypes(eventId);
  const ruleText = useCardRuleText();
  const [open, setOpen] = useState<Open | null>(null);

  let body: React.ReactNode;
  if (types.isPending) body = <ListSkeleton rows={1} />;
  else if (types.isError && !types.data) {
    body = (
      <FormAlert message={t('cards.types.loadFailed')}>
        <p>{errorText(types.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void types.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (types.data.types.length === 0) {
    body = (
      <p className="text-sm text-stone-700">{manage ? t('cards.types.empty') : t('cards.types.emptyRead')}</p>
    );
  } else {
    body = (
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {types.data.types.map((type) => (
          <li
            key={type.id}
            data-card-type={type.name}
            className="flex items-start justify-between gap-2 rounded-lg border border-stone-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                {type.name}
                <span className="ml-2 font-normal text-sm text-stone-600">
                  {t('cards.types.seats', { count: type.seats })}
                </span>
              </p>
              <p className="text-sm text-stone-700">{ruleText(type)}</p>
              <p className="text-sm text-stone-600 tabular">
                {t('cards.types.cardCounts', {
                  waiting: formatDecimal(type.cards.waiting),
                  sent: formatDecimal(type.cards.sent),
                })}
              </p>
            </div>
            {manage ? (
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('cards.types.editNamed', { name: type.name })}
                  onClick={() => setOpen({ kind: 'edit', type })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700"
                  aria-label={t('cards.types.removeNamed', { name: type.name })}
                  onClick={() => setOpen({ kind: 'remove', type })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="card-types-heading" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id="card-types-heading" className="font-semibold text-lg text-stone-900">
            {t('cards.types.heading')}
          </h3>
          <p className="max-w-2xl text-sm text-stone-600">{t('cards.types.intro')}</p>
        </div>
        {manage ? (
          <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('cards.types.add')}
          </Button>
        ) : null}
      </div>
      <div className="mt-3">{body}</div>
      {open?.kind === 'add' ? <CardTypeDialog eventId={eventId} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <CardTypeDialog eventId={eventId} type={open.type} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveCardType eventId={eventId} type={open.type} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function RemoveCardType({
  eventId,
  type,
  onClose,
}: {
  eventId: string;
  type: CardType;
  onClose: () => void;
}) {
  const { t } = useTranslation('eventManage');
  const remove = useRemoveCardType(eventId);
  return (
    <ManageConfirmDialog
      title={t('cards.types.removeTitle', { name: type.name })}
      body={t('cards.types.removeBody')}
      confirmLabel={t('cards.types.removeConfirm')}
      danger
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(type.id, {
          onSuccess: () => {
            toast.success(t('cards.types.removed', { name: type.name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
