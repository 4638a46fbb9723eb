// The name and the language of the account, changed at once. The language is the one its texts and e-mails are
// written in; choosing it here also switches the app to it, as the language switch does.
import type { Language } from '@sherehe/core/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field, selectClass } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { changeLanguage, currentLanguage, i18next, languages } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useUpdateProfile } from '../api/use-account-details.ts';
import { useFormSubmit } from './use-form-submit.ts';

const fields = ['name', 'language'] as const;

type ProfileFormProps = { name: string; language: Language | null; onDone: () => void };

export function ProfileForm({ name: savedName, language: savedLanguage, onDone }: ProfileFormProps) {
  const { t } = useTranslation('accounts');
  const languageId = useId();
  const [name, setName] = useState(savedName);
  // An account that never chose one starts from the language on screen.
  const [language, setLanguage] = useState<Language>(savedLanguage ?? currentLanguage());
  const update = useUpdateProfile();
  const errors = useFormErrors(fields);
  const submit = useFormSubmit(update, errors, (user) => {
    onDone();
    if (!user.language || user.language === currentLanguage()) {
      toast.success(t('profile.saved'));
      return;
    }
    // Said in the language just chosen, once the app speaks it.
    void changeLanguage(user.language).then(() => toast.success(i18next.t('accounts:profile.saved')));
  });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  return (
    <div className="mt-4 max-w-md">
      <FormAlert className="mb-5" message={errors.form} />
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => submit(event, { name, language })}
      >
        <Field
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            errors.clearField('name');
          }}
          error={errors.fieldError('name')}
        />
        <div>
          <label htmlFor={languageId} className="block font-medium text-sm text-stone-800">
            {t('profile.language')}
          </label>
          <select
            id={languageId}
            name="language"
            aria-describedby={`${languageId}-hint`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className={`${selectClass} mt-1.5`}
          >
            {languages.map((option) => (
              <option key={option} value={option} lang={option}>
                {t(`common:language.${option}`)}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="mt-1.5 text-sm text-stone-600">
            {t('profile.languageHint')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
