import stopwordsIso from 'stopwords-iso';

const iso = stopwordsIso as unknown as Record<string, string[]>;

// News boilerplate that carries no story identity.
const extra = {
  de: 'sagte sagt laut neue neuen neuer heute gestern morgen jahr jahren prozent uhr mehr seit sei seien wurde wurden worden bereits immer weitere weiteren erste ersten zwei drei video liveblog newsblog podcast ticker',
  en: 'said says say new news today yesterday tomorrow year years percent per cent more since would could also first two three video live blog podcast told according week weeks',
};

export const stopwords = {
  de: new Set([...(iso.de ?? []), ...extra.de.split(' ')]),
  en: new Set([...(iso.en ?? []), ...extra.en.split(' ')]),
};

export function isStopword(word: string, language: string): boolean {
  const lower = word.toLowerCase();
  if (language === 'de') return stopwords.de.has(lower);
  if (language === 'en') return stopwords.en.has(lower);
  return stopwords.en.has(lower) || stopwords.de.has(lower);
}
