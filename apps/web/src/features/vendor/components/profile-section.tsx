// The shop profile: business name, city, phones, description and logo. Saving the first time opens the shop.
import type { VendorProfile } from '@sherehe/core/api/vendor-area';
import { marketplaceCities } from '@sherehe/core/categories';
import { PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { photoUrl } from '@sherehe/core/media';
import { formatPhone } from '@sherehe/core/phone';
import { ImageUp, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { TextAreaField } from '../../../components/form-controls.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSaveProfile, useUploadLogo } from '../api/use-vendor-profile.ts';

export function ProfileSection({ profile }: { profile: VendorProfile | null }) {
  const { t } = useTranslation('vendor');
  return (
    <section
      aria-labelledby="vendor-profile"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="vendor-profile" className="font-semibold text-lg text-stone-900">
        {t('profile.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{profile ? t('profile.intro') : t('profile.introNew')}</p>
      {profile?.status === 'suspended' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
        >
          {t('profile.suspended')}
          {profile.suspendedReason
            ? ` ${t('profile.suspendedReason', { reason: profile.suspendedReason })}`
            : ''}
        </p>
      ) : null}
      {profile ? <LogoPicker profile={profile} /> : null}
      {/* Keyed: a saved profile from the server refills the form. */}
      <ProfileForm key={profile?.id ?? 'new'} profile={profile} />
    </section>
  );
}

function ProfileForm({ profile }: { profile: VendorProfile | null }) {
  const { t } = useTranslation('vendor');
  const save = useSaveProfile();
  const errors = useFormErrors();
  const [values, setValues] = useState({
    businessName: profile?.businessName ?? '',
    city: profile?.city ?? '',
    phone: profile?.phone ? formatPhone(profile.phone) : '',
    whatsapp: profile?.whatsapp ? formatPhone(profile.whatsapp) : '',
    description: profile?.description ?? '',
  });
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors.fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      errors.clearField(name);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    save.mutate(values, {
      onSuccess: () => toast.success(t('profile.saved')),
      onError: (error) => errors.show(error, form),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <Field
        label={t('profile.businessName')}
        autoComplete="organization"
        required
        {...bind('businessName')}
      />
      <Field label={t('profile.city')} list="vendor-cities" required {...bind('city')} />
      <datalist id="vendor-cities">
        {marketplaceCities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <Field
        label={t('profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('profile.phoneHint')}
        {...bind('phone')}
      />
      <Field
        label={t('profile.whatsapp')}
        type="tel"
        inputMode="tel"
        hint={t('profile.phoneHint')}
        {...bind('whatsapp')}
      />
      <TextAreaField
        label={t('profile.description')}
        className="sm:col-span-2"
        maxLength={2000}
        {...bind('description')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : profile ? t('profile.save') : t('profile.create')}
        </Button>
      </div>
    </form>
  );
}

function LogoPicker({ profile }: { profile: VendorProfile }) {
  const { t } = useTranslation('vendor');
  const upload = useUploadLogo();
  return (
    <div className="mt-5 flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-teal-50">
        {profile.logoKey ? (
          <img
            src={photoUrl(profile.logoKey, 320)}
            alt={t('profile.logoAlt')}
            width={80}
            height={80}
            className="size-full object-cover"
          />
        ) : (
          <Store aria-hidden="true" className="size-8 text-teal-700" />
        )}
      </div>
      <div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-5 font-semibold text-sm text-stone-800 focus-within:outline-2 focus-within:outline-teal-700 hover:bg-stone-100">
          <ImageUp aria-hidden="true" className="size-4" />
          {upload.isPending
            ? t('profile.logoUploading')
            : profile.logoKey
              ? t('profile.logoChange')
              : t('profile.logoAdd')}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(file, {
                onSuccess: () => toast.success(t('profile.logoSaved')),
                onError: (error) => toast.error(errorText(error)),
              });
            }}
          />
        </label>
        <p className="mt-1 text-sm text-stone-600">{t('photos.limits')}</p>
      </div>
    </div>
  );
}
