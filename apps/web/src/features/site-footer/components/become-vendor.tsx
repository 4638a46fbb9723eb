// Become Vendor: a person leaves an e-mail or phone number; a dialog tells them whether the request arrived.

import { categories } from '@sherehe/core/categories';
import { BUSINESS_NAME_MAX_LENGTH } from '@sherehe/core/vendor-request-limits';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguage } from '../../../lib/format.ts';
import { useCreateVendorRequest } from '../api/use-create-vendor-request.ts';

const fieldClass =
  'mt-2 h-11 w-full min-w-0 rounded-lg border border-stone-600 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-500 focus:outline-2 focus:outline-teal-400';

export function BecomeVendor() {
  const { t, i18n } = useTranslation('footer');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const inputId = useId();
  const [contact, setContact] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [businessKind, setBusinessKind] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const requestButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const request = useCreateVendorRequest();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = contact.trim();
    if (value === '') {
      // The spec asks for the browser's own alert here, not an inline message.
      window.alert(t('becomeVendor.empty'));
      return;
    }
    setDialogOpen(true);
    request.mutate(
      { contact: value, businessName, businessKind, language },
      {
        onSuccess: () => {
          setContact('');
          setBusinessName('');
          setBusinessKind('');
        },
      },
    );
  }

  const { error } = request;
  // Why the server refused, when it did: a network failure needs no more than the spec's failure line.
  const reason = error instanceof ApiError && error.refusal ? errorText(error) : null;

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between lg:gap-10"
    >
      <div className="max-w-xl">
        <h2 id={`${inputId}-heading`} className="font-semibold text-lg text-white">
          {t('becomeVendor.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-300">{t('becomeVendor.text')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="w-full lg:max-w-md">
        <label htmlFor={inputId} className="block font-medium text-sm text-stone-200">
          {t('becomeVendor.label')}
        </label>
        {/* On a phone the field has the row to itself, so its placeholder shows whole. */}
        <input
          id={inputId}
          type="text"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          placeholder={t('becomeVendor.placeholder')}
          autoComplete="email"
          className={fieldClass}
        />
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${inputId}-name`} className="block font-medium text-sm text-stone-200">
              {t('becomeVendor.businessName')}
            </label>
            <input
              id={`${inputId}-name`}
              type="text"
              value={businessName}
              onChange={(event) => setBusinessName(event.target.value)}
              maxLength={BUSINESS_NAME_MAX_LENGTH}
              autoComplete="organization"
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${inputId}-kind`} className="block font-medium text-sm text-stone-200">
              {t('becomeVendor.businessKind')}
            </label>
            <select
              id={`${inputId}-kind`}
              value={businessKind}
              onChange={(event) => setBusinessKind(event.target.value)}
              className={fieldClass}
            >
              <option value="">{t('becomeVendor.businessKindNone')}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category[language]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          ref={requestButtonRef}
          type="submit"
          className="mt-3 h-11 w-full shrink-0 rounded-lg bg-teal-500 px-4 font-semibold text-stone-950 hover:bg-teal-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 sm:w-auto"
        >
          {t('becomeVendor.request')}
        </button>
      </form>

      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('becomeVendor.dialogTitle')}
        closeLabel={t('becomeVendor.closeIcon')}
        initialFocusRef={closeButtonRef}
        returnFocusRef={requestButtonRef}
        footer={
          <button
            ref={closeButtonRef}
            type="button"
            onClick={() => setDialogOpen(false)}
            className="h-11 rounded-lg border border-stone-300 px-5 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('becomeVendor.close')}
          </button>
        }
      >
        <div role="status" aria-live="polite" className="min-h-16">
          {request.isPending ? (
            <p className="flex items-center gap-3 text-stone-700">
              <Spinner size={28} />
              {t('becomeVendor.sending')}
            </p>
          ) : request.isSuccess ? (
            <p className="flex items-start gap-3 font-medium text-green-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t('becomeVendor.success')}
            </p>
          ) : request.isError ? (
            <div className="flex items-start gap-3 text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-medium">{t('becomeVendor.failure')}</p>
                {reason ? <p className="mt-1 text-sm text-stone-700">{reason}</p> : null}
              </div>
            </div>
          ) : null}
        </div>
      </Dialog>
    </section>
  );
}
