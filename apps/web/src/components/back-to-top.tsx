// The spec's back-to-top button: appears once the page is scrolled past 300 px; bottom-left, clear of the launchers.
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloatingAside } from '../lib/floating-room.ts';

export const BACK_TO_TOP_THRESHOLD = 300;

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const aside = useFloatingAside({ whileScrollingDown: false });

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible || aside) return null;

  function scrollUp() {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      data-floating=""
      onClick={scrollUp}
      className="fixed bottom-4 left-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
