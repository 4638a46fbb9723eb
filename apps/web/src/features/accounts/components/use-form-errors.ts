// The errors a form shows after the server answered: set from a failed call, each field's cleared as it is edited.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthErrors, authErrors } from '../api/auth-errors.ts';
import { translateServerMessage } from '../api/server-messages.ts';

export function useFormErrors<Field extends string>(fields: readonly Field[]) {
  const { t, i18n } = useTranslation('accounts');
  const [errors, setErrors] = useState<AuthErrors<Field>>({ form: null, fields: {} });

  const show = useCallback(
    (error: unknown, form?: HTMLFormElement | null) => {
      const sorted = authErrors(error, fields);
      setErrors(sorted);
      // Move to the first field to fix; a message above the form is announced by its role="alert".
      const first = fields.find((field) => sorted.fields[field]);
      if (first) requestAnimationFrame(() => form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    },
    [fields],
  );

  const clearField = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current.fields[field]) return current;
      const { [field]: _, ...rest } = current.fields;
      return { ...current, fields: rest as AuthErrors<Field>['fields'] };
    });
  }, []);

  const clear = useCallback(() => setErrors({ form: null, fields: {} }), []);

  const fieldError = (field: Field): string | undefined => {
    const message = errors.fields[field];
    return message ? translateServerMessage(message, t, i18n.resolvedLanguage ?? i18n.language) : undefined;
  };

  return { form: errors.form, fieldError, show, clearField, clear };
}
