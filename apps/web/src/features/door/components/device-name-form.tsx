// The device's name ("Gate 2"): what another gate is told admitted a card. Kept on the device with its id.

import { DOOR_DEVICE_NAME_MAX } from '@sherehe/core/door-rules';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';

export function DeviceNameForm({ name, onSave }: { name: string; onSave: (name: string) => Promise<void> }) {
  const { t } = useTranslation('door');
  const [typed, setTyped] = useState(name);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    try {
      await onSave(typed.trim());
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-lg text-stone-900">
        <Smartphone aria-hidden="true" className="size-5 text-teal-700" />
        {name ? t('device.headingNamed', { name }) : t('device.heading')}
      </summary>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
        <Field
          label={t('device.name')}
          hint={t('device.nameHint')}
          value={typed}
          maxLength={DOOR_DEVICE_NAME_MAX}
          onChange={(event) => {
            setTyped(event.target.value);
            setState('idle');
          }}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={state === 'saving'} className="self-start">
          {t('device.save')}
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {state === 'saved' ? t('device.saved') : state === 'failed' ? t('device.failed') : null}
        </p>
      </form>
    </details>
  );
}
