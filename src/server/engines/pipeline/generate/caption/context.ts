import { splitSentences } from '../../text/tokenize';
import type { Article, RankedStory } from '../../types';
import { institutionNames, memberStateNames, type PolicyField } from '../../policy-fields';
import type { CaptionSentence, SentenceSource } from './types';

const joinGerman = (xs: string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} und ${xs.at(-1)}`);

/**
 * Why the story matters, from its own signals: the field decides the reason, the institutions and member
 * states the articles name fill it in ({states}: " in Frankreich", {institutions}: "die EZB"). Each reason is a
 * general fact about how the EU works (a main clause), never a claim about the story beyond what its articles say.
 */
const reasons: Record<PolicyField, { withNames: string; plain: string }> = {
  money: {
    withNames: 'Zinsentscheidungen der EZB betreffen Kredite, Ersparnisse und Preise im ganzen Euroraum',
    plain: 'stabile Preise sind ein gemeinsames Ziel aller Länder mit dem Euro',
  },
  elections: {
    withNames: 'Wahlen{states} verändern auch die Mehrheiten, mit denen in der EU entschieden wird',
    plain: 'Wahlen verändern die Mehrheiten, mit denen in der EU entschieden wird',
  },
  trade: {
    withNames: 'die EU verhandelt über Handel und Zölle für alle Mitgliedstaaten gemeinsam',
    plain: 'die EU verhandelt über Handel und Zölle für alle Mitgliedstaaten gemeinsam',
  },
  migration: {
    withNames: 'Asyl und Migration regeln die EU-Staaten mit gemeinsamen Regeln',
    plain: 'Asyl und Migration regeln die EU-Staaten mit gemeinsamen Regeln',
  },
  security: {
    withNames: 'die Sicherheit Europas können die EU-Staaten nur gemeinsam schützen',
    plain: 'die Sicherheit Europas können die EU-Staaten nur gemeinsam schützen',
  },
  climate: {
    withNames: 'Klima- und Energiepolitik legt die EU zu großen Teilen gemeinsam fest',
    plain: 'Klima- und Energiepolitik legt die EU zu großen Teilen gemeinsam fest',
  },
  law: {
    withNames: 'es geht um Recht und Rechtsstaatlichkeit, an die sich alle in der EU halten müssen',
    plain: 'es geht um Recht und Rechtsstaatlichkeit, an die sich alle in der EU halten müssen',
  },
  government: {
    withNames: 'die Regierung{states} entscheidet im Rat der EU über die Gesetze mit, die für uns alle gelten',
    plain: 'Regierungen entscheiden im Rat der EU über die Gesetze mit, die für uns alle gelten',
  },
  economy: {
    withNames: 'der gemeinsame Binnenmarkt verbindet Unternehmen und Arbeitsplätze in ganz Europa',
    plain: 'der gemeinsame Binnenmarkt verbindet Unternehmen und Arbeitsplätze in ganz Europa',
  },
  general: {
    withNames: '{institutions} an Entscheidungen beteiligt, die in der ganzen EU gelten',
    plain: 'was in einem Land Europas geschieht, betrifft oft auch die Nachbarn in der EU',
  },
};

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
  general: ['Für Europa zählt das, denn', 'Das geht über die Grenzen hinaus:', 'Warum das alle in der EU angeht:'],
};

const regionalLine = 'Auch unsere Region ist betroffen';
const regionalNamed = ': Die Berichte nennen ';

/** Every fixed phrase of this module, so the fact check knows our own words. */
export const contextPhrases = [
  ...Object.values(reasons).flatMap((r) => [r.withNames, r.plain]),
  ...Object.values(leadIns).flat(),
  regionalLine,
  regionalNamed,
];

function sentence(
  field: PolicyField,
  concepts: Map<string, number>,
  institutions: string[],
  states: string[],
  weekCaptions: string[],
): string {
  const r = reasons[field];
  const named =
    (field === 'money' && concepts.has('ecb')) ||
    (['elections', 'government'].includes(field) && states.length > 0) ||
    (field === 'general' && institutions.length > 0);
  const why = (named ? r.withNames : r.plain)
    .replace('{states}', states.length ? ` in ${joinGerman(states)}` : '')
    .replace('{institutions}', `${joinGerman(institutions)} ${institutions.length > 1 ? 'sind' : 'ist'}`);
  const variants = leadIns[field].map(
    (lead) => `${lead} ${lead.endsWith(':') ? why.charAt(0).toUpperCase() + why.slice(1) : why}.`,
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

export function contextSentences(
  pick: RankedStory,
  field: PolicyField,
  concepts: Map<string, number>,
  fieldConcepts: string[],
  weekCaptions: string[],
): CaptionSentence[] {
  const institutions = Object.keys(institutionNames)
    .filter((c) => concepts.has(c))
    .map((c) => institutionNames[c]);
  const states = Object.keys(memberStateNames)
    .filter((c) => (concepts.get(c) ?? 0) >= Math.min(2, pick.story.articles.length))
    .map((c) => memberStateNames[c])
    .slice(0, 2);
  const labels = [...institutions, ...states, ...fieldConcepts];
  const out: CaptionSentence[] = [
    {
      text: sentence(field, concepts, institutions, states, weekCaptions),
      role: 'context',
      sources: evidence(pick.story.articles, labels),
    },
  ];
  const regional = (pick.signals.regional_terms as string[] | undefined) ?? [];
  if (Number(pick.signals.regional_relevance ?? 0) > 0) {
    const named = regional.length ? `${regionalNamed}${joinGerman(regional.slice(0, 3))}` : '';
    out.push({
      text: `${regionalLine}${named}.`,
      role: 'context',
      sources: evidence(pick.story.articles, regional),
    });
  }
  return out;
}
