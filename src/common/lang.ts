/** The two languages every text a user sees exists in. */
export type Lang = 'en' | 'zh';

/** The language of a react-admin locale (or any locale name): Simplified Chinese for `zh`, else English. */
export const langOf = (locale: string | undefined): Lang => (locale === 'zh' ? 'zh' : 'en');
