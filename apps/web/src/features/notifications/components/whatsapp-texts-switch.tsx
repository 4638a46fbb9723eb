// Texts by WhatsApp instead of SMS, where Sherehe offers it: the person's own choice (WhatsApp asks for their opt-in).
// Nothing shows where it is not offered; a refusal is worded from its reason, in the person's language.
import { formatPhone } from '@sherehe/core/phone';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useChooseWhatsAppTexts, useWhatsAppTexts } from '../api/use-whatsapp-texts.ts';
import { SettingSwitch } from './setting-switch.tsx';

export function WhatsAppTextsSwitch() {
  const { t } = useTranslation('notifications');
  const texts = useWhatsAppTexts();
  const choose = useChooseWhatsAppTexts();
  if (!texts.data?.offered) return null;
  const { phone, on, stopped } = texts.data;
  return (
    <div className="mt-1 border-stone-200 border-t">
      <ul>
        <SettingSwitch
          label={t('settings.whatsapp.label')}
          hint={
            phone
              ? t('settings.whatsapp.hint', { phone: formatPhone(phone) })
              : t('settings.whatsapp.noPhone')
          }
          on={on}
          onChange={(next) => choose.mutate(next)}
        />
      </ul>
      {stopped ? <p className="text-sm text-amber-800">{t('settings.whatsapp.stopped')}</p> : null}
      {choose.isError ? <FormAlert className="my-2" message={errorText(choose.error)} /> : null}
    </div>
  );
}
