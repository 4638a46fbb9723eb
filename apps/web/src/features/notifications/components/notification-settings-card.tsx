// The Account page's notification settings: a switch per topic (news is off until turned on), texts by WhatsApp where
// it is offered, and whether this browser shows them, with a way to allow it when it has not been asked yet.
import type { NotificationSettings } from '@sherehe/core/api/notifications';
import { type NotificationTopic, notificationTopics } from '@sherehe/core/notification-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useChangeNotificationSettings, useNotificationSettings } from '../api/use-notification-settings.ts';
import { SettingSwitch } from './setting-switch.tsx';
import { WhatsAppTextsSwitch } from './whatsapp-texts-switch.tsx';

export function NotificationSettingsCard() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();

  let body: React.ReactNode;
  if (settings.isPending) body = <ListSkeleton rows={2} />;
  else if (settings.isError) {
    body = (
      <FormAlert message={t('settings.loadFailed')}>
        <Button variant="secondary" className="mt-3" onClick={() => void settings.refetch()}>
          {t('inbox.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    body = (
      <ul className="divide-y divide-stone-200">
        {notificationTopics.map((topic) => (
          <TopicSwitch
            key={topic}
            topic={topic}
            settings={settings.data}
            onChange={(enabled) => change.mutate({ [topic]: enabled })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="notification-settings-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="notification-settings-heading" className="font-semibold text-stone-900 text-xl">
        {t('settings.heading')}
      </h2>
      <p className="mt-1 mb-2 text-base text-stone-600">{t('settings.intro')}</p>
      {change.isError ? <FormAlert className="my-3" message={t('settings.saveFailed')} /> : null}
      {body}
      <WhatsAppTextsSwitch />
      <BrowserPermission />
    </section>
  );
}

function TopicSwitch({
  topic,
  settings,
  onChange,
}: {
  topic: NotificationTopic;
  settings: NotificationSettings;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <SettingSwitch
      label={t(`settings.topics.${topic}.label`)}
      hint={t(`settings.topics.${topic}.hint`)}
      on={settings[topic]}
      onChange={onChange}
    />
  );
}

type BrowserState = 'unsupported' | NotificationPermission;

const browserState = (): BrowserState =>
  typeof window.Notification === 'undefined' ? 'unsupported' : window.Notification.permission;

/** What this browser does with notifications; when it has not been asked yet, a button that asks. */
function BrowserPermission() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<BrowserState>(browserState);
  const [asking, setAsking] = useState(false);

  async function allow() {
    if (asking) return;
    setAsking(true);
    try {
      const answer = await window.Notification.requestPermission();
      if (answer === 'granted') {
        const { subscribeThisBrowser } = await import('../../../lib/push/push-setup.ts');
        await subscribeThisBrowser();
      }
    } catch (error) {
      console.error('Notification permission could not be asked', error);
    } finally {
      setAsking(false);
      setState(browserState());
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      <p className="min-w-0 flex-1" role="status">
        {t(`settings.browser.${state}`)}
      </p>
      {state === 'default' ? (
        <Button variant="secondary" size="sm" loading={asking} onClick={() => void allow()}>
          {asking ? t('settings.browser.allowing') : t('settings.browser.allow')}
        </Button>
      ) : null}
    </div>
  );
}
