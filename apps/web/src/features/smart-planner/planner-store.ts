// The planner's conversation and choices. Module state in the panel's own chunk: closing the panel keeps the chat,
// Reset clears it. Every rule of the spec's steps and messages is here; the components only show and ask.
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';
import { computeOptions, type PlannerOption, roomyOptions } from '@sherehe/core/planner/compute-options';
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { create } from 'zustand';
import { parsePositiveWhole } from './parse-positive-whole.ts';
import type { LineValues, PlannerMessage, PlannerStep } from './planner-messages.ts';

export type SelectedOption = { messageId: number; capacity: number };

type PlannerData = {
  step: PlannerStep;
  guests: number | null;
  budget: number | null;
  catering: string | null;
  extras: string[];
  messages: PlannerMessage[];
  selected: SelectedOption | null;
  nextId: number;
};

/** What Show options reads from the plan's fields (empty strings when a field is empty). */
export type PlanFields = { guests: string; budget: string; catering: string };

type PlannerActions = {
  /** The welcome, picked at random from `greetingCount` greetings; only when the chat has no messages. */
  greet: (greetingCount: number) => void;
  /** Step 0's Set. */
  setGuests: (raw: string, replyCount: number) => void;
  /** Step 1's Set. */
  setBudget: (raw: string) => void;
  chooseCatering: (key: string) => void;
  toggleExtra: (key: string) => void;
  showOptions: (fields: PlanFields, catalogue: PlannerCatalogue) => void;
  select: (messageId: number, option: PlannerOption) => void;
  searchVenues: (city: VenueCity, category: VenueCategory) => void;
  /** Back to the extras and the plan's fields, to change them and show options again. */
  changePlan: () => void;
  markTyped: (id: number) => void;
  reset: (greetingCount: number) => void;
};

const initial: PlannerData = {
  step: 0,
  guests: null,
  budget: null,
  catering: null,
  extras: [],
  messages: [],
  selected: null,
  nextId: 1,
};

export const errorKeys = {
  guests: 'errors.guests',
  budget: 'errors.budget',
  noGuests: 'errors.noGuests',
  noBudget: 'errors.noBudget',
  noCatering: 'errors.noCatering',
  noOptions: 'errors.noOptions',
} as const;

/** An index in [0, count), by Math.random (tests pin it). */
export function pickIndex(count: number): number {
  return Math.min(count - 1, Math.floor(Math.random() * count));
}

type Draft = PlannerMessage extends infer M ? (M extends PlannerMessage ? Omit<M, 'id'> : never) : never;

export const usePlanner = create<PlannerData & PlannerActions>()((set, get) => {
  function append(...drafts: Draft[]): Pick<PlannerData, 'messages' | 'nextId'> {
    let { nextId } = get();
    const added = drafts.map((draft) => ({ ...draft, id: nextId++ }) as PlannerMessage);
    return { messages: [...get().messages, ...added], nextId };
  }
  const bot = (key: string, values?: LineValues): Draft => ({
    kind: 'line',
    from: 'bot',
    key,
    values,
    typed: false,
  });
  const person = (key: string, values?: LineValues): Draft => ({
    kind: 'line',
    from: 'user',
    key,
    values,
    typed: true,
  });
  const greeting = (count: number) => bot(`greetings.${pickIndex(count)}`);

  return {
    ...initial,

    greet(greetingCount) {
      if (get().messages.length > 0) return;
      set(append(greeting(greetingCount)));
    },

    setGuests(raw, replyCount) {
      const parsed = parsePositiveWhole(raw);
      if (parsed.kind !== 'number') {
        set({ guests: null, ...append(bot(errorKeys.guests)) });
        return;
      }
      const count = parsed.value;
      const reply =
        count === 1 ? bot('guestReplyOne') : bot(`guestReplies.${pickIndex(replyCount)}`, { count });
      set({ guests: count, step: 1, ...append(person('you.guests', { count }), reply) });
    },

    setBudget(raw) {
      const parsed = parsePositiveWhole(raw);
      if (parsed.kind !== 'number') {
        set({ budget: null, ...append(bot(errorKeys.budget)) });
        return;
      }
      const budget = parsed.value;
      set({ budget, step: 2, ...append(person('you.budget', { budget }), bot('askCatering', { budget })) });
    },

    chooseCatering(key) {
      set({
        catering: key,
        step: 3,
        ...append(person('you.catering', { style: key }), bot('askExtras', { style: key })),
      });
    },

    toggleExtra(key) {
      const { extras } = get();
      set({ extras: extras.includes(key) ? extras.filter((extra) => extra !== key) : [...extras, key] });
    },

    showOptions(fields, catalogue) {
      // The fields are the plan as it stands: an empty one is unset, a wrong one too (with its own message).
      const guests = parsePositiveWhole(fields.guests);
      const budget = parsePositiveWhole(fields.budget);
      const catering = catalogue.catering.some((style) => style.key === fields.catering)
        ? fields.catering
        : null;
      const plan = {
        guests: guests.kind === 'number' ? guests.value : null,
        budget: budget.kind === 'number' ? budget.value : null,
        catering,
      };
      const refuse = (key: string) => set({ ...plan, ...append(bot(key)) });
      if (guests.kind === 'empty') return refuse(errorKeys.noGuests);
      if (guests.kind === 'invalid') return refuse(errorKeys.guests);
      if (budget.kind === 'empty') return refuse(errorKeys.noBudget);
      if (budget.kind === 'invalid') return refuse(errorKeys.budget);
      if (catering === null || plan.guests === null || plan.budget === null)
        return refuse(errorKeys.noCatering);

      const choice = { guests: plan.guests, budget: plan.budget, catering, extras: get().extras };
      const options = computeOptions(choice, catalogue);
      if (options.length === 0) return refuse(errorKeys.noOptions);
      set({
        ...plan,
        step: 4,
        selected: null,
        ...append(person('you.showOptions'), {
          kind: 'options',
          from: 'bot',
          guests: plan.guests,
          budget: plan.budget,
          options,
          roomy: roomyOptions(choice, catalogue),
          typed: false,
        }),
      });
    },

    select(messageId, option) {
      const { selected } = get();
      if (selected?.messageId === messageId && selected.capacity === option.capacity) return;
      set({
        selected: { messageId, capacity: option.capacity },
        step: 6,
        ...append(
          person('you.select', { capacity: option.capacity }),
          // Never praise a venue that cannot hold the party: say so, and point at the ones that can.
          option.holdsGuests
            ? bot('selected', { capacity: option.capacity, total: option.total })
            : bot('selectedTooSmall', {
                capacity: option.capacity,
                total: option.total,
                count: get().guests ?? 0,
              }),
        ),
      });
    },

    searchVenues(city, category) {
      set(
        append(person('you.search', { city, category }), {
          kind: 'places',
          from: 'bot',
          city,
          category,
          guests: get().guests,
          typed: true,
        }),
      );
    },

    changePlan() {
      set({ step: 3 });
    },

    markTyped(id) {
      set({
        messages: get().messages.map((message) =>
          message.id === id && !message.typed ? { ...message, typed: true } : message,
        ),
      });
    },

    reset(greetingCount) {
      set({ ...initial, nextId: get().nextId });
      set(append(greeting(greetingCount)));
    },
  };
});

/** The messages shown so far: everything up to the first bot message still being typed, which is last. */
export function visibleMessages(messages: readonly PlannerMessage[]): PlannerMessage[] {
  const pending = messages.findIndex((message) => !message.typed);
  return pending === -1 ? [...messages] : messages.slice(0, pending + 1);
}

export function isBotBusy(messages: readonly PlannerMessage[]): boolean {
  return messages.some((message) => !message.typed);
}

/** For tests: a fresh conversation. */
export function resetPlannerStore() {
  usePlanner.setState(initial);
}
