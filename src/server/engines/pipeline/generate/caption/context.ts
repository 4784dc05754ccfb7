import { splitSentences } from '../../text/tokenize';
import type { Article, RankedStory } from '../../types';
import { institutionNames, memberStateNames, storyConcepts, type PolicyField } from '../../policy-fields';
import type { FieldChoice } from './field';
import type { CaptionSentence, SentenceSource } from './types';

/** „A, B und C“. */
export const joinGerman = (xs: string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} und ${xs.at(-1)}`;

/**
 * Why the story matters, from its own signals: the field decides the reason, the institutions and member
 * states the articles name fill it in ({states}: " in Frankreich", {institutions}: "die EZB"). Each reason is a
 * general fact about how the EU works (a main clause), never a claim about the story beyond what its articles say.
 * Each field has more than one, so a week with several stories of one field does not repeat a sentence.
 */
const reasons: Record<PolicyField, { withNames: string[]; plain: string[] }> = {
  money: {
    withNames: [
      'Zinsentscheidungen der EZB betreffen Kredite, Ersparnisse und Preise im ganzen Euroraum',
      'die EZB entscheidet über das Geld aller Länder mit dem Euro gemeinsam',
    ],
    plain: [
      'stabile Preise sind ein gemeinsames Ziel aller Länder mit dem Euro',
      'Preise und Zinsen im Euroraum hängen an gemeinsamen Entscheidungen',
    ],
  },
  elections: {
    withNames: [
      'Wahlen{states} verändern auch die Mehrheiten, mit denen in der EU entschieden wird',
      'wer{states} gewählt wird, entscheidet auch in der EU mit',
    ],
    plain: [
      'Wahlen verändern die Mehrheiten, mit denen in der EU entschieden wird',
      'wer gewählt wird, entscheidet auch in der EU mit',
    ],
  },
  trade: {
    withNames: [],
    plain: [
      'die EU verhandelt über Handel und Zölle für alle Mitgliedstaaten gemeinsam',
      'Handelspolitik macht die EU für alle Mitgliedstaaten gemeinsam',
    ],
  },
  migration: {
    withNames: [],
    plain: [
      'Asyl und Migration regeln die EU-Staaten mit gemeinsamen Regeln',
      'beim Asyl und an den Außengrenzen hängen die EU-Staaten voneinander ab',
    ],
  },
  security: {
    withNames: [],
    plain: [
      'die Sicherheit Europas können die EU-Staaten nur gemeinsam schützen',
      'Sanktionen und Außenpolitik stimmen die EU-Staaten miteinander ab',
      'Frieden in Europa zu sichern ist eine Kernaufgabe der EU',
    ],
  },
  climate: {
    withNames: [],
    plain: [
      'Klima- und Energiepolitik legt die EU zu großen Teilen gemeinsam fest',
      'Klimaziele und Energiemarkt regelt die EU für alle Mitgliedstaaten',
    ],
  },
  law: {
    withNames: [],
    plain: [
      'es geht um Recht und Rechtsstaatlichkeit, an die sich alle in der EU halten müssen',
      'das Recht der EU gilt in allen Mitgliedstaaten, und Gerichte wachen darüber',
    ],
  },
  government: {
    withNames: [
      'die Regierung{states} entscheidet im Rat der EU über die Gesetze mit, die für uns alle gelten',
      'die Regierung{states} sitzt im Rat der EU mit am Tisch',
    ],
    plain: [
      'Regierungen entscheiden im Rat der EU über die Gesetze mit, die für uns alle gelten',
      'jede Regierung eines Mitgliedstaats sitzt im Rat der EU mit am Tisch',
    ],
  },
  economy: {
    withNames: [],
    plain: [
      'der gemeinsame Binnenmarkt verbindet Unternehmen und Arbeitsplätze in ganz Europa',
      'Löhne, Preise und Arbeitsplätze hängen in der EU am gemeinsamen Binnenmarkt',
    ],
  },
  enlargement: {
    withNames: [],
    plain: [
      'über die Aufnahme neuer Mitglieder entscheiden alle EU-Staaten gemeinsam, und jede Erweiterung verändert die Union',
      'ein Beitritt braucht die Zustimmung aller Mitgliedstaaten und verändert, wie die EU entscheidet',
    ],
  },
  general: {
    withNames: [
      '{institutions} an Entscheidungen beteiligt, die in der ganzen EU gelten',
      '{institutions} für alle Mitgliedstaaten mit zuständig',
    ],
    plain: [
      'was in einem Land Europas geschieht, betrifft oft auch die Nachbarn in der EU',
      'in Europa wirkt vieles über die Grenzen eines Landes hinaus',
    ],
  },
};

/** Without a clear field: the member states the story names ({states}: "Deutschland gehört"), or a neighbour. */
const memberReasons = [
  '{states} zur EU, und was dort geschieht, betrifft auch die anderen Mitgliedstaaten',
  '{states} zur EU, und vieles dort wirkt über die Grenzen hinaus',
];
const neighbourReasons = [
  '{neighbour} ist ein Nachbar der EU, und was dort geschieht, betrifft auch die Menschen in der EU',
  '{neighbour} ist ein Nachbar der EU, und vieles dort wirkt über die Grenzen hinaus',
];
const neighbours: Record<string, string> = { uk: 'Großbritannien', switzerland: 'die Schweiz', ukraine: 'die Ukraine' };
const nominative = (state: string) => (state === 'den Niederlanden' ? 'die Niederlande' : state);

// Lead-ins vary with the field and between captions of a week, so they never share one formula.
// Each takes a main clause.
const leadIns: Record<PolicyField, string[]> = {
  money: ['Warum das zählt:', 'Für Europa ist das wichtig, denn'],
  elections: ['Für Europa zählt das, denn', 'Das geht über die Grenzen hinaus:', 'Warum das alle in der EU angeht:'],
  trade: ['Das geht alle in der EU an, denn', 'Warum das zählt:'],
  migration: ['Für Europa ist das wichtig, denn', 'Das geht über die Grenzen hinaus:'],
  security: ['Das betrifft ganz Europa, denn', 'Warum das zählt:'],
  climate: ['Warum das zählt:', 'Das betrifft ganz Europa, denn'],
  law: ['Das ist wichtig, denn', 'Warum das zählt:'],
  government: ['Für Europa zählt das, denn', 'Das geht über die Grenzen hinaus:'],
  economy: ['Warum das zählt:', 'Das geht alle in der EU an, denn'],
  enlargement: ['Für Europa zählt das, denn', 'Warum das alle in der EU angeht:'],
  general: ['Für Europa zählt das, denn', 'Das geht über die Grenzen hinaus:', 'Warum das alle in der EU angeht:'],
};

const regionalLine = 'Auch unsere Region ist betroffen';
const regionalNamed = ': Die Berichte nennen ';

/** Every fixed phrase of this module, so the fact check knows our own words. */
export const contextPhrases = [
  ...Object.values(reasons).flatMap((r) => [...r.withNames, ...r.plain]),
  ...memberReasons,
  ...neighbourReasons,
  ...Object.values(leadIns).flat(),
  regionalLine,
  regionalNamed,
];

/** The reasons that fit the story, in order of preference. */
function reasonsFor(
  field: PolicyField,
  concepts: Map<string, number>,
  institutions: string[],
  states: string[],
): string[] {
  const r = reasons[field];
  if (field === 'general' && !institutions.length) {
    if (states.length) {
      const subject = joinGerman(states.map(nominative));
      const plural = states.length > 1 || states[0] === 'den Niederlanden';
      return memberReasons.map((x) => x.replace('{states}', `${subject} ${plural ? 'gehören' : 'gehört'}`));
    }
    const neighbour = Object.keys(neighbours).find((c) => concepts.has(c));
    if (neighbour) return neighbourReasons.map((x) => x.replace('{neighbour}', neighbours[neighbour]));
  }
  const named =
    (field === 'money' && concepts.has('ecb')) ||
    (['elections', 'government'].includes(field) && states.length > 0) ||
    (field === 'general' && institutions.length > 0);
  return (named && r.withNames.length ? r.withNames : r.plain).map((x) =>
    x
      .replace('{states}', states.length ? ` in ${joinGerman(states)}` : '')
      .replace('{institutions}', `${joinGerman(institutions)} ${institutions.length > 1 ? 'sind' : 'ist'}`),
  );
}

/** The first lead-in and reason not yet used this week: every lead-in of the first reason, then the next. */
function sentence(field: PolicyField, whys: string[], weekCaptions: string[]): string {
  const variants = whys.flatMap((why) =>
    leadIns[field].map((lead) => `${lead} ${lead.endsWith(':') ? why.charAt(0).toUpperCase() + why.slice(1) : why}.`),
  );
  return variants.find((v) => !weekCaptions.some((caption) => caption.includes(v))) ?? variants[0];
}

/** Sentences of the story's articles that name what the reason builds on, one per outlet, at most two. */
function evidence(articles: Article[], names: string[]): SentenceSource[] {
  const out: SentenceSource[] = [];
  const outlets = new Set<string>();
  const needles = names.map((n) => n.replace(/^(die|das|der|den) /, '').toLowerCase());
  for (const a of articles) {
    if (outlets.has(a.source) || out.length >= 2) continue;
    const found = splitSentences(`${a.title}. ${a.description}`).find((s) =>
      needles.some((n) => s.toLowerCase().includes(n.split(' ')[0])),
    );
    if (found) {
      out.push({ outlet: a.source, url: a.url, sentence: found });
      outlets.add(a.source);
    }
  }
  // No sentence names what the reason builds on: the field came from the story as a whole, so its lead stands in.
  if (!out.length && articles[0])
    out.push({ outlet: articles[0].source, url: articles[0].url, sentence: articles[0].title });
  return out;
}

/** Concept ids the articles mention, with how many articles mention each. */
function conceptsOf(articles: Article[]): Map<string, number> {
  return storyConcepts({ key: '', articles, firstSeen: '', lastSeen: '', topTerms: [], entities: [] });
}

/**
 * Why the story matters (and, when the regional terms match, that the region is affected), from the lead and
 * the articles about the same thing: their field, institutions and member states. Without a clear field the
 * reason names the institutions, member states or neighbour the story names; only a story naming none of
 * them gets the general sentence.
 */
export function contextSentences(pick: RankedStory, choice: FieldChoice, weekCaptions: string[]): CaptionSentence[] {
  const { field } = choice;
  const concepts = conceptsOf(choice.related);
  const institutions = Object.keys(institutionNames)
    .filter((c) => concepts.has(c))
    .map((c) => institutionNames[c]);
  const named = (min: number) =>
    Object.keys(memberStateNames)
      .filter((c) => (concepts.get(c) ?? 0) >= min)
      .map((c) => memberStateNames[c])
      .slice(0, 2);
  // Named by most of the articles; without a field or institution to build on, named by one is enough.
  let states = named(Math.min(2, choice.related.length));
  if (field === 'general' && !institutions.length && !states.length) states = named(1);
  const regional = (pick.signals.regional_terms as string[] | undefined) ?? [];
  const isRegional = Number(pick.signals.regional_relevance ?? 0) > 0;
  const whys = reasonsFor(field, concepts, institutions, states);
  const out: CaptionSentence[] = [];
  // A story without field or names whose region matches: the region is the reason, not a sentence for all.
  if (whys[0] !== reasons.general.plain[0] || !isRegional)
    out.push({
      text: sentence(field, whys, weekCaptions),
      role: 'context',
      sources: evidence(choice.related, [...institutions, ...states, ...choice.words]),
    });
  if (isRegional) {
    const named = regional.length ? `${regionalNamed}${joinGerman(regional.slice(0, 3))}` : '';
    out.push({
      text: `${regionalLine}${named}.`,
      role: 'context',
      sources: evidence(pick.story.articles, regional),
    });
  }
  return out;
}
