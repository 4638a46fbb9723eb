// What the server settled differently from what this phone showed, newest first: most often a card another gate
// admitted first while this one was offline. The officer may need to find that guest again.
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-date.ts';
import type { SettledNotice } from '../settle-scans.ts';
import { useDoorWords } from '../use-door-words.ts';

export function SettledNotices({
  notices,
  deviceId,
}: {
  notices: SettledNotice[];
  deviceId: string | undefined;
}) {
  const { t } = useTranslation('door');
  const words = useDoorWords(deviceId);
  return (
    // The live region is there from the start, so what a sync adds to it is read out.
    <div aria-live="polite">
      {notices.length > 0 ? (
        <section
          aria-labelledby="door-settled"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="door-settled" className="flex items-center gap-2 font-semibold text-amber-950 text-lg">
            <TriangleAlert aria-hidden="true" className="size-5" />
            {t('settled.heading')}
          </h2>
          <p className="mt-1 text-amber-900 text-sm">{t('settled.hint')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {notices.map((notice) => (
              <li key={notice.key} className="rounded-lg bg-white p-3 text-base text-stone-900">
                {t(`settled.${notice.verdict}`, {
                  name: words.guest(notice.name, notice.code),
                  time: notice.admission ? formatTime(notice.admission.at) : '',
                  device: notice.admission ? words.device(notice.admission) : '',
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
