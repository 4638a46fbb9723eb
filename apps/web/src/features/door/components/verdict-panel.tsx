// The answer to the last scan, big enough to read at arm's length: colour, icon and words together (never colour
// alone), announced to screen readers as it changes.
import { Ban, CircleCheckBig, History, ScanLine, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-date.ts';
import type { DoorAnswer } from '../door-verdict.ts';
import type { ShownAnswer } from '../use-door-scan.ts';
import { spacedCode, useDoorWords } from '../use-door-words.ts';

const looks = {
  admitted: { box: 'bg-green-700 text-white', Icon: CircleCheckBig },
  already_admitted: { box: 'bg-amber-400 text-stone-950', Icon: History },
  revoked: { box: 'bg-red-700 text-white', Icon: Ban },
  not_for_event: { box: 'bg-red-700 text-white', Icon: ShieldX },
} as const;

export function VerdictPanel({
  shown,
  deviceId,
}: {
  shown: ShownAnswer | null;
  deviceId: string | undefined;
}) {
  return (
    <div aria-live="assertive" aria-atomic="true" data-testid="verdict">
      {/* Keyed by the count: a new answer is a new element, announced even when its words are the last one's. */}
      {shown ? <Verdict key={shown.count} answer={shown.answer} deviceId={deviceId} /> : <Ready />}
    </div>
  );
}

function Ready() {
  const { t } = useTranslation('door');
  return (
    <div className="flex items-center gap-4 rounded-xl border-2 border-stone-300 border-dashed bg-white p-5 text-stone-700">
      <ScanLine aria-hidden="true" className="size-10 shrink-0 text-teal-700" />
      <div>
        <p className="font-semibold text-stone-900 text-xl">{t('verdict.ready')}</p>
        <p className="text-base">{t('verdict.readyHint')}</p>
      </div>
    </div>
  );
}

function Verdict({ answer, deviceId }: { answer: DoorAnswer; deviceId: string | undefined }) {
  const { t } = useTranslation('door');
  const words = useDoorWords(deviceId);
  const { box, Icon } = looks[answer.verdict];
  const seats = answer.seats === null ? null : t('seats', { count: answer.seats });
  let details: ReactNode = null;
  if (answer.verdict === 'not_for_event') {
    details = (
      <p className="text-lg">
        {answer.how === 'typed' && answer.code
          ? t('verdict.notForEventTyped', { code: spacedCode(answer.code) })
          : t('verdict.notForEventHint')}
      </p>
    );
  } else if (answer.code) {
    details = (
      <>
        <p className="font-bold text-2xl">
          {answer.name ?? t('card', { code: spacedCode(answer.code) })}
          {answer.name === null && seats ? `, ${seats}` : null}
        </p>
        {answer.name !== null ? (
          <p className="font-semibold text-xl">{[seats, answer.typeName].filter(Boolean).join(' · ')}</p>
        ) : null}
        {answer.verdict === 'already_admitted' && answer.admission ? (
          <p className="text-lg">
            {t('verdict.admittedBefore', {
              time: formatTime(answer.admission.at),
              device: words.device(answer.admission),
            })}
          </p>
        ) : null}
        {answer.verdict === 'revoked' ? <p className="text-lg">{t('verdict.revokedHint')}</p> : null}
      </>
    );
  }
  return (
    <div className={`flex items-start gap-4 rounded-xl p-5 shadow-md ${box}`}>
      <Icon aria-hidden="true" className="size-14 shrink-0" strokeWidth={2.25} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-extrabold text-3xl uppercase tracking-wide">{t(`verdict.${answer.verdict}`)}</p>
        {details}
      </div>
    </div>
  );
}
