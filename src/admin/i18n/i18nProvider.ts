import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { apiReferenceEn, apiReferenceZh } from './messages/apiReference';
import { apiTokensEn, apiTokensZh } from './messages/apiTokens';
import { auditLogEn, auditLogZh } from './messages/auditLog';
import { supervisionEn, supervisionZh } from './messages/supervision';
import { webhooksEn, webhooksZh } from './messages/webhooks';
import { managementEn, managementZh } from './messages/management';
import { reportsEn, reportsZh } from './messages/reports';
import { routingRulesEn, routingRulesZh } from './messages/routingRules';
import { automationEn, automationZh } from './messages/automation';
import { customersEn, customersZh } from './messages/customers';
import { learningEn, learningZh } from './messages/learning';
import { exportsEn, exportsZh } from './messages/exports';
import { menuZh, shellEn, shellZh } from './messages/shell';
import { raChinese } from './raChinese';
import { workbenchEn, workbenchZh } from '../../workbench/i18n/messages';

type Locale = 'en' | 'zh';
export const LOCALE_KEY = 'ccim_locale';

const en = mergeTranslations(englishMessages, shellEn, managementEn, auditLogEn, webhooksEn, apiTokensEn, apiReferenceEn, supervisionEn, routingRulesEn, automationEn, customersEn, learningEn, exportsEn, reportsEn, workbenchEn) as TranslationMessages;
const zh = mergeTranslations(raChinese, shellZh, { menu: menuZh }, managementZh, auditLogZh, webhooksZh, apiTokensZh, apiReferenceZh, supervisionZh, routingRulesZh, automationZh, customersZh, learningZh, exportsZh, reportsZh, workbenchZh) as TranslationMessages;

/** The remembered choice, else the browser's language. Shared with the sign-in page and the visitor page. */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (stored === 'en' || stored === 'zh') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The whole catalog of a language as the app merges it (tests check every schema name is in it). */
export const messagesFor = (locale: string): TranslationMessages => (locale === 'zh' ? zh : en);

export const i18nProvider = polyglotI18nProvider(messagesFor, initialLocale(), [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '简体中文' },
], { allowMissing: true });
