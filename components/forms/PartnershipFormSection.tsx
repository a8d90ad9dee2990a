import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { partnershipFields, partnerTypes, type PartnershipField, type PartnerType } from '@/lib/forms/partnership';
import type { FieldText } from './types';
import { getFormText } from './formText';
import { PartnershipForm } from './PartnershipForm';

/**
 * The partnership application form, translated on the server. Drop into any
 * page: `<PartnershipFormSection locale={locale} />`.
 */
export async function PartnershipFormSection({ locale, className = '' }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'forms.partnership' });
  const fields = Object.fromEntries(partnershipFields.map((f) => [f, { label: t(`fields.${f}`) }])) as Record<PartnershipField, FieldText>;
  const types = Object.fromEntries(partnerTypes.map((p) => [p, t(`partnerTypes.${p}`)])) as Record<PartnerType, string>;
  return (
    <div className={className}>
      <PartnershipForm
        locale={locale}
        form={await getFormText(locale)}
        text={{
          fields,
          partnerTypes: types,
          choose: t('choose'),
          submit: t('submit'),
          successTitle: t('successTitle'),
          successBody: t('successBody'),
          subject: t('subject', { company: '{company}' }),
        }}
      />
    </div>
  );
}
