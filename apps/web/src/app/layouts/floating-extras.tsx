// What every layout ends with: the footer, the support launcher (bottom-right) and back-to-top (bottom-left).
import { Suspense } from 'react';
import { BackToTop } from '../../components/back-to-top.tsx';
import { SiteFooter } from '../../features/site-footer/components/site-footer.tsx';
import { SupportChat } from '../../features/support-chat/components/support-chat.tsx';

export function LayoutFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}

export function FloatingButtons() {
  return (
    <>
      <BackToTop />
      <Suspense fallback={null}>
        <SupportChat />
      </Suspense>
    </>
  );
}
