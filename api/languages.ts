// The 12 languages of the product: wire codes (what `lang` carries and what is stored) and
// their BCP 47 tags for formatting. Arabic is the one right-to-left language.
export const languages = ['en', 'pl', 'es', 'fr', 'de', 'jp', 'ar', 'kr', 'th', 'vn', 'zh', 'tw'] as const;
export type Lang = (typeof languages)[number];

export const bcp47: Record<Lang, string> = {
  en: 'en', pl: 'pl', es: 'es', fr: 'fr', de: 'de', jp: 'ja',
  ar: 'ar', kr: 'ko', th: 'th', vn: 'vi', zh: 'zh-CN', tw: 'zh-TW',
};

/** Each language named in itself, for the picker. */
export const languageNames: Record<Lang, string> = {
  en: 'English', pl: 'Polski', es: 'Español', fr: 'Français', de: 'Deutsch', jp: '日本語',
  ar: 'العربية', kr: '한국어', th: 'ไทย', vn: 'Tiếng Việt', zh: '简体中文', tw: '繁體中文',
};

export const defaultLang: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function textDirection(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
