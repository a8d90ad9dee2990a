import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { contactFields, type ContactField } from '@/lib/forms/contact';
import type { FieldText } from './types';
import { getFormText } from './formText';
import { ContactForm } from './ContactForm';

/**
 * The contact form, translated on the server. Drop into any page:
 * `<ContactFormSection locale={locale} />`.
 */
export async function ContactFormSection({ locale, className = '' }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'forms.contact' });
  const fields = Object.fromEntries(
    contactFields.map((f) => [f, { label: t(`fields.${f}.label`), hint: f === 'phone' ? t('fields.phone.hint') : undefined }]),
  ) as Record<ContactField, FieldText>;
  return (
    <div className={className}>
      <ContactForm
        locale={locale}
        form={await getFormText(locale)}
        text={{ fields, submit: t('submit'), successTitle: t('successTitle'), successBody: t('successBody'), subject: t('subject', { name: '{name}' }) }}
      />
    </div>
  );
}
