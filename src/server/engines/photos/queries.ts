import { storyConcepts } from '../pipeline/policy-fields';
import { conceptLabelsDe } from '../pipeline/generate/concept-labels';
import type { Story } from '../pipeline/types';

/**
 * Photo searches for a story, built from what the story names: its subject (a person), an institution with
 * the place it stands for („Europäisches Parlament Straßburg“, „EZB Frankfurt“), a place with the story's
 * policy term, in German and English. Pure: the same story always gives the same 2–4 queries.
 */
export interface PhotoQueryPlan {
  /** Most promising first; 2 to 4 entries. */
  queries: string[];
  /** The person the story is about, when there is one: only then may a portrait be proposed. */
  subject: string | null;
  /** Everyone the story names as a person (a portrait of any other is never proposed). */
  persons: string[];
}

/** Institutions as photo motifs: the building or place a picture of them shows. */
const institutionMotifs: Record<string, { de: string; en: string }> = {
  eu_parliament: { de: 'Europäisches Parlament Straßburg', en: 'European Parliament Strasbourg' },
  ecb: { de: 'EZB Frankfurt', en: 'European Central Bank Frankfurt' },
  eu_commission: { de: 'EU-Kommission Berlaymont Brüssel', en: 'European Commission Berlaymont Brussels' },
  eu_council: { de: 'Europäischer Rat Brüssel', en: 'European Council Brussels' },
  nato: { de: 'NATO Hauptquartier Brüssel', en: 'NATO headquarters Brussels' },
  un: { de: 'Vereinte Nationen New York', en: 'United Nations headquarters New York' },
};

/** Policy concepts as photo motifs in German and English (what a photo of the topic shows). */
const policyMotifs: Record<string, { de: string; en: string }> = {
  nuclear: { de: 'Kernkraftwerk', en: 'nuclear power plant' },
  christmas_market: { de: 'Weihnachtsmarkt', en: 'Christmas market' },
  election: { de: 'Wahl Stimmzettel', en: 'election ballot' },
  migration: { de: 'Migration Grenze', en: 'migration border' },
  refugees: { de: 'Flüchtlingslager', en: 'refugee camp' },
  climate: { de: 'Klimaschutz', en: 'climate protection' },
  energy: { de: 'Energiewende', en: 'renewable energy' },
  tariffs: { de: 'Zölle Containerhafen', en: 'tariffs container port' },
  trade: { de: 'Handel Containerhafen', en: 'trade container port' },
  inflation: { de: 'Inflation Supermarkt', en: 'inflation supermarket' },
  interest_rates: { de: 'Leitzins', en: 'interest rates' },
  war: { de: 'Krieg', en: 'war' },
  military: { de: 'Militär', en: 'military' },
  ceasefire: { de: 'Waffenruhe', en: 'ceasefire' },
  sanctions: { de: 'Sanktionen', en: 'sanctions' },
  court: { de: 'Gericht', en: 'court' },
  parliament: { de: 'Parlament', en: 'parliament' },
  flood: { de: 'Hochwasser', en: 'flood' },
  heat: { de: 'Hitze', en: 'heatwave' },
  storm: { de: 'Unwetter', en: 'storm' },
  strike: { de: 'Streik', en: 'strike' },
  car: { de: 'Autoindustrie', en: 'car industry' },
  protest: { de: 'Proteste', en: 'protest' },
  summit: { de: 'Gipfeltreffen', en: 'summit' },
  attack: { de: 'Anschlag', en: 'attack' },
};

/** Countries as places, in German and English (the concept ids of text/aliases.ts). */
const countryNames: Record<string, { de: string; en: string }> = {
  germany: { de: 'Deutschland', en: 'Germany' },
  france: { de: 'Frankreich', en: 'France' },
  italy: { de: 'Italien', en: 'Italy' },
  spain: { de: 'Spanien', en: 'Spain' },
  poland: { de: 'Polen', en: 'Poland' },
  hungary: { de: 'Ungarn', en: 'Hungary' },
  austria: { de: 'Österreich', en: 'Austria' },
  netherlands: { de: 'Niederlande', en: 'Netherlands' },
  belgium: { de: 'Belgien', en: 'Belgium' },
  greece: { de: 'Griechenland', en: 'Greece' },
  sweden: { de: 'Schweden', en: 'Sweden' },
  denmark: { de: 'Dänemark', en: 'Denmark' },
  czechia: { de: 'Tschechien', en: 'Czech Republic' },
  romania: { de: 'Rumänien', en: 'Romania' },
  ukraine: { de: 'Ukraine', en: 'Ukraine' },
  russia: { de: 'Russland', en: 'Russia' },
  turkey: { de: 'Türkei', en: 'Turkey' },
  uk: { de: 'Großbritannien', en: 'United Kingdom' },
  usa: { de: 'USA', en: 'United States' },
};

// Words that stand before a person's name: offices, roles, titles (German and English).
const roleWords =
  '(?:Bundeskanzler(?:in)?|Kanzler(?:in)?|Ministerpräsident(?:in|en)?|Präsident(?:in|en)?|Premierminister(?:in)?|Premier|Regierungschef(?:in)?|Staatschef(?:in)?|Kremlchef|Minister(?:in)?|\\p{L}+minister(?:in)?|Kommissar(?:in)?|Kommissionspräsidentin|Abgeordnete[rn]?|Parteichef(?:in)?|\\p{L}+-Chef(?:in)?|Chef(?:in)?|Berater(?:in)?|\\p{L}*-?Milliardär|Bürgermeister(?:in)?|Oppositionsführer(?:in)?|Spitzenkandidat(?:in)?|President|Chancellor|Prime Minister|Minister|Commissioner|leader|MEP)';
const nameWord = '\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?';
const afterRole = new RegExp(`(?<![\\p{L}-])${roleWords}\\s+((?:${nameWord}\\s+)?${nameWord})`, 'gu');
// A hyphenated given name before a surname is a person's name in either language („Heinz-Christian Strache“).
const hyphenatedName = /(?<![\p{L}-])(\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)/gu;
const roleOnly = new RegExp(`^${roleWords}$`, 'u');
// Places: a capitalised name after „in“, „aus“, „nach“ (and English "in").
// A name of several capitalised words („in European Parliament“) is left to the institutions.
const placePattern =
  /(?<![\p{L}-])(?:in|aus|nach|bei)\s+(\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}-])(?!\s+\p{Lu})/gu;
const notPlaces = new Set([
  'Europa',
  'Deutschland',
  'Zukunft',
  'Folge',
  'Kraft',
  'Betrieb',
  'Haft',
  'Gefahr',
  'Sorge',
  'Kritik',
  'Europe',
  'European',
  'Instagram',
  'Facebook',
  'Telegram',
]);

const fold = (s: string) => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

function textsOf(story: Story): { title: string; body: string }[] {
  return story.articles.map((a) => ({ title: a.title, body: `${a.title}. ${a.description}` }));
}

/**
 * People the story names, as written in full where the articles give the full name: „Kanzler Scholz“ and
 * „Olaf Scholz“ are one person, „Olaf Scholz“.
 */
export function personsOf(story: Story): string[] {
  const bodies = textsOf(story).map((t) => t.body);
  const surnames = new Map<string, string>();
  for (const body of bodies) {
    for (const m of [...body.matchAll(afterRole), ...body.matchAll(hyphenatedName)]) {
      const name = m[1]!.trim();
      const parts = name.split(/\s+/);
      if (parts.some((p) => roleOnly.test(p))) continue;
      const surname = parts.at(-1)!;
      const known = surnames.get(surname);
      if (!known || name.length > known.length) surnames.set(surname, name);
    }
  }
  // The full name where any article gives one: a capitalised word right before the surname.
  for (const [surname, name] of surnames) {
    if (name.includes(' ')) continue;
    const full = new RegExp(`(?<![\\p{L}-])(${nameWord})\\s+${surname}(?![\\p{L}])`, 'u');
    for (const body of bodies) {
      const given = full.exec(body)?.[1];
      if (given && !roleOnly.test(given) && !/^(?:Der|Die|Das|The|Mit|Und|Von)$/.test(given)) {
        surnames.set(surname, `${given} ${surname}`);
        break;
      }
    }
  }
  return [...surnames.values()];
}

const mentions = (text: string, person: string) => fold(text).includes(fold(person.split(' ').at(-1)!));

/**
 * The person the story is about: named in at least half of its headlines (one headline for a single
 * report); the one named in most headlines, then the one named first. A person only quoted in a live
 * blog's headline is not its subject.
 */
export function subjectOf(story: Story, persons: string[]): string | null {
  const titles = story.articles.map((a) => a.title);
  let best: { person: string; count: number; first: number } | null = null;
  for (const person of persons) {
    const count = titles.filter((t) => mentions(t, person)).length;
    if (count === 0 || count * 2 < titles.length) continue;
    const first = fold(titles.find((t) => mentions(t, person))!).indexOf(fold(person.split(' ').at(-1)!));
    if (!best || count > best.count || (count === best.count && first < best.first)) best = { person, count, first };
  }
  return best?.person ?? null;
}

function placeOf(story: Story, persons: string[]): string | null {
  const counts = new Map<string, number>();
  for (const { body } of textsOf(story))
    for (const m of body.matchAll(placePattern)) {
      const place = m[1]!;
      if (notPlaces.has(place) || persons.some((p) => p.includes(place))) continue;
      counts.set(place, (counts.get(place) ?? 0) + 1);
    }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

/** Concepts by how many articles name them, then by the story's term ranking. */
function rankedConcepts(story: Story): string[] {
  const counts = storyConcepts(story);
  const order = story.topTerms.filter((t) => t.startsWith('c:')).map((t) => t.slice(2));
  return [...counts.keys()].sort(
    (a, b) =>
      counts.get(b)! - counts.get(a)! ||
      (order.indexOf(a) < 0 ? 99 : order.indexOf(a)) - (order.indexOf(b) < 0 ? 99 : order.indexOf(b)),
  );
}

export function buildPhotoQueries(story: Story): PhotoQueryPlan {
  const persons = personsOf(story);
  const subject = subjectOf(story, persons);
  const concepts = rankedConcepts(story);
  const institution = concepts.find((c) => institutionMotifs[c]);
  const policy = concepts.find((c) => policyMotifs[c]);
  const country = concepts.find((c) => countryNames[c]);
  const place = placeOf(story, persons);

  const queries: string[] = [];
  const add = (q: string | null | undefined) => {
    const clean = q?.replace(/\s+/g, ' ').trim();
    if (clean && !queries.some((x) => fold(x) === fold(clean))) queries.push(clean);
  };
  if (subject) add(subject);
  if (institution) add(institutionMotifs[institution]!.de);
  const where = place ?? (country ? countryNames[country]!.de : null);
  const whereEn = place ?? (country ? countryNames[country]!.en : null);
  if (policy) {
    add([where, policyMotifs[policy]!.de].filter(Boolean).join(' '));
    add([whereEn, policyMotifs[policy]!.en].filter(Boolean).join(' '));
  } else if (where) {
    add(where);
  }
  if (institution) add(institutionMotifs[institution]!.en);
  if (queries.length < 2) {
    const label = concepts.map((c) => conceptLabelsDe[c]).find(Boolean);
    add(label ? `${label} Europa` : null);
    add('Europäische Union Flagge');
    add('European Union flag');
  }
  return { queries: queries.slice(0, 4), subject, persons };
}
