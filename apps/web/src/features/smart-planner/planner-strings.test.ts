// The planner's words: the spec's English messages word for word, and a hundred greetings and replies in each language.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/planner.json';
import sw from '../../locales/sw/planner.json';

describe('the planner’s strings', () => {
  it('keeps the spec’s messages', () => {
    expect(en.errors).toEqual({
      guests: 'Please enter a valid guest count.',
      budget: 'Enter a valid budget.',
      noGuests: 'Provide guest count first.',
      noBudget: 'Provide budget first.',
      noCatering: 'Choose catering style.',
      noOptions: 'No options computed. Change budget or guests.',
    });
    expect(en.venues.loading).toBe('Loading places…');
    expect(en.venues.capped).toBe('Showing first 20 results (refine filter for more).');
    expect(en.venues.none).toBe('No results found for your search.');
    expect(en.venues.failed).toBe('Failed to fetch places');
    expect([en.venues.unnamed, en.venues.noType]).toEqual(['Unnamed', 'N/A']);
    expect(en.venues.categories).toEqual({ hotels: 'Hotels', halls: 'Halls', wedding: 'Wedding Venues' });
    expect([en.option.within, en.option.over, en.option.select]).toEqual([
      'Within budget',
      'Over budget',
      'Select',
    ]);
    expect([en.reset, en.close, en.form.set, en.form.showOptions, en.venues.search]).toEqual([
      'Reset',
      'Close',
      'Set',
      'Show options',
      'Search',
    ]);
  });

  it.each([
    ['en', en],
    ['sw', sw],
  ])('has about a hundred different greetings and guest-count replies in %s', (_, strings) => {
    for (const list of [strings.greetings, strings.guestReplies]) {
      expect(list.length).toBe(100);
      expect(new Set(list).size).toBe(100);
    }
    for (const reply of strings.guestReplies) expect(reply).toContain('{{count}}');
    for (const greeting of strings.greetings) expect(greeting).not.toContain('{{');
  });
});
