// The ledger's and the guest list's paging: "1–50 of 120" and Previous / Next, a page of `size` rows at `offset`.
import { formatDecimal } from '@sherehe/core/decimal-text';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';

type PageNavProps = {
  label: string;
  offset: number;
  size: number;
  /** Rows on this page, and how many match in all. */
  shown: number;
  matching: number;
  onOffset: (offset: number) => void;
};

const count = (value: number) => formatDecimal(value);

export function PageNav({ label, offset, size, shown, matching, onOffset }: PageNavProps) {
  const { t } = useTranslation('eventManage');
  const from = matching === 0 ? 0 : offset + 1;
  const to = Math.min(offset + shown, matching);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-stone-700 tabular">
        {t('ledger.range', { from: count(from), to: count(to), total: count(matching) })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - size))}
        >
          {t('ledger.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={offset + size >= matching}
          onClick={() => onOffset(offset + size)}
        >
          {t('ledger.next')}
        </Button>
      </div>
    </nav>
  );
}
