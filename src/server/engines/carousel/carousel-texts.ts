import { isCountryName } from '../../../shared/countries';
import { berlinDate } from '../../../shared/dates';
import { sharepicHeadline } from '../../../shared/headline';
import type { GeneratedTexts, Story } from '../pipeline/types';
import { slideFacts } from './detail-follow';
import { composeDetailSlide, detailKickers } from './detail-slide';
import { dayMonth } from '../pipeline/generate/caption/time-words';
import { displayTitle } from '../pipeline/generate/caption/headline';
import { storyPlaces } from './story-places';
import { topicLabel } from './topic-kicker';
import { kickerMaxChars } from '../sharepics/template-parts';

/** The texts of sharepics 1 and 2 as the pipeline stores them (TopicDraft.sharepicTexts). */
export interface SharepicText {
  titel: string;
  inhalt: string;
  kicker?: string;
  /** The countries the map highlights when there is no photo (ISO alpha-2), and the places it marks. */
  countries?: string[];
  places?: string[];
}

/**
 * A newsroom's Dachzeile makes a better kicker than our topic word, when it fits the kicker's one line: it carries
 * the cause or the condition the headline leaves to it („Dehydrierung und Mangelernährung“ above „Verzweifelte
 * Lage in Krankenhäusern auf Mayotte“), which the topic word would lose.
 */
const maxDachzeileKicker = kickerMaxChars;

// A Dachzeile too long for the kicker's line loses its trailing place or circumstance („Möglicher
// Waffenstillstand in der Ukraine“ → „Möglicher Waffenstillstand“): the map shows the place, the condition stays.
const trailingPhrase =
  /\s(?:in|im|für|nach|bei|auf|vor|gegen|um|an|am|aus|zu|zum|zur|von|vom|mit|über|seit|wegen)\s[^]*$/;

function dachzeileKicker(dachzeile: string | undefined): string | undefined {
  let text = dachzeile;
  while (text && text.length > maxDachzeileKicker && trailingPhrase.test(text)) text = text.replace(trailingPhrase, '');
  // What is left must still say something: two words at least when a phrase was cut („Streit“ alone does not).
  const said = text === dachzeile || text?.includes(' ');
  return text && said && text.length <= maxDachzeileKicker && !isCountryName(text) ? text : undefined;
}

/**
 * Sharepic 1 names the news: the headline (shared/headline.ts) under a kicker of topic and place („WAHLEN ·
 * FRANKREICH“) or the feed's Dachzeile. Sharepic 2 carries the caption's facts under its own kicker, never the
 * headline again (carousel/detail-slide.ts). Both know the story's countries for the map.
 */
export function carouselTexts(story: Story, texts: GeneratedTexts): [SharepicText, SharepicText] {
  const headline = sharepicHeadline(texts.title);
  const facts = slideFacts(texts.sentences ?? [], texts.instagramText);
  const places = storyPlaces({
    headline: texts.title,
    sentences: facts.filter((f) => !f.why).map((f) => f.text),
    articles: story.articles,
  });
  // A Dachzeile that is only a country („Ukraine: …“) says less than topic and place („ERWEITERUNG · UKRAINE“).
  const topic =
    dachzeileKicker(headline.dachzeile) ?? [topicLabel(story, texts.title), places.label].filter(Boolean).join(' · ');
  // The day of the news on both slides: a carousel is shared and seen days later, and an old event must not read as
  // new. Sharepic 1 names it where the kicker has room, sharepic 2 always, with the year. Sharepic 1's is the day of
  // the report whose headline it shows (the attack of Friday, not the day of the caption's newest report).
  const day = texts.date;
  const headlineDay = headlineReportDay(story, texts) ?? day;
  const dated = headlineDay ? [topic, dayMonth(headlineDay)].filter(Boolean).join(' · ') : topic;
  const kicker = dated.length <= kickerMaxChars ? dated : topic;
  const detail = composeDetailSlide(headline.text, facts);
  const detailKicker = detail?.kicker ?? detailKickers.facts;
  return [
    { titel: headline.text, inhalt: '', kicker, countries: places.countries, places: places.places },
    {
      titel: '',
      inhalt: detail?.inhalt ?? texts.sharepicContent,
      kicker: day ? `${detailKicker} · ${dayMonth(day)} ${day.slice(0, 4)}` : detailKicker,
      countries: places.countries,
      places: places.places,
    },
  ];
}

/** The Berlin day of the report whose headline is the topic's title, when the title is that headline. */
function headlineReportDay(story: Story, texts: GeneratedTexts): string | undefined {
  const lead = story.articles.find((a) => a.url === texts.sourceUrl);
  return lead && displayTitle(lead.title) === texts.title ? berlinDate(new Date(lead.publishedAt)) : undefined;
}
