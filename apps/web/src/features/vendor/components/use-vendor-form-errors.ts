// A vendor form's errors after the server answered: each field's message beside it (translated), the rest on top.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, translateVendorMessage, vendorErrorMessage } from '../api/vendor-errors.ts';

export function useVendorFormErrors() {
  const { t, i18n } = useTranslation('vendor');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);

  return {
    form,
    field: (name: string) => (fields[name] ? translateVendorMessage(fields[name], t, language) : null),
    show(error: unknown, formElement?: HTMLFormElement | null) {
      const byField = fieldErrors(error);
      setFields(byField);
      const first = Object.keys(byField)[0];
      setForm(first ? null : vendorErrorMessage(error, t, language));
      if (first)
        requestAnimationFrame(() => formElement?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    },
    clearField(name: string) {
      setFields(({ [name]: _, ...rest }) => rest);
    },
    clear() {
      setFields({});
      setForm(null);
    },
  };
}
