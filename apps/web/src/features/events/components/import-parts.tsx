// What the ledger's and the guest list's imports share: the file field, and the summary afterwards (how many were
// added or updated, and each refused line with its reason in the reader's language).
import type { ImportResult } from '@sherehe/core/api/pledges';
import type { Reason } from '@sherehe/core/reasons';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../../lib/error-text.ts';

type ImportFileFieldProps = {
  id: string;
  label: string;
  accept: string;
  onFile: (file: File | null) => void;
};

export function ImportFileField({ id, label, accept, onFile }: ImportFileFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept={accept}
        onChange={(change) => onFile(change.target.files?.[0] ?? null)}
        className="mt-1.5 block min-h-11 w-full text-base text-stone-800 file:mr-3 file:min-h-11 file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800"
      />
    </div>
  );
}

/** `added` and `updated` are the sentences for the counts, in the import's own words. */
export function ImportSummary({
  result,
  added,
  updated,
}: {
  result: ImportResult;
  added: string;
  updated: string;
}) {
  const { t } = useTranslation('eventManage');
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="text-stone-800">{added}</p>
      <p className="text-stone-800">{updated}</p>
      {result.rejected.length > 0 ? (
        <section aria-labelledby="import-rejected-heading">
          <h3 id="import-rejected-heading" className="font-semibold text-red-800">
            {t('import.rejected', { count: result.rejected.length })}
          </h3>
          <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto text-sm">
            {result.rejected.map((line) => (
              <li key={line.line} className="rounded bg-red-50 px-2 py-1 text-red-900">
                {t('import.line', {
                  line: line.line,
                  reason: problemText({
                    reason: line.reason as Reason,
                    ...(line.params ? { params: line.params } : {}),
                  }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
