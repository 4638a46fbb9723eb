// Import contributors from a CSV file (a spreadsheet saved as CSV): the columns it needs, a sample to start from,
// and afterwards how many were added or updated and each refused line with why.
import type { ImportResult } from '@sherehe/core/api/pledges';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { IMPORT_BYTES_MAX, IMPORT_ROWS_MAX } from '@sherehe/core/event-rules';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useImportContributors } from '../api/use-add-contributor.ts';
import { FormDialog } from './form-dialog.tsx';
import { ImportFileField, ImportSummary } from './import-parts.tsx';

export const IMPORT_COLUMNS = ['Name', 'Phone', 'Pledged', 'Email', 'Due date'] as const;

const SAMPLE_CSV = [
  IMPORT_COLUMNS.join(','),
  'Amina Juma,0754 123 456,50000,amina@example.com,2026-12-01',
  'Baraka Mollel,+255 687 000 111,100000,,',
  '',
].join('\r\n');

/** Made here, not downloaded: a data address the browser saves as a file. */
export const sampleCsvHref = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

export function LedgerImportDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation('eventManage');
  const upload = useImportContributors(eventId);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    setProblem(null);
    if (!file) return setProblem(t('import.chooseFile'));
    if (file.size > IMPORT_BYTES_MAX) return setProblem(t('import.fileTooLarge'));
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      return setProblem(t('import.unreadable'));
    }
    upload.mutate(csv, {
      onSuccess: (answer) => {
        setResult(answer);
        toast.success(t('import.done', { added: answer.added, updated: answer.updated }));
      },
    });
  }

  return (
    <FormDialog
      title={t('import.title')}
      formId={`${id}-form`}
      submitLabel={t('import.submit')}
      pending={upload.isPending}
      onClose={onClose}
      finished={result ? { label: t('import.finish') } : null}
    >
      {result ? (
        <ImportSummary
          result={result}
          added={t('import.added', { count: result.added })}
          updated={t('import.updated', { count: result.updated })}
        />
      ) : (
        <form
          id={`${id}-form`}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-stone-700">
            {t('import.intro', { max: formatDecimal(IMPORT_ROWS_MAX) })}
          </p>
          <div className="rounded-lg bg-stone-50 p-3 text-sm">
            <p className="font-medium text-stone-900">{t('import.columns')}</p>
            <p className="mt-1 font-mono text-stone-800">{IMPORT_COLUMNS.join(', ')}</p>
            <p className="mt-1 text-stone-600">{t('import.columnsHint')}</p>
          </div>
          <a
            href={sampleCsvHref}
            download="michango-sample.csv"
            className={buttonClasses({ variant: 'link', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('import.sample')}
          </a>
          <ImportFileField
            id={`${id}-file`}
            label={t('import.file')}
            accept=".csv,text/csv"
            onFile={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
          />
          <FormAlert message={problem ?? (upload.isError ? errorText(upload.error) : null)} />
        </form>
      )}
    </FormDialog>
  );
}
