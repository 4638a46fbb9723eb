// The frame of the sign-in and register pages: one narrow card, its heading and the tab title.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title.ts';

type AuthCardProps = { title: string; intro: string; children: ReactNode; footer: ReactNode };

export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl text-stone-900">{title}</h1>
        <p className="mt-2 text-base text-stone-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
      <div className="mt-6 text-center text-base text-stone-700">{footer}</div>
    </section>
  );
}
