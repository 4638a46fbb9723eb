// The guest list's search box, its filters (side, group, pledge, card, answer, arrival) and its order, sent to the server as
// they change.
import type { GuestPledgeFilter, GuestSide, GuestSort } from '@sherehe/core/guest-rules';
import { GUEST_NAME_MAX, guestPledgeFilters, guestSides } from '@sherehe/core/guest-rules';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { SelectField } from '../../../components/form-controls.tsx';

export const cardFilters = ['none', 'waiting', 'sent'] as const;
export const rsvpFilters = ['yes', 'no', 'none'] as const;
export const arrivedFilters = ['yes', 'no'] as const;
type ArrivedFilter = (typeof arrivedFilters)[number];
type CardFilter = (typeof cardFilters)[number];
type RsvpFilter = (typeof rsvpFilters)[number];

/** The orders offered, each a sort and a direction (one choice reads better than two selects). */
export const sortChoices = {
  name_asc: { sort: 'name', dir: 'asc' },
  name_desc: { sort: 'name', dir: 'desc' },
  group_asc: { sort: 'group', dir: 'asc' },
  newest_desc: { sort: 'newest', dir: 'desc' },
  newest_asc: { sort: 'newest', dir: 'asc' },
} as const satisfies Record<string, { sort: GuestSort; dir: 'asc' | 'desc' }>;
export type SortChoice = keyof typeof sortChoices;

export type GuestsFilter = {
  q: string;
  side: GuestSide | '';
  group: string;
  pledge: GuestPledgeFilter | '';
  card: CardFilter | '';
  rsvp: RsvpFilter | '';
  arrived: ArrivedFilter | '';
  sort: SortChoice;
};

export const noFilter: GuestsFilter = {
  q: '',
  side: '',
  group: '',
  pledge: '',
  card: '',
  rsvp: '',
  arrived: '',
  sort: 'name_asc',
};

type GuestsFiltersProps = {
  text: string;
  onText: (text: string) => void;
  filter: GuestsFilter;
  groups: string[];
  onFilter: (change: Partial<GuestsFilter>) => void;
};

export function GuestsFilters({ text, onText, filter, groups, onFilter }: GuestsFiltersProps) {
  const { t } = useTranslation('eventManage');
  // A group chosen earlier stays offered while the list's groups reload.
  const groupOptions = filter.group && !groups.includes(filter.group) ? [filter.group, ...groups] : groups;
  return (
    <search className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7 lg:items-start">
      <Field
        label={t('guests.search')}
        hint={t('guests.searchHint')}
        type="search"
        name="q"
        value={text}
        maxLength={GUEST_NAME_MAX}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(change) => onText(change.target.value)}
        className="col-span-full lg:max-w-xl"
      />
      <SelectField
        label={t('guests.side')}
        value={filter.side}
        onChange={(change) => onFilter({ side: change.target.value as GuestSide | '' })}
      >
        <option value="">{t('guests.allSides')}</option>
        {guestSides.map((side) => (
          <option key={side} value={side}>
            {t(`guests.sides.${side}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('guests.group')}
        value={filter.group}
        onChange={(change) => onFilter({ group: change.target.value })}
      >
        <option value="">{t('guests.allGroups')}</option>
        {groupOptions.map((group) => (
          <option key={group} value={group}>
            {group}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('guests.pledge')}
        value={filter.pledge}
        onChange={(change) => onFilter({ pledge: change.target.value as GuestPledgeFilter | '' })}
      >
        <option value="">{t('guests.anyPledge')}</option>
        {guestPledgeFilters.map((pledge) => (
          <option key={pledge} value={pledge}>
            {t(`guests.pledges.${pledge}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('cards.filters.card')}
        value={filter.card}
        onChange={(change) => onFilter({ card: change.target.value as CardFilter | '' })}
      >
        <option value="">{t('cards.filters.anyCard')}</option>
        {cardFilters.map((card) => (
          <option key={card} value={card}>
            {t(`cards.filters.cards.${card}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('cards.filters.rsvp')}
        value={filter.rsvp}
        onChange={(change) => onFilter({ rsvp: change.target.value as RsvpFilter | '' })}
      >
        <option value="">{t('cards.filters.anyRsvp')}</option>
        {rsvpFilters.map((rsvp) => (
          <option key={rsvp} value={rsvp}>
            {t(`cards.filters.rsvps.${rsvp}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('guests.arrived')}
        value={filter.arrived}
        onChange={(change) => onFilter({ arrived: change.target.value as ArrivedFilter | '' })}
      >
        <option value="">{t('guests.anyArrival')}</option>
        {arrivedFilters.map((arrived) => (
          <option key={arrived} value={arrived}>
            {t(`guests.arrivals.filter.${arrived}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('guests.sort')}
        value={filter.sort}
        onChange={(change) => onFilter({ sort: change.target.value as SortChoice })}
      >
        {Object.keys(sortChoices).map((choice) => (
          <option key={choice} value={choice}>
            {t(`guests.sorts.${choice}`)}
          </option>
        ))}
      </SelectField>
    </search>
  );
}
