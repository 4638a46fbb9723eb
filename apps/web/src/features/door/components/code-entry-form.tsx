// A card's code typed when its QR code will not scan (a cracked screen, a faded print): 8 characters, spaces, dashes
// and case forgiven. The field empties and keeps its focus for the next guest.
import { Keyboard } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';

export function CodeEntryForm({ onCode }: { onCode: (typed: string) => void }) {
  const { t } = useTranslation('door');
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) return setEmpty(true);
    setEmpty(false);
    onCode(typed);
    setTyped('');
    form.current?.querySelector('input')?.focus();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field
        label={t('scan.code')}
        hint={t('scan.codeHint')}
        error={empty ? t('scan.codeEmpty') : null}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={16}
      />
      <Button type="submit" variant="secondary" size="lg" className="w-full">
        <Keyboard aria-hidden="true" className="size-5" />
        {t('scan.check')}
      </Button>
    </form>
  );
}
