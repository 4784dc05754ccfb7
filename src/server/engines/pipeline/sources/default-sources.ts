import type { FeedSource } from '../types';

/** Starting list of European-affairs feeds; admins edit the stored copy, this is only the seed. */
export const defaultSources: FeedSource[] = [
  { name: 'tagesschau', url: 'https://www.tagesschau.de/xml/rss2/', language: 'de', country: 'DE' },
  {
    name: 'tagesschau Ausland',
    url: 'https://www.tagesschau.de/ausland/index~rss2.xml',
    language: 'de',
    country: 'DE',
  },
  {
    name: 'Deutschlandfunk Europa',
    url: 'https://www.deutschlandfunk.de/europa-112.rss',
    language: 'de',
    country: 'DE',
  },
  {
    name: 'Deutschlandfunk Nachrichten',
    url: 'https://www.deutschlandfunk.de/nachrichten-100.rss',
    language: 'de',
    country: 'DE',
  },
  { name: 'DW Deutsch', url: 'https://rss.dw.com/xml/rss-de-all', language: 'de', country: 'DE' },
  { name: 'DW English (Europe)', url: 'https://rss.dw.com/xml/rss-en-eu', language: 'en', country: 'DE' },
  { name: 'DER SPIEGEL Ausland', url: 'https://www.spiegel.de/ausland/index.rss', language: 'de', country: 'DE' },
  { name: 'DER SPIEGEL Politik', url: 'https://www.spiegel.de/politik/index.rss', language: 'de', country: 'DE' },
  { name: 'ZEIT ONLINE Politik', url: 'https://newsfeed.zeit.de/politik/index', language: 'de', country: 'DE' },
  { name: 'FAZ Politik', url: 'https://www.faz.net/rss/aktuell/politik/', language: 'de', country: 'DE' },
  { name: 'Euractiv', url: 'https://www.euractiv.com/feed/', language: 'en', country: 'BE' },
  { name: 'Euractiv Deutschland', url: 'https://www.euractiv.de/feed/', language: 'de', country: 'DE' },
  { name: 'POLITICO Europe', url: 'https://www.politico.eu/feed/', language: 'en', country: 'BE' },
  { name: 'EUobserver', url: 'https://euobserver.com/rss.xml', language: 'en', country: 'BE' },
  {
    name: 'Europäische Kommission – Presseraum',
    url: 'https://ec.europa.eu/commission/presscorner/api/rss?language=de',
    language: 'de',
    country: 'EU',
  },
  {
    name: 'Europäisches Parlament – Pressemitteilungen',
    url: 'https://www.europarl.europa.eu/rss/doc/press-releases/de.xml',
    language: 'de',
    country: 'EU',
  },
  {
    name: 'Rat der EU – Pressemitteilungen',
    url: 'https://www.consilium.europa.eu/de/rss/pressreleases.ashx',
    language: 'de',
    country: 'EU',
  },
  { name: 'ORF news', url: 'https://rss.orf.at/news.xml', language: 'de', country: 'AT' },
];
