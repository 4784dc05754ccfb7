import { describe, expect, it } from 'vitest';
import { germanArticle } from '../../test-helpers';
import type { Article } from '../../types';
import { currentLead, newsCore, sameNews } from './news-core';

const english = (id: string, source: string, title: string, description: string, at: string): Article => ({
  ...germanArticle(id, source, title, description, at),
  language: 'en',
});

// 8–9 June 2024 (shortened): the hostage rescue, and Benny Gantz leaving the war cabinet the next day — two news
// of one war that share places, the war and a teaser's background.
const rescue = germanArticle(
  'r1',
  'DER SPIEGEL',
  'Israel-Gaza-Krieg: IDF rettet vier Hamas-Geiseln aus Gazastreifen',
  'Die israelische Armee hat vier Geiseln aus dem Gazastreifen befreit.',
  '2024-06-08T10:56:00Z',
);
const rescueEn = english(
  'r2',
  'Sky News',
  'Israel rescues four hostages from Gaza',
  'The four were held in Nuseirat.',
  '2024-06-08T10:08:00Z',
);
const gantz = germanArticle(
  'g1',
  'DER SPIEGEL',
  'Israel: Benny Gantz tritt aus Kriegskabinett zurück',
  'Nach der Befreiung von vier Geiseln hatte Netanyahu ihn zum Bleiben aufgefordert. Gantz verlässt die Regierung.',
  '2024-06-09T17:54:00Z',
);
const gantzEn = english(
  'g2',
  'Le Monde',
  'Israel war cabinet minister Gantz quits government',
  "Benny Gantz quit Netanyahu's emergency government on Sunday.",
  '2024-06-09T18:04:00Z',
);

describe('the one news of a topic', () => {
  it('joins reports of the same news across languages, never two news that share only places', () => {
    expect(sameNews(rescue, rescueEn)).toBe(true);
    expect(sameNews(gantz, gantzEn)).toBe(true);
    expect(sameNews(rescue, gantz)).toBe(false);
    expect(newsCore(gantz, [rescue, rescueEn, gantz, gantzEn]).map((a) => a.id)).toEqual(['g2', 'g1']);
  });

  it('meets a German and an English report through names, cities, decimal numbers and the kind of event', () => {
    const attacked = germanArticle(
      'f1',
      'DER SPIEGEL',
      'Dänemarks Regierungschefin Frederiksen in Kopenhagen angegriffen',
      'Ein Mann hat Mette Frederiksen auf einem Platz in Kopenhagen geschlagen.',
      '2024-06-07T19:00:00Z',
    );
    const attackedEn = english(
      'f2',
      'Sky News',
      'Danish PM Frederiksen assaulted in Copenhagen',
      'A man attacked Mette Frederiksen in central Copenhagen.',
      '2024-06-07T20:30:00Z',
    );
    expect(sameNews(attacked, attackedEn)).toBe(true);
    const snap = germanArticle(
      'n1',
      'DER SPIEGEL',
      'Frankreich: Emmanuel Macron will Neuwahlen',
      'Der Präsident löst das Parlament auf.',
      '2024-06-10T19:30:00Z',
    );
    const snapEn = english(
      'n2',
      'Financial Times',
      'French left seals pact to fight Macron in snap elections',
      'Parties agree to field joint candidates.',
      '2024-06-11T09:08:00Z',
    );
    expect(sameNews(snap, snapEn)).toBe(true);
  });

  it('a name alone does not make one news: a re-election and a boycott of the same politician', () => {
    const reelected = germanArticle(
      'v1',
      'tagesschau',
      'Europaparlament wählt von der Leyen wieder',
      'Ursula von der Leyen bleibt Kommissionspräsidentin.',
    );
    const boycott = germanArticle(
      'v2',
      'DER SPIEGEL',
      'Ungarn boykottiert Treffen mit von der Leyen',
      'Budapest schickt keine Minister.',
    );
    expect(sameNews(reelected, boycott)).toBe(false);
  });

  it('leads with the current report of the news that names it most centrally, never a service piece', () => {
    const service = germanArticle(
      's1',
      'DER SPIEGEL',
      'Tagesgeld: Wie Sie trotz gesunkener Zinsen am meisten rausholen',
      'Die Europäische Zentralbank hat die Zinswende eingeläutet.',
      '2024-06-08T05:46:00Z',
    );
    const cut = germanArticle(
      'e1',
      'DER SPIEGEL',
      'EZB senkt erstmals seit 2019 die Zinsen',
      'Die Europäische Zentralbank reduziert die Zinsen. Der Leitzins sinkt um 0,25 Prozentpunkte.',
      '2024-06-06T12:22:00Z',
    );
    const reportable = (a: Article) => !/Sie/.test(a.title);
    expect(currentLead(cut, [cut, service], reportable)).toBe(cut);
  });
});
