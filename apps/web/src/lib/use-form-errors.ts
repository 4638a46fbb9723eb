// The errors a form shows after the server answered: each field's beside it, the rest above the form; each field's
// cleared as it is edited. Kept as reasons, so the words follow the language on screen.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormProblems, formProblems, problemText } from './error-text.ts';

/** `fields`: the form's field names (a refusal naming another field is said above the form); omitted, any name. */
export function useFormErrors<Field extends string = string>(fields?: readonly Field[]) {
  useTranslation(); // words again when the language changes
  const [problems, setProblems] = useState<FormProblems<Field>>({ form: null, fields: {} });

  const show = useCallback(
    (error: unknown, form?: HTMLFormElement | null) => {
      const sorted = formProblems(error, fields);
      setProblems(sorted);
      // Move to the first field to fix; a message above the form is announced by its role="alert".
      const first = Object.keys(sorted.fields)[0];
      if (first) requestAnimationFrame(() => form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    },
    [fields],
  );

  const clearField = useCallback((field: Field) => {
    setProblems((current) => {
      if (!current.fields[field]) return current;
      const { [field]: _, ...rest } = current.fields;
      return { ...current, fields: rest as FormProblems<Field>['fields'] };
    });
  }, []);

  const clear = useCallback(() => setProblems({ form: null, fields: {} }), []);

  const fieldError = (field: Field): string | undefined => {
    const problem = problems.fields[field];
    return problem ? problemText(problem) : undefined;
  };

  const form = problems.form;
  return {
    form: form ? problemText(form) : null,
    /** The reason said above the form, for forms that offer a way out of it (ask for a new link, sign in). */
    formReason: form && 'reason' in form ? form.reason : null,
    fieldError,
    show,
    clearField,
    clear,
  };
}
