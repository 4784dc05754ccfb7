import * as snowballModule from 'snowball-stemmers';

// CommonJS package: its factory is the default export under ESM and the namespace under CJS.
const snowball = (snowballModule as unknown as { default?: typeof snowballModule }).default ?? snowballModule;

const stemmers = {
  de: snowball.newStemmer('german'),
  en: snowball.newStemmer('english'),
  fr: snowball.newStemmer('french'),
};
const cache = new Map<string, string>();

/** Snowball stem of a lower-case word; memoised because news vocabularies repeat heavily. */
export function stem(word: string, language: string): string {
  const lang = language === 'de' || language === 'fr' ? language : 'en';
  const key = `${lang}:${word}`;
  let out = cache.get(key);
  if (out === undefined) {
    out = stemmers[lang].stem(word);
    if (cache.size > 200_000) cache.clear();
    cache.set(key, out);
  }
  return out;
}

/** Lower-case and strip diacritics, so "Köln" and "Koeln"-free spellings like "Koln" meet. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}
