// A password Field with a show/hide button, so people on phones can check what they typed.
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      // The input keeps its autocomplete hint and spelling stays off while the password shows as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-stone-600 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
