import { fold, stem } from '../../text/stem';
import { tokenize } from '../../text/tokenize';
import type { Article } from '../../types';
import type { PolicyField } from '../../policy-fields';
import { relatedToLead } from './topic';

type Field = Exclude<PolicyField, 'general'>;
/** A word or phrase in base form; `[form, weight]` for weaker evidence (a word that often means something else). */
type Term = string | [string, number];

/**
 * What tells the caption's policy field, per language, as whole words (Snowball base forms, so "Wahlen" is
 * "Wahl" but "Weihnachtsmarkt" is never "Markt"). Words that often mean something else in the news count
 * half or less: "Präsident" (every head of state), "Ministerpräsident" (also the German states' premiers),
 * English "campaign". Deliberately absent: "Auto"/"car" (a car ramming attack is no industry story),
 * English "strike" (military strikes), "Angriff"/"attack" (crime and politics alike).
 */
const lexicon: Record<Field, { de: Term[]; en: Term[] }> = {
  money: {
    de: [
      'EZB',
      'Europäische Zentralbank',
      'Zentralbank',
      'Leitzins',
      'Leitzinsen',
      'Zinsen',
      'Zinssenkung',
      'Zinserhöhung',
      'Inflation',
      'Teuerung',
      'Geldpolitik',
      'Inflationsrate',
    ],
    en: ['ECB', 'European Central Bank', 'central bank', 'interest rate', 'rate cut', 'inflation', 'monetary policy'],
  },
  elections: {
    de: [
      'Wahl',
      'Wahlen',
      'Europawahl',
      'Neuwahl',
      'Neuwahlen',
      'Wahlkampf',
      'Wahlergebnis',
      'Wahlsieg',
      'Wahlsieger',
      'Wähler',
      'Wählerinnen',
      'gewählt',
      'wählen',
      'Stichwahl',
      'Präsidentschaftswahl',
      'Parlamentswahl',
      'Bundestagswahl',
      'Landtagswahl',
      'Hochrechnung',
      'Hochrechnungen',
      'Spitzenkandidat',
      'Spitzenkandidatin',
      ['Prognose', 0.5],
      ['Prognosen', 0.5],
    ],
    en: [
      'election',
      'elections',
      'vote',
      'voters',
      'voting',
      'ballot',
      'elected',
      'snap election',
      'exit poll',
      ['polls', 0.5],
      ['campaign', 0.5],
    ],
  },
  trade: {
    de: [
      'Handel',
      'Handelsabkommen',
      'Handelsstreit',
      'Handelskonflikt',
      'Handelskrieg',
      'Freihandel',
      'Freihandelsabkommen',
      'Zoll',
      'Zölle',
      'Strafzölle',
      'Strafzöllen',
      'Einfuhrzölle',
      ['Importe', 0.5],
      ['Exporte', 0.5],
    ],
    en: ['trade', 'trade deal', 'trade war', 'free trade', 'tariff', 'tariffs', ['duties', 0.5], ['imports', 0.5]],
  },
  migration: {
    de: [
      'Migration',
      'Migranten',
      'Migrantinnen',
      'Flüchtlinge',
      'Geflüchtete',
      'Geflüchteten',
      'Asyl',
      'Asylpolitik',
      'Asylbewerber',
      'Asylrecht',
      'Asylverfahren',
      'Abschiebung',
      'Abschiebungen',
      'abschieben',
      'Migrationsabkommen',
      'Einwanderung',
      'Zuwanderung',
      ['Grenzkontrollen', 0.5],
    ],
    en: ['migration', 'migrants', 'refugees', 'asylum', 'deportation', 'deportations', 'immigration', ['border', 0.5]],
  },
  security: {
    de: [
      'Krieg',
      'Angriffskrieg',
      'Ukrainekrieg',
      'Gazakrieg',
      'Militär',
      'militärisch',
      'Armee',
      'Soldaten',
      'Truppen',
      'Streitkräfte',
      'Bundeswehr',
      'Waffen',
      'Waffenlieferungen',
      'Munition',
      'Kampfjets',
      'Kampfflugzeuge',
      'Panzer',
      'Rakete',
      'Raketen',
      'Raketenangriff',
      'Drohne',
      'Drohnen',
      'Drohnenangriff',
      'Drohnenangriffe',
      'Luftangriff',
      'Luftangriffe',
      'Nato',
      'Waffenruhe',
      'Waffenstillstand',
      'Sanktionen',
      'Sanktionspaket',
      'Verteidigung',
      'Aufrüstung',
      'Atomwaffen',
      'Militärausbilder',
      ['Front', 0.5],
      ['Geiseln', 0.5],
    ],
    en: [
      'war',
      'military',
      'army',
      'soldiers',
      'troops',
      'weapons',
      'arms',
      'ammunition',
      'fighter jets',
      'missile',
      'missiles',
      'drone',
      'drones',
      'airstrike',
      'airstrikes',
      'NATO',
      'ceasefire',
      'truce',
      'sanctions',
      'defence',
      'defense',
      'nuclear weapons',
      ['hostages', 0.5],
    ],
  },
  climate: {
    de: [
      'Klima',
      'Klimaschutz',
      'Klimawandel',
      'Klimapolitik',
      'Klimaziele',
      'Energie',
      'Energiewende',
      'Energiepolitik',
      'Strompreise',
      'Atomkraft',
      'Kernkraft',
      'Atomkraftwerk',
      'Kernkraftwerk',
      'Atomreaktor',
      'Kernreaktor',
      'Reaktor',
      'Erneuerbare',
      'Windkraft',
      'Solarenergie',
      'Emissionen',
      'Hochwasser',
      'Überschwemmung',
      'Überschwemmungen',
      'Dürre',
      'Hitzewelle',
      ['Gas', 0.5],
      ['Strom', 0.5],
      ['Flut', 0.5],
      ['Hitze', 0.5],
    ],
    en: [
      'climate',
      'climate change',
      'energy',
      'electricity',
      'power grid',
      'nuclear power',
      'nuclear plant',
      'reactor',
      'renewables',
      'emissions',
      'flood',
      'floods',
      'flooding',
      'heatwave',
      'drought',
      ['gas', 0.5],
    ],
  },
  law: {
    de: [
      'Gericht',
      'Gerichtshof',
      'EuGH',
      'Verfassungsgericht',
      'Urteil',
      'verurteilt',
      'Klage',
      'Rechtsstaat',
      'Rechtsstaatlichkeit',
      'Korruption',
      'Bestechung',
      'Gesetz',
      'Gesetzentwurf',
      'Verordnung',
      'Richtlinie',
      'Justiz',
      'Staatsanwaltschaft',
      'Anklage',
      'Zwangsgeld',
      'Haftbefehl',
      ['Prozess', 0.5],
    ],
    en: [
      'court',
      'ruling',
      'verdict',
      'trial',
      'sentenced',
      'convicted',
      'judge',
      'rule of law',
      'corruption',
      'bribery',
      'legislation',
      'regulation',
      'directive',
      'prosecutor',
      'prosecutors',
      ['law', 0.5],
    ],
  },
  government: {
    de: [
      'Regierung',
      'Bundesregierung',
      'Regierungschef',
      'Regierungschefin',
      'Kabinett',
      'Koalition',
      'Ampel',
      ['Kanzler', 0.5],
      ['Bundeskanzler', 0.5],
      ['Premierminister', 0.5],
      ['Premierministerin', 0.5],
      'Nationalversammlung',
      'Misstrauensvotum',
      'Regierungskrise',
      ['Parlament', 0.5],
      ['Ministerpräsident', 0.5],
      ['Ministerpräsidentin', 0.5],
      ['Präsident', 0.5],
      ['Präsidentin', 0.5],
      ['Rücktritt', 0.5],
    ],
    en: [
      'government',
      'cabinet',
      'coalition',
      ['chancellor', 0.5],
      ['prime minister', 0.5],
      'no confidence',
      ['parliament', 0.5],
      ['president', 0.5],
      ['resigns', 0.5],
    ],
  },
  economy: {
    de: [
      'Wirtschaft',
      'Konjunktur',
      'Wirtschaftskrise',
      'Wirtschaftswachstum',
      'Rezession',
      'Binnenmarkt',
      'Industrie',
      'Arbeitsplätze',
      'Arbeitsmarkt',
      'Arbeitslosigkeit',
      'Löhne',
      'Lohn',
      'Einkommen',
      'Lebensstandard',
      'Kaufkraft',
      'Einzelhandel',
      'Umsatz',
      'Streik',
      'Streiks',
      'Gewerkschaft',
      'Autoindustrie',
      'Autobranche',
      'Autobauer',
      ['Unternehmen', 0.5],
      ['Wachstum', 0.5],
    ],
    en: [
      'economy',
      'economic',
      'recession',
      'single market',
      'industry',
      'jobs',
      'wages',
      'income',
      'retail',
      'carmakers',
      ['growth', 0.5],
    ],
  },
  enlargement: {
    de: [
      'Beitritt',
      'EU-Beitritt',
      'Beitrittsgespräche',
      'Beitrittsverhandlungen',
      'Beitrittskandidat',
      'Beitrittskandidaten',
      'Beitrittsprozess',
      'Beitrittsantrag',
      'Kandidatenstatus',
      'EU-Erweiterung',
      'Erweiterung',
    ],
    en: ['accession', 'accession talks', 'enlargement', 'membership talks', 'candidate status', 'join the EU'],
  },
};

interface Entry {
  field: Field;
  weight: number;
}
type Lookup = Map<string, Entry>;

const key = (words: string[], lang: 'de' | 'en') => words.map((w) => fold(stem(w.toLowerCase(), lang))).join(' ');

const lookups: Record<'de' | 'en', Lookup> = (() => {
  const out = { de: new Map(), en: new Map() } as Record<'de' | 'en', Lookup>;
  for (const [field, forms] of Object.entries(lexicon) as [Field, { de: Term[]; en: Term[] }][])
    for (const lang of ['de', 'en'] as const)
      for (const term of forms[lang]) {
        const [form, weight] = typeof term === 'string' ? [term, 1] : term;
        out[lang].set(key(form.split(/[\s-]+/), lang), { field, weight });
      }
  return out;
})();

export interface FieldHit {
  weight: number;
  /** The word as the article writes it, for finding the sentence the reason builds on. */
  word: string;
}

/** Per field, the strongest term the text names (whole words in base form; phrases of up to three words). */
export function fieldTerms(text: string, language: string): Map<Field, FieldHit> {
  const lang = language === 'de' ? 'de' : 'en';
  const lookup = lookups[lang];
  const tokens = tokenize(text);
  const stems = tokens.map((t) => fold(stem(t.lower, lang)));
  const out = new Map<Field, FieldHit>();
  for (let i = 0; i < stems.length; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > stems.length) continue;
      const hit = lookup.get(stems.slice(i, i + n).join(' '));
      if (!hit) continue;
      const word = tokens
        .slice(i, i + n)
        .map((t) => t.raw)
        .join(' ');
      if ((out.get(hit.field)?.weight ?? 0) < hit.weight) out.set(hit.field, { weight: hit.weight, word });
      break;
    }
  }
  return out;
}

export interface FieldChoice {
  field: PolicyField;
  /** The chosen field's share of all field evidence (0–1); 0 for `general`. */
  confidence: number;
  /** Weighted evidence per field. */
  scores: Partial<Record<Field, number>>;
  /** Words of the story that support the chosen field, for finding the sentence the reason builds on. */
  words: string[];
  /** The lead and the articles about the same thing: the caption's signals come from them. */
  related: Article[];
}

/** Evidence below this is no field (the lead's title naming a field word scores 1.5 on its own). */
export const minFieldScore = 1.5;
/** The chosen field must hold at least this share of all field evidence, else the story is mixed. */
export const minFieldShare = 0.4;

/**
 * The policy field a caption's „why it matters“ builds on: weighted evidence from the lead (title counts
 * more than teaser) and the articles about the same thing (half weight), whole words only. When no field is
 * clearly supported — too little evidence, named in no title, or several fields without one standing out —
 * `general`, so the
 * reason is built from the story's institutions, member states and region instead of a wrong field.
 */
export function captionField(lead: Article, articles: Article[]): FieldChoice {
  const isRelated = relatedToLead(lead);
  const related = [lead, ...articles.filter((a) => a !== lead && isRelated(a))];
  const scores: Partial<Record<Field, number>> = {};
  const words = new Map<Field, string[]>();
  // A field is only clearly supported when a title names it, or the lead's teaser with a strong word:
  // passing mentions in teasers ("Bundeskanzler Scholz besuchte den Tatort") add up but never decide.
  const anchored = new Set<Field>();
  for (const a of related) {
    const articleWeight = a === lead ? 1 : 0.5;
    const title = fieldTerms(a.title, a.language);
    const teaser = fieldTerms(a.description, a.language);
    for (const field of new Set([...title.keys(), ...teaser.keys()])) {
      // Title words count once more than teaser words; an article counts once per field.
      const evidence = Math.max((title.get(field)?.weight ?? 0) * 1.5, teaser.get(field)?.weight ?? 0);
      if ((title.get(field)?.weight ?? 0) >= 1 || (a === lead && (teaser.get(field)?.weight ?? 0) >= 1))
        anchored.add(field);
      scores[field] = (scores[field] ?? 0) + articleWeight * evidence;
      const list = words.get(field) ?? [];
      for (const hit of [title.get(field), teaser.get(field)]) if (hit && !list.includes(hit.word)) list.push(hit.word);
      words.set(field, list);
    }
  }
  const ranked = (Object.entries(scores) as [Field, number][]).sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((s, [, v]) => s + v, 0);
  const [best, score] = ranked[0] ?? [undefined, 0];
  const share = total ? score / total : 0;
  if (!best || score < minFieldScore || share < minFieldShare || !anchored.has(best))
    return { field: 'general', confidence: 0, scores, words: [], related };
  return { field: best, confidence: share, scores, words: words.get(best) ?? [], related };
}
