import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { callbackErrorCodes, phoneErrorCodes, type ErrorCode } from '@/lib/forms/validation';
import type { FormText } from './types';

const codes = ['required', 'tooLong', 'email', 'phone', 'mobile', 'plan', 'url', 'choice', ...phoneErrorCodes] as const;

/** The shared form copy, translated on the server; placeholders the client fills stay as {max} / {email}. */
export async function getFormText(locale: Locale): Promise<FormText> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const callback = await getTranslations({ locale, namespace: 'callback.errors' });
  const keep = { max: '{max}', email: '{email}', countries: '{countries}', phone: '{phone}' };
  return {
    requiredNote: t('requiredNote'),
    optional: t('optional'),
    errors: Object.fromEntries([...codes.map((code) => [code, t(`errors.${code}`, keep)]), ...callbackErrorCodes.map((code) => [code, callback(code, keep)])]) as Record<ErrorCode, string>,
    summary: t('summary'),
    sending: t('sending'),
    errorTitle: t('errorTitle'),
    errorBody: t('errorBody'),
    retry: t('retry'),
    fallbackTitle: t('fallbackTitle'),
    fallbackBody: t('fallbackBody', keep),
    fallbackLabel: t('fallbackLabel'),
    copy: t('copy'),
    copied: t('copied'),
    mailtoLink: t('mailtoLink', keep),
    honeypot: t('honeypot'),
    draftNote: t('draftNote'),
  };
}
