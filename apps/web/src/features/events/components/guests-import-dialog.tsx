// Import guests from a CSV file or an Excel workbook: the columns it reads, a sample to start from, and afterwards
// how many were added or updated and each refused line with why, in the reader's language.
import type { ImportResult } from '@sherehe/core/api/pledges';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { IMPORT_BYTES_MAX } from '@sherehe/core/event-rules';
import { GUEST_IMPORT_ROWS_MAX, GUEST_SEATS_MAX } from '@sherehe/core/guest-rules';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { CSV_TYPE, XLSX_TYPE } from '../../../lib/send-file-body.ts';
import { toast } from '../../../lib/toast.ts';
import { useImportGuests } from '../api/use-guest-changes.ts';
import { FormDialog } from './form-dialog.tsx';
import { ImportFileField, ImportSummary } from './import-parts.tsx';

export const GUEST_IMPORT_COLUMNS = ['Name', 'Phone', 'Email', 'Group', 'Side', 'Seats', 'Notes'] as const;

const SAMPLE_CSV = [
  GUEST_IMPORT_COLUMNS.join(','),
  'Amina Juma,0754 123 456,amina@example.com,Familia ya Juma,bride,2,',
  'Baraka Mollel,+255 687 000 111,,Kazini,groom,1,Anakuja na gari',
  'Mzee Saidi,,,,either,4,',
  '',
].join('\r\n');

/** Made here, not downloaded: a data address the browser saves as a file. */
export const guestsSampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

export function GuestsImportDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation('eventManage');
  const upload = useImportGuests(eventId);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    setProblem(null);
    if (!file) return setProblem(t('guests.importDialog.chooseFile'));
    if (file.size > IMPORT_BYTES_MAX) return setProblem(t('import.fileTooLarge'));
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        toast.success(t('import.done', { added: answer.added, updated: answer.updated }));
      },
    });
  }

  return (
    <FormDialog
      title={t('guests.importDialog.title')}
      formId={`${id}-form`}
      submitLabel={t('import.submit')}
      pending={upload.isPending}
      onClose={onClose}
      finished={result ? { label: t('import.finish') } : null}
    >
      {result ? (
        <ImportSummary
          result={result}
          added={t('guests.importDialog.added', { count: result.added })}
          updated={t('guests.importDialog.updated', { count: result.updated })}
        />
      ) : (
        <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">
            {t('guests.importDialog.intro', { max: formatDecimal(GUEST_IMPORT_ROWS_MAX) })}
          </p>
          <div className="rounded-lg bg-stone-50 p-3 text-sm">
            <p className="font-medium text-stone-900">{t('import.columns')}</p>
            <p className="mt-1 font-mono text-stone-800">{GUEST_IMPORT_COLUMNS.join(', ')}</p>
            <p className="mt-1 text-stone-600">
              {t('guests.importDialog.columnsHint', { max: GUEST_SEATS_MAX })}
            </p>
          </div>
          <a
            href={guestsSampleHref}
            download="wageni-sample.csv"
            className={buttonClasses({ variant: 'link', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('import.sample')}
          </a>
          <ImportFileField
            id={`${id}-file`}
            label={t('guests.importDialog.file')}
            accept={`.csv,.xlsx,${CSV_TYPE},${XLSX_TYPE}`}
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
