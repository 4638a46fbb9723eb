// The six cities as <option>s, after one for "none chosen" (all cities in the search, a prompt in the picker).
import { finderCities } from '@sherehe/core/medi-finder/finder-cities';

export function CityOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {finderCities.map((entry) => (
        <option key={entry.key} value={entry.key}>
          {entry.name}
        </option>
      ))}
    </>
  );
}
