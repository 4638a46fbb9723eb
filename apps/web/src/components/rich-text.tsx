// A news post's body: HTML the server rendered from Markdown and sanitised when the post was saved (a short list of
// tags, safe links, nothing that runs), inserted as it is. Shown on the post's page and in the admins' preview, so
// both look the same. A link to one of our own pages moves within the app rather than loading it again.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

const prose = [
  'text-base text-stone-800 leading-relaxed break-words',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-8 [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h2]:text-xl',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_h3]:text-stone-900',
  '[&_h4]:mt-5 [&_h4]:font-semibold [&_h4]:text-stone-900',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1.5',
  '[&_blockquote]:border-amber-500 [&_blockquote]:border-l-4 [&_blockquote]:bg-amber-50 [&_blockquote]:px-4 [&_blockquote]:py-2',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-stone-200',
].join(' ');

type RichTextProps = {
  /** Sanitised by the server; never HTML typed on this page. */
  html: string;
  /** The language of the words when it is not the page's own (a post shown in the other language). */
  lang?: string | undefined;
  /** A preview's links go nowhere: following one would leave the editor and its unsaved words. */
  inertLinks?: boolean;
  className?: string;
};

export function RichText({ html, lang, inertLinks = false, className = '' }: RichTextProps) {
  const navigate = useNavigate();
  function followInside(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (link && inertLinks) return event.preventDefault();
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the controls; this only routes their clicks (Enter on a link is a click too)
    <div
      lang={lang}
      onClick={followInside}
      className={`${prose} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (features/news/render-markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
