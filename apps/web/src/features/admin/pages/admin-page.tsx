// The admin dashboard at /event-planners/admin: only an administrator sees it; anyone else is told why, not shown it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSession } from '../../../lib/session-store.ts';
import { AdminAccessNotice } from '../components/admin-access-notice.tsx';
import { AdminSectionNav } from '../components/admin-section-nav.tsx';
import { sectionFor } from '../components/admin-sections.tsx';

export function AdminPage() {
  const { t } = useTranslation('admin');
  const role = useSession((state) => state.user?.userRole ?? null);
  useDocumentTitle(t('title'));

  // The stored role only decides what to draw; the server refuses non-admins whatever the browser claims.
  if (role !== 'admin') {
    return (
      <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
        <h1 className="mb-5 font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
        <AdminAccessNotice problem={role === null ? 'signed-out' : 'not-admin'} />
      </section>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const section = sectionFor(params.get('section'));
  const Panel = section.Panel;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-base text-stone-600">{t('intro')}</p>
      <div className="mt-5 flex flex-col gap-5 lg:mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <AdminSectionNav current={section} />
        <div className="min-w-0">
          {/* Keyed: a section's own state (a dialog, a half-typed search) does not leak into the next one. */}
          <Panel key={section.id} />
        </div>
      </div>
    </section>
  );
}
