import { describe, expect, it } from 'vitest';
import { germanArticle } from '../pipeline/test-helpers';
import type { GeneratedTexts, Story } from '../pipeline/types';
import { carouselTexts } from './carousel-texts';

const headline = 'Dehydrierung und Mangelernährung: Verzweifelte Lage in Krankenhäusern auf Mayotte';
const lead = germanArticle(
  'm1',
  'n-tv',
  headline,
  'Nach Zyklon „Chido“ sind die Krankenhäuser auf Mayotte überlastet.',
);
const story: Story = {
  key: 'm1',
  articles: [lead],
  firstSeen: lead.publishedAt,
  lastSeen: lead.publishedAt,
  topTerms: ['mayotte'],
  entities: ['Mayotte'],
};
const texts: GeneratedTexts = {
  title: headline,
  instagramText: `${headline} (n-tv).`,
  sharepicTitle: headline,
  sharepicContent: '',
  searchTerm: 'Mayotte',
  sourceUrl: lead.url,
  generator: 'extractive',
  editSuggestions: [],
};

describe('carouselTexts', () => {
  it('keeps a Dachzeile that fits the kicker’s line as the kicker: it carries the cause the headline leaves out', () => {
    const [title] = carouselTexts(story, texts);
    expect(title.titel).toBe('Verzweifelte Lage in Krankenhäusern auf Mayotte');
    expect(title.kicker).toBe('Dehydrierung und Mangelernährung');
  });

  it('calls a person’s case before the law „Recht“, though the reports speak of asylum', () => {
    const title = 'Flüchtiger polnischer Ex-Vize-Minister bekommt Asyl in Ungarn';
    const article = germanArticle(
      'r1',
      'tagesschau',
      title,
      'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen. Er wird per Haftbefehl gesucht und bekommt Asyl.',
    );
    const asylum: Story = { ...story, key: 'r1', articles: [article], topTerms: [], entities: [] };
    const [slide] = carouselTexts(asylum, { ...texts, title, sharepicTitle: title, instagramText: `${title}.` });
    expect(slide.kicker).toMatch(/^Recht · Polen/);
  });

  it('cuts a Dachzeile too long for the kicker to what it says without its place („Möglicher Waffenstillstand“)', () => {
    const title =
      'Möglicher Waffenstillstand in der Ukraine – Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen';
    const [slide] = carouselTexts(story, { ...texts, title });
    expect(slide.titel).toBe('Pistorius: Deutschland könnte nicht unbeteiligt an der Seite stehen');
    expect(slide.kicker).toBe('Möglicher Waffenstillstand');
  });

  it('dates the news: on sharepic 2 always, on sharepic 1 where the kicker has room', () => {
    const [title, detail] = carouselTexts(story, { ...texts, date: '2024-12-21' });
    expect(detail.kicker).toBe('Das Wichtigste · 21. Dezember 2024');
    // „Dehydrierung und Mangelernährung · 21. Dezember“ would not fit the kicker's line.
    expect(title.kicker).toBe('Dehydrierung und Mangelernährung');
    const short = carouselTexts(story, { ...texts, title: 'Verzweifelte Lage auf Mayotte', date: '2024-12-21' })[0];
    expect(short.kicker).toMatch(/ · 21\. Dezember$/);
  });

  it('dates sharepic 1 by the report whose headline it shows, sharepic 2 by the caption’s newest report', () => {
    const attack = germanArticle(
      'f1',
      'DER SPIEGEL',
      'Dänemark: Frederiksen angegriffen',
      'Die Ministerpräsidentin wurde in Kopenhagen attackiert.',
      '2024-06-07T18:00:00Z',
    );
    const danish = { ...story, articles: [attack] };
    const base = { ...texts, title: attack.title, sourceUrl: attack.url, date: '2024-06-09' };
    const [title, detail] = carouselTexts(danish, base);
    expect(title.kicker).toMatch(/ · 7\. Juni$/);
    expect(detail.kicker).toBe('Das Wichtigste · 9. Juni 2024');
    // A title of the model's own tells the newest news: the caption's day.
    expect(carouselTexts(danish, { ...base, title: 'Gericht stoppt Verfahren gegen den Angreifer' })[0].kicker).toMatch(
      / · 9\. Juni$/,
    );
  });
});
