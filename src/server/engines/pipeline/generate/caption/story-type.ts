/**
 * What kind of news a topic is, as far as its closing depends on it: deaths, violence or terror (a line of
 * sympathy or nothing, never a call to engage), the rights of a minority under attack (no open question: it
 * invites hate comments), a vote before or after it took place (result questions only after), or anything else (a
 * question on the decision in the story).
 */
import type { Article } from '../../types';
import { headlineClaim } from './headline';

export type StoryType = 'deaths' | 'violence' | 'rights' | 'vote-before' | 'vote-after' | 'news';

const L = '\\p{L}';
const word = (alternatives: string) => new RegExp(`(?<!${L})(?:${alternatives})(?!${L})`, 'iu');

const deaths = word(
  'getötet\\p{L}*|Tote|Toten|Todesopfer\\p{L}*|starb|starben|gestorben|ums Leben|tödlich verletzt\\p{L}*|Leichen|Massaker|killed|deaths|died|fatalities|massacre',
);
const violence = word(
  'Anschlag\\p{L}*|Attentat\\p{L}*|Attentäter\\p{L}*|Terror\\p{L}*|Amok\\p{L}*|Messerangriff\\p{L}*|Messerattacke\\p{L}*|erschossen|Schüsse\\p{L}*|Geiselnahme|Explosion\\p{L}*|attackiert|angegriffen|Angriff auf|Attacke auf|verletzt\\p{L}*|Verletzte\\p{L}*|Todesfahrt\\p{L}*|Todesfahrer\\p{L}*|Amokfahrt|attack(?:ed)?|stabbing|shooting|wounded|injured|assault(?:ed)?',
);
// A minority's rights under attack: an anti-LGBT law, antisemitic or racist acts.
const rights = word(
  'LGBT\\p{L}*|queer\\p{L}*|homophob\\p{L}*|homosexuell\\p{L}*|transfeindlich\\p{L}*|Transgender|antisemiti\\p{L}*|Judenhass|rassisti\\p{L}*|Rassismus|Roma|Sinti|gay|lesbian|antisemitism|racism|racist',
);
const vote = word(
  'Wahl|Wahlen|Europawahl\\p{L}*|Neuwahl\\p{L}*|Stichwahl\\p{L}*|Parlamentswahl\\p{L}*|Präsidentschaftswahl\\p{L}*|Bundestagswahl\\p{L}*|Landtagswahl\\p{L}*|Abstimmung\\p{L}*|Referendum|Wahllokal\\p{L}*|election|elections|vote|referendum',
);
// The vote has taken place: results, projections, winners.
const voted = word(
  'nach (?:der|den) \\p{L}*wahl\\p{L}*|Wahlerfolg\\p{L}*|Wahlabend\\p{L}*|gewählt\\p{L}*|gewonnen|gewinnt|gewinnen|siegt|siegen|Sieg|Wahlsieg\\p{L}*|Wahlsieger\\p{L}*|Wahlergebnis\\p{L}*|Ergebnis\\p{L}*|Hochrechnung\\p{L}*|Prognose|verloren|verliert|verlieren|Wahlniederlage|Niederlage|triumphiert|jubeln|stärkste Kraft|Stimmen geholt|won|wins|victory|results?|exit polls?|defeat|landslide',
);

/** The story type from the lead's title and teaser, and the reports of the same news. */
export function storyType(lead: Article, core: Article[], caption = ''): StoryType {
  const leadText = `${lead.title}. ${lead.description} ${caption}`;
  const share = (p: RegExp) =>
    core.filter((a) => p.test(`${a.title}. ${a.description}`)).length / Math.max(1, core.length);
  if (deaths.test(leadText) || share(deaths) >= 0.4) return 'deaths';
  if (violence.test(lead.title) || share(violence) >= 0.5) return 'violence';
  if (rights.test(lead.title) || share(rights) >= 0.5) return 'rights';
  // The vote is the news when the headline's claim names it or its result („AfD laut Hochrechnungen zweitstärkste
  // Kraft“ under the kicker „Europawahl 2024“); under „Europawahl: AfD schließt Krah aus eigener Delegation aus“ it
  // is the occasion of another decision, and a question about its result would not fit.
  const claim = headlineClaim(lead.title);
  if (vote.test(claim) || (vote.test(`${lead.title}. ${lead.description}`) && voted.test(claim)))
    return voted.test(leadText) ? 'vote-after' : 'vote-before';
  return 'news';
}

export const isSensitive = (t: StoryType) => t === 'deaths' || t === 'violence';
/** Under these a question or a call to comment is out of place. */
export const asksNoQuestion = (t: StoryType) => isSensitive(t) || t === 'rights';
