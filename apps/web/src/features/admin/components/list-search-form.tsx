// An admin list's search: what is typed reaches the address (?q=) after a short pause, so reload and Back keep it.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/field.tsx';

export const SEARCH_DELAY_MS = 300;
// The server refuses longer searches; the field stops there instead.
const SEARCH_MAX_LENGTH = 100;

/** The search in the address, trimmed; '' for none. */
export function useListSearch(): string {
  const [params] = useSearchParams();
  return params.get('q')?.trim() ?? '';
}

/** The accounts search by default; another list (vendors, listings, reviews) gives its own label and hint. */
export function ListSearchForm({ label, hint }: { label?: string; hint?: string } = {}) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(search);
  // What this form last wrote to the address: only a different value (Back, a link) replaces what is typed,
  // so the trailing space of "Amina " survives its own round trip.
  const written = useRef(search);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  function commit(value: string) {
    const next = value.trim();
    if (next === written.current) return;
    written.current = next;
    // Replaced, not pushed: Back leaves the search rather than stepping through every pause in typing.
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: commit is rebuilt every render; the text is what matters
  useEffect(() => {
    const timer = window.setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commit(text); // Enter searches at once
  }

  return (
    <search className="block max-w-md">
      <form onSubmit={onSubmit}>
        <Field
          label={label ?? t('users.search')}
          hint={hint ?? t('users.searchHint')}
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
