// The fields several account forms share, with their labels, hints and autocomplete hints in one place.
import { PASSWORD_MIN } from '@sherehe/core/password-rules';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { PasswordField } from './password-field.tsx';

type FieldProps = { value: string; onValue: (value: string) => void; error: string | undefined };

/** E-mail address or phone number: no capitals or spelling fixes, and the browser may fill the saved one. */
export function IdentifierField({ value, onValue, error, hint = true }: FieldProps & { hint?: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <Field
      name="identifier"
      label={t('fields.identifier')}
      hint={hint ? t('fields.identifierHint') : undefined}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

/** A password being chosen: the contract's minimum as the hint, and the browser may suggest a strong one. */
export function NewPasswordField({
  name,
  label,
  value,
  onValue,
  error,
}: FieldProps & { name: string; label: string }) {
  const { t } = useTranslation('accounts');
  return (
    <PasswordField
      name={name}
      label={label}
      hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

/**
 * A code from an authenticator app (6 digits: a number pad on phones, and the browser may fill a code it was sent),
 * or, with `recovery`, one of the recovery codes (letters and digits).
 */
export function CodeField({
  value,
  onValue,
  error,
  label,
  hint,
  recovery = false,
}: FieldProps & { label: string; hint?: string; recovery?: boolean }) {
  return (
    <Field
      name="code"
      label={label}
      hint={hint}
      type="text"
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      pattern={recovery ? undefined : '[0-9]*'}
      autoCapitalize={recovery ? 'characters' : 'none'}
      spellCheck={false}
      maxLength={recovery ? 16 : 6}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}
