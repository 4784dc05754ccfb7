import type { EuAngle, EuAngleKind } from '../../eu-angle';
import { countries, countriesIn, countryByCode } from '../../europe';
import { entityKey, isAcronym } from '../../text/entities';
import { firstNames } from '../../text/first-names';
import { fold } from '../../text/stem';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';

const determiners = new Set(
  'der die das den dem des im am zum zur vom beim ins ein eine einen einem einer eines dieser diese dieses diesem diesen jeder jede jedes kein keine keinen keinem seiner seine ihre ihren ihrem unsere neue neuen neuer alle viele mehr'.split(
    ' ',
  ),
);

// Words that say how something is reported or when, and nouns that often stand without an article
// („in Betrieb“, „unter Schock“): never a hashtag.
const generic = new Set(
  'kolumne kommentar meinung analyse interview liveblog newsblog ticker podcast video bilder nachrichten news überblick update bericht berichte medien jahr jahre jahren woche tag tage seite teil fall frage land leute menschen angaben ende anfang zeit montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember prozent millionen milliarden euro uhr betrieb kraft haft gefahr sicherheit zukunft folge angst sorge schock kritik ordnung ruhe not hilfe druck kontrolle macht recht streit sachen gelder geld union kommission zentralbank parlament gerichtshof'.split(
    ' ',
  ),
);
const nounSuffix = /(?:ung|heit|keit|schaft|tion|ismus|ität|nis|tum|ment|ende|enden|ungen|ern|hilfen?)$/;

/** An author line at the end of a teaser: „… Von Martin Adam.“ */
export const bylinePattern = /(?:^|(?<=[.!?]\s*))Von \p{Lu}\p{L}+(?: (?:und )?\p{Lu}\p{L}+)+\.?\s*$/gu;

// "Marcin Romanowski", "Kanzler Scholz": a capitalised word after another one and a single space, not followed by
// a third name ("Justizminister Adam Bodnar" yields Bodnar, not Adam) nor joined by a hyphen ("Interpol-Haftbefehl").
const surnamePattern = /(?<![\p{L}-])\p{Lu}\p{L}+ (?=(\p{Lu}\p{Ll}+)(?![\p{L}-]| \p{Lu}))/gu;

/**
 * Names the articles use: surnames, acronyms (AfD, EuGH) and places (after „in“, „aus“, „nach“), each never
 * with an article, never written lower-case, in at least two articles (or the only one), genitive "s" dropped
 * when the base form occurs too ("Macrons" → "Macron").
 */
export function names(
  articles: Article[],
  minArticles = articles.length > 1 ? 2 : 1,
  /** Further texts of the story: a word they write lower-case or after an article is no name. */
  context: string[] = [],
): string[] {
  const hits = new Map<string, { word: string; articles: Set<number> }>();
  const excluded = new Set<string>();
  const hit = (word: string, index: number) => {
    const key = word.toLowerCase();
    const entry = hits.get(key) ?? { word, articles: new Set<number>() };
    entry.articles.add(index);
    hits.set(key, entry);
  };
  for (const text of context) {
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      if (/^\p{Ll}/u.test(t.raw) || (prev && !t.sentenceStart && determiners.has(prev.lower))) excluded.add(t.lower);
    });
  }
  articles.forEach((a, index) => {
    // An author line („Von Martin Adam“) names the writer, not the story.
    const text = `${a.title}. ${a.description}`.replace(bylinePattern, '');
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      if (/^\p{Ll}/u.test(t.raw) || (prev && !t.sentenceStart && determiners.has(prev.lower))) excluded.add(t.lower);
      if (isAcronym(t.raw) || /^\p{Lu}\p{Ll}?\p{Lu}\p{L}?$/u.test(t.raw)) hit(t.raw, index);
      else if (
        prev &&
        !t.sentenceStart &&
        ['in', 'aus', 'nach', 'auf'].includes(prev.lower) &&
        /^\p{Lu}\p{Ll}/u.test(t.raw)
      )
        hit(t.raw, index);
    });
    for (const m of text.matchAll(surnamePattern)) {
      // "Moskaus Expansionskurs", "Putins Krieg": a genitive name owns a noun; it does not introduce a surname.
      const first = m[0].trim();
      if (first.endsWith('s') && text.includes(first.slice(0, -1))) continue;
      // „Im Osten“, „Die Lage“: a preposition or article is no first name.
      if (isStopword(first, 'de')) continue;
      hit(m[1], index);
    }
  });
  const found: { word: string; articles: number }[] = [];
  for (const [key, h] of hits) {
    if (h.articles.size < minArticles || excluded.has(key) || generic.has(key) || /\d/.test(key)) continue;
    if (key.length < 2 || key.length > 20 || isStopword(key, 'de') || isStopword(key, 'en')) continue;
    if (!isAcronym(h.word) && nounSuffix.test(key)) continue;
    const base =
      key.length > 4 && key.endsWith('s') && hits.has(key.slice(0, -1)) ? hits.get(key.slice(0, -1))!.word : h.word;
    if (found.some((o) => o.word.toLowerCase() === base.toLowerCase())) continue;
    found.push({ word: base, articles: h.articles.size });
  }
  return found.sort((x, y) => y.articles - x.articles || x.word.localeCompare(y.word)).map((f) => f.word);
}

const angleTags: Partial<Record<EuAngleKind, string>> = {
  ecb: 'EZB',
  court: 'EuGH',
  commission: 'EUKommission',
  parliament: 'Europaparlament',
  'eu-election': 'Europawahl',
  accession: 'EUBeitritt',
  sanctions: 'Sanktionen',
  asylum: 'Asylpolitik',
  schengen: 'Schengen',
};

// Topic words people follow, in the base form the tag takes; matched as whole words (inflected forms included).
const topicTags: [RegExp, string][] = [
  [/^leitzins\p{L}*$/u, 'Leitzins'],
  [/^zins(?:en|senkung\p{L}*|wende)?$/u, 'Zinsen'],
  [/^inflation\p{L}*$/u, 'Inflation'],
  [/^strafzöll\p{L}*$/u, 'Strafzölle'],
  [/^(?:zoll|zölle|zöllen)$/u, 'Zölle'],
  [/^(?:elektroauto\p{L}*|e-auto\p{L}*)$/u, 'Elektroautos'],
  [/^beitrittsgespräch\p{L}*|^beitrittsverhandlung\p{L}*$/u, 'Beitrittsgespräche'],
  [/^asylpolitik$/u, 'Asylpolitik'],
  [/^(?:migration\p{L}*|migrant\p{L}*)$/u, 'Migration'],
  [/^(?:seenotrett\p{L}*|rettungsschiff\p{L}*)$/u, 'Seenotrettung'],
  [/^abschiebung\p{L}*$/u, 'Abschiebungen'],
  [/^sanktion\p{L}*$/u, 'Sanktionen'],
  [/^neuwahl\p{L}*$/u, 'Neuwahlen'],
  [/^europawahl\p{L}*$/u, 'Europawahl'],
  [/^klimaschutz\p{L}*$/u, 'Klimaschutz'],
  [/^(?:atomkraft\p{L}*|kernkraft\p{L}*)$/u, 'Atomkraft'],
  [/^kampfjet\p{L}*$/u, 'Kampfjets'],
  [/^waffenruhe\p{L}*$|^waffenstillstand\p{L}*$/u, 'Waffenruhe'],
  [/^rechtsstaat\p{L}*$/u, 'Rechtsstaat'],
  [/^pressefreiheit$/u, 'Pressefreiheit'],
  [/^zyklon\p{L}*$/u, 'Zyklon'],
  [/^hochwasser$/u, 'Hochwasser'],
  [/^anschlag\p{L}*$/u, 'Anschlag'],
  [/^attentat\p{L}*$/u, 'Attentat'],
  [/^(?:drohne|drohnen|drohnenangriff\p{L}*)$/u, 'Drohnen'],
  [/^ampel(?:koalition|regierung|partner\p{L}*)?$/u, 'Ampel'],
  [/^weihnachtsmarkt\p{L}*$/u, 'Weihnachtsmarkt'],
  [/^shutdown$/u, 'Shutdown'],
];

// German reports quote a storm's name („Zyklon „Chido““, „Tief „Boris““); English ones write „Cyclone Chido“.
const stormName =
  /(?<!\p{L})(?:(?:Zyklon|Hurrikan|Taifun|Sturm|Sturmtief|Orkan|Orkantief|Tief)\s+[„"»“](\p{Lu}\p{Ll}+)[“"«”]|(?:Cyclone|Hurricane|Typhoon)\s+(\p{Lu}\p{Ll}+))/gu;

/**
 * Multi-word names as one tag: „Marine Le Pen“ → „LePen“, „Ursula von der Leyen“ → „vonderLeyen“, „IG Metall“.
 * A particle belongs to a surname only after a first name; a lone German „von“, „der“ or „den“ never does
 * („Messerangriff von Mannheim“, „den USA“).
 */
function joinedNames(text: string): string[] {
  const out: string[] = [];
  const particles =
    /(?<=\p{Lu}\p{Ll}+\s)((?:Le|La|De|Di|Da|Du|le|la|de|di|da|du|van der|van den|van|von der|von den|ten|al|el|bin)\s+)(\p{Lu}\p{L}+)/gu;
  for (const m of text.matchAll(particles)) out.push(`${m[1].replace(/\s+/g, '')}${m[2]}`);
  for (const m of text.matchAll(/(?<![\p{L}-])(\p{Lu}{2})\s+(\p{Lu}\p{Ll}+)(?![\p{L}-])/gu))
    if (!/^(?:EU|US|UN|UK)$/.test(m[1])) out.push(`${m[1]}${m[2]}`);
  return out;
}

/** Words the texts write lower-case or after an article or adjective: nouns, whatever their capital. */
function nounsIn(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      if (/^\p{Ll}/u.test(t.raw)) out.add(t.lower);
      else if (prev && !t.sentenceStart && /^\p{Ll}/u.test(prev.raw) && !prepositions.has(prev.lower)) out.add(t.lower);
    });
  }
  return out;
}
const prepositions = new Set(
  'in aus nach auf von mit und oder für gegen bei über zu um an wie als dass ob seit vor zwischen ohne durch laut trotz wegen gegenüber sowie bzw'.split(
    ' ',
  ),
);

const tagKey = (tag: string) => fold(tag).replace(/[^\p{L}\p{N}]/gu, '');

export interface HashtagInput {
  headline: string;
  /** The caption's stating sentences as the sources have them (hook, facts, opinion). */
  cited: string[];
  angle: EuAngle | null;
  fixed: string[];
  /** Tags someone else proposed (the LLM): kept when they name this story. */
  proposed?: string[];
  /** Where else a proposed tag may stand: the caption's own sentences (a model's German for an English report). */
  evidence?: string[];
  /** All texts of the news' reports: a word they write lower-case or after an article is a noun, not a name. */
  context?: string[];
  /** Names the news' foreign reports capitalise (grounding.ts nameVocabulary). */
  vocabulary?: Set<string>;
}

const roleNouns =
  /^(?:Bundeskanzler\p{L}*|Kanzler\p{L}*|Präsident\p{L}*|Premier\p{L}*|Premierminister\p{L}*|Ministerpräsident\p{L}*|Minister\p{L}*|Außenminister\p{L}*|Regierungschef\p{L}*|Staatschef\p{L}*|Parteichef\p{L}*|Papst|König\p{L}*|Oppositionsführer\p{L}*|Kandidat\p{L}*|Kanzlerkandidat\p{L}*|Botschafter\p{L}*|Chef\p{L}*|Vorsitzende\p{L}*)$/u;
const fillerAcronyms = new Set([
  'EU',
  'US',
  'UN',
  'UK',
  'USA',
  'TV',
  'KI',
  'AI',
  'CEO',
  'DPA',
  'AFP',
  'AP',
  'PM',
  'MP',
  'MEP',
]);

/**
 * People, parties and organisations a text names: surnames after a first name or a role („Giorgia Meloni“,
 * „Kanzler Scholz“), acronyms (AfD, IG Metall), and words the foreign reports capitalise mid-sentence (names,
 * as English and French write only names with a capital). Never a German noun.
 */
function peopleAndOrganisations(
  text: string,
  vocabulary: Set<string>,
  excluded: Set<string>,
  places: Map<string, number>,
): string[] {
  const out: string[] = [];
  const tokens = tokenize(text);
  const base = (w: string) => {
    const key = entityKey(w);
    return key !== fold(w) && (vocabulary.has(key) || text.includes(w.slice(0, -1) + ' ')) ? w.slice(0, -1) : w;
  };
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const nameLike = (x?: { raw: string; sentenceStart: boolean }) =>
      x && !x.sentenceStart && /^\p{Lu}\p{Ll}/u.test(x.raw) && !isStopword(x.raw, 'de') && x.raw.length <= 16;
    if ((firstNames.has(t.raw) || roleNouns.test(t.raw)) && nameLike(next) && !firstNames.has(next!.raw))
      out.push(base(next!.raw));
    else if ((isAcronym(t.raw) || /^\p{Lu}\p{Ll}\p{Lu}$/u.test(t.raw)) && !fillerAcronyms.has(t.raw)) out.push(t.raw);
    // German outlets write „Nato“: the alliance's tag is #NATO.
    else if (t.raw === 'Nato') out.push('NATO');
    else if (
      !t.sentenceStart &&
      /^\p{Lu}\p{Ll}/u.test(t.raw) &&
      vocabulary.has(entityKey(t.raw)) &&
      !excluded.has(t.lower) &&
      !generic.has(t.lower)
    )
      if (!firstNames.has(t.raw) && !roleNouns.test(t.raw) && !isStopword(t.raw, 'en')) out.push(base(t.raw));
    // „in Magdeburg“, „aus Kopenhagen“: a place, unless the word is a noun („in Betrieb“).
    if (
      ['in', 'aus', 'nach'].includes(t.lower) &&
      nameLike(next) &&
      !excluded.has(next!.raw.toLowerCase()) &&
      !generic.has(next!.raw.toLowerCase()) &&
      !nounSuffix.test(next!.raw.toLowerCase()) &&
      (places.get(next!.raw) ?? 0) >= 2
    )
      out.push(next!.raw);
  });
  return out;
}

/** Whether a tag names something the texts say: a whole word, a run of words, or a word's base form. */
export function tagInTexts(tag: string, texts: string[]): boolean {
  const key = tagKey(tag.replace(/^#/, ''));
  if (key.length < 2) return false;
  // A country the texts name in any form („russischen“ for #Russland).
  const country = countries.find((c) => tagKey(c.name) === key);
  if (country && texts.some((t) => countriesIn(t).includes(country.code))) return true;
  // A topic tag whose words the texts use („Migranten“ for #Migration, „Ampelpartner“ for #Ampel).
  const topics = topicTags.filter(([, tag]) => tagKey(tag) === key).map(([p]) => p);
  if (topics.length && texts.some((t) => tokenize(t).some((x) => topics.some((p) => p.test(x.lower))))) return true;
  for (const text of texts) {
    const tokens = tokenize(text).map((t) => tagKey(t.raw));
    for (let i = 0; i < tokens.length; i++) {
      let run = '';
      for (let j = i; j < Math.min(tokens.length, i + 4); j++) {
        run += tokens[j];
        if (run === key) return true;
        if (!key.startsWith(run)) break;
      }
      // Inflected forms: „Strafzöllen“ for #Strafzölle, „Sanktionen“ for #Sanktion.
      const t = tokens[i];
      if (
        t.length >= 5 &&
        key.length >= 5 &&
        (t.startsWith(key) || key.startsWith(t)) &&
        Math.abs(t.length - key.length) <= 2
      )
        return true;
      // The first part of a compound („Atomkraftwerks“ for #Atomkraft).
      if (key.length >= 6 && t.startsWith(key)) return true;
    }
  }
  return false;
}

/**
 * 3–6 hashtags that name this story, from its headline and the sentences the caption cites (never from the loose
 * cluster around it): its EU actor, places, people (multi-word names whole), organisations and topic words, in
 * base form; plus the organisation's fixed ones. No filler such as #Europa.
 */
export function captionHashtags(input: HashtagInput): string[] {
  const texts = [input.headline, ...input.cited];
  const all = texts.join(' \n ');
  const tags: string[] = [];
  const seen = new Set(input.fixed.map((t) => tagKey(t.slice(1))));
  const add = (word: string) => {
    const clean = word.replace(/[^\p{L}\p{N}]/gu, '');
    const key = tagKey(clean);
    if (tags.length >= 6 || clean.length < 2 || seen.has(key) || fillerAcronyms.has(clean.toUpperCase())) return;
    // #Fico beside #RobertFico: one name, one tag.
    if (key.length >= 3 && [...seen].some((k) => k.length > key.length && (k.endsWith(key) || k.startsWith(key))))
      return;
    seen.add(key);
    tags.push(`#${clean}`);
  };
  const angleTag = input.angle && angleTags[input.angle.kind];
  if (angleTag && tagInTexts(angleTag, texts)) add(angleTag);
  if (input.angle?.kind === 'territory') add(input.angle.place!.split('|')[0].replace(/^die /, ''));
  const grounds = [...texts, ...(input.evidence ?? [])];
  const held = (input.proposed ?? []).filter((tag) => tagInTexts(tag, grounds));
  for (const tag of held) add(tag.replace(/^#/, ''));
  // Three or more of the proposer's tags hold: they were chosen for this story, words picked from it add filler.
  if (held.length >= 3) return [...input.fixed, ...tags];
  const excluded = nounsIn(input.context ?? []);
  // How many of the news' reports name a word after „in“, „aus“ or „nach“: a place is named by several.
  const placeCounts = new Map<string, number>();
  for (const text of input.context ?? [])
    for (const m of new Set(text.match(/(?<=(?:^|\s)(?:in|aus|nach)\s)\p{Lu}\p{Ll}+/gu) ?? []))
      placeCounts.set(m, (placeCounts.get(m) ?? 0) + 1);
  // The headline's names and places first: they say who and where.
  for (const text of [input.headline, all]) {
    const joined = joinedNames(text);
    for (const j of joined) add(j);
    for (const code of countriesIn(text))
      add(code.startsWith('territory:') ? code.slice(10).replace(/^die /, '') : countryByCode.get(code)!.name);
    for (const name of peopleAndOrganisations(text, input.vocabulary ?? new Set(), excluded, placeCounts)) {
      if (joined.some((j) => j.includes(name)) || countriesIn(name).length) continue;
      add(name);
    }
  }
  for (const t of tokenize(all)) {
    const hit = topicTags.find(([p]) => p.test(t.lower));
    if (hit) add(hit[1]);
  }
  // A named storm: „Zyklon „Chido““, „Sturmtief „Zoltan““.
  for (const m of all.matchAll(stormName)) add(m[1] ?? m[2]);
  return [...input.fixed, ...tags];
}
