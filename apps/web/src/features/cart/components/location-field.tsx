// Where this line is wanted (the venue, say): sent when the field is left; clearing it removes the location.
import { CART_LOCATION_MAX } from '@sherehe/core/cart-limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { location: string | null; disabled: boolean; onChange: (location: string | undefined) => void };

export function LocationField({ location, disabled, onChange }: Props) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [draft, setDraft] = useState(location ?? '');
  useEffect(() => setDraft(location ?? ''), [location]);

  const commit = () => {
    const next = draft.trim();
    if (next !== (location ?? '')) onChange(next || undefined);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {t('line.location')}
      </label>
      <input
        id={id}
        className="h-11 rounded-lg border border-stone-300 px-3"
        placeholder={t('line.locationPlaceholder')}
        maxLength={CART_LOCATION_MAX}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
