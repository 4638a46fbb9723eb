// Typing an event's code from an invitation (K7P2QX): spaces, dashes and case forgiven, checked before it is looked up.
import { EVENT_CODE_LENGTH, EVENT_CODE_PATTERN, normalizeEventCode } from '@sherehe/core/event-rules';
import { type FormEvent, useState } from 'react';
import { problemText } from '../lib/error-text.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';

type EventCodeFormProps = {
  label: string;
  hint: string;
  submitLabel: string;
  initial?: string;
  onCode: (code: string) => void;
};

export function EventCodeForm({ label, hint, submitLabel, initial = '', onCode }: EventCodeFormProps) {
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizeEventCode(typed);
    if (!EVENT_CODE_PATTERN.test(code)) {
      setProblem(problemText({ reason: 'event.code_invalid' }));
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    onCode(code);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label={label}
        hint={hint}
        name="code"
        value={typed}
        error={problem}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="K7P2QX"
        maxLength={EVENT_CODE_LENGTH + 4}
        className="flex-1 [&_input]:font-mono [&_input]:uppercase [&_input]:tracking-widest"
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
      />
      <Button type="submit" size="lg" className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
