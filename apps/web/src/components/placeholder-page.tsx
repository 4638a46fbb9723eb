// A headed page for areas whose real screens come in later issues, so every route of the spec leads somewhere.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title.ts';

type PlaceholderPageProps = { title: string; body: string; children?: ReactNode };

export function PlaceholderPage({ title, body, children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900 text-sm">
        {t('comingSoon')}
      </p>
      <h1 className="mt-4 font-bold text-2xl text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-prose text-base text-stone-600">{body}</p>
      {children}
    </section>
  );
}
