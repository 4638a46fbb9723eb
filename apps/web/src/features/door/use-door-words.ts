// Words the door's pieces share: a card's code as printed (`K7P2 QXAB`), a guest by name or by card, and which device
// admitted a card.
import type { DoorAdmission } from '@sherehe/core/api/door';
import { useTranslation } from 'react-i18next';

/** `K7P2QXAB` as `K7P2 QXAB`, as the guest's card prints it. */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

export function useDoorWords(deviceId: string | undefined) {
  const { t } = useTranslation('door');
  return {
    /** "Gate 1", "this device", or "another device" for one that gave no name. */
    device: (admission: DoorAdmission) =>
      admission.deviceId === deviceId ? t('device.this') : admission.deviceName.trim() || t('device.another'),
    /** The guest's name, or the card when the kept list does not know it. */
    guest: (name: string | null, code: string) => name ?? t('card', { code: spacedCode(code) }),
  };
}
