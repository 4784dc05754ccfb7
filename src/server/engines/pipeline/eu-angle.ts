/**
 * The European side of a topic: the EU actor or mechanism its own reports name — an institution (Kommission,
 * Parlament, Rat, EZB, EuGH), EU law or policy (trade, sanctions, asylum), accession, the euro area, EU territory,
 * or a member state's government acting in the EU. Captions build their „why it matters“ line on it; a topic
 * without one gets no such line (and the card says „EU-Bezug fehlt“). Never a member-state line for a non-member.
 */
import { countryPatterns as sharedCountryPatterns } from '../../../shared/countries';
import { countries, countriesIn, countryByCode, euTerritories, isMember } from './europe';
import { splitSentences } from './text/tokenize';
import type { Article } from './types';

export type EuAngleKind =
  | 'accession'
  | 'court'
  | 'ecb'
  | 'trade'
  | 'sanctions'
  | 'asylum'
  | 'commission'
  | 'council'
  | 'eu-election'
  | 'parliament'
  | 'euro'
  | 'schengen'
  | 'law'
  | 'territory'
  | 'member-government';

export interface EuAngle {
  kind: EuAngleKind;
  /** The actor or mechanism in words, for the card: „EU-Kommission (Handelspolitik)“. */
  label: string;
  /** The member state, candidate or territory the story is about, when the angle names one (German). */
  place?: string;
  /** Where the sources name it. */
  evidence: { article: Article; sentence: string };
}

const L = '\\p{L}';
const word = (alternatives: string) => new RegExp(`(?<!${L})(?:${alternatives})(?!${L})`, 'u');

const eu = word('EU|Europäischen Union|Europäische Union|European Union|Brüssel|Brussels|EU-\\p{L}+');
/**
 * The election as a time frame („kurz vor der Europawahl“, „seit der vorigen Europawahl“): the news is something
 * else (a study, an airline deal, a party's crisis), not the election.
 */
const electionAsTime =
  /(?<!\p{L})(?:(?:kurz|wenige Tage|Tage|Wochen)\s+)?(?:vor|nach|seit|bis zur|bis zu)\s+(?:der|den|dem)?\s*(?:vorigen\s+|letzten\s+|nächsten\s+|anstehenden\s+)?(?:Europawahl\p{L}*|EU-Wahl\p{L}*)/giu;

const patterns: {
  kind: EuAngleKind;
  label: string;
  pattern: RegExp;
  needsEu?: boolean;
  /** Parts of a sentence that do not count for this angle. */
  ignore?: RegExp;
}[] = [
  {
    kind: 'accession',
    label: 'EU-Erweiterung (Beitritt)',
    pattern: word(
      'EU-Beitritt\\p{L}*|(?<!Nato-|NATO-)Beitritt\\p{L}*|Beitrittsgespräch\\p{L}*|Beitrittsverhandlung\\p{L}*|Beitrittskandidat\\p{L}*|Kandidatenstatus|EU-Erweiterung|accession|membership talks|join the EU|candidate status|EU enlargement',
    ),
  },
  {
    kind: 'court',
    label: 'Europäischer Gerichtshof',
    pattern: word(
      "EuGH|Europäische[nr]? Gerichtshof\\p{L}*|Gerichtshof der EU|European Court of Justice|ECJ|EU's top court|EU court|Court of Justice of the European Union",
    ),
  },
  {
    kind: 'ecb',
    label: 'Europäische Zentralbank',
    pattern: word('EZB|Europäische[n]? Zentralbank|ECB|European Central Bank'),
  },
  {
    kind: 'trade',
    label: 'EU-Handelspolitik',
    pattern: word(
      'Strafzöll\\p{L}*|Zöll\\p{L}*|Zoll|Einfuhrzöll\\p{L}*|Handelsabkommen|Freihandel\\p{L}*|tariffs?|duties|anti-subsidy|trade deal|trade agreement',
    ),
    needsEu: true,
  },
  {
    kind: 'sanctions',
    label: 'EU-Sanktionen',
    pattern: word('EU-Sanktion\\p{L}*|Sanktion\\p{L}*|sanctions?'),
    needsEu: true,
  },
  {
    kind: 'asylum',
    label: 'gemeinsame Asylpolitik der EU',
    pattern: word(
      'EU-Asyl\\p{L}*|Asylreform|GEAS|Asylpakt|Migrationspakt|Frontex|EU-Außengrenze\\p{L}*|asylum pact|migration pact',
    ),
  },
  {
    kind: 'eu-election',
    label: 'Europawahl',
    pattern: word('Europawahl\\p{L}*|EU-Wahl\\p{L}*|European elections?|EU elections?|European Parliament elections?'),
    ignore: electionAsTime,
  },
  {
    kind: 'parliament',
    label: 'Europäisches Parlament',
    pattern: word(
      'Europaparlament\\p{L}*|EU-Parlament\\p{L}*|Europäische[nsm]? Parlament\\p{L}*|EU-Abgeordnete\\p{L}*|Europaabgeordnete\\p{L}*|European Parliament|MEPs?',
    ),
  },
  {
    kind: 'commission',
    label: 'EU-Kommission',
    pattern: word(
      'EU-Kommission|Europäische[n]? Kommission|Kommissionspräsident\\p{L}*|von der Leyen|EU-Kommissar\\p{L}*|European Commission|Commission president|EU commissioner',
    ),
  },
  {
    kind: 'council',
    label: 'Rat der EU / Europäischer Rat',
    pattern: word(
      'EU-Gipfel\\p{L}*|Europäische[nr]? Rat\\p{L}*|Rat der EU|Ministerrat|EU-Staaten|EU-Mitgliedstaaten|EU-Länder\\p{L}*|EU-Regierungschefs|EU-Außenminister\\p{L}*|EU-Innenminister\\p{L}*|EU-Finanzminister\\p{L}*|EU-Ratspräsidentschaft|Ratspräsidentschaft|EU-Außenbeauftragte\\p{L}*|European Council|EU summit|EU leaders|EU member states|EU countries|EU foreign ministers|Council presidency',
    ),
  },
  {
    kind: 'euro',
    label: 'Euroraum',
    pattern: word('Eurozone|Euroraum|Euro-Länder\\p{L}*|Euroländer\\p{L}*|eurozone|euro area'),
  },
  { kind: 'schengen', label: 'Schengen-Raum', pattern: word('Schengen\\p{L}*') },
  {
    kind: 'law',
    label: 'EU-Recht',
    pattern: word(
      'EU-Recht\\p{L}*|EU-Gesetz\\p{L}*|EU-Richtlinie\\p{L}*|EU-Verordnung\\p{L}*|Vertragsverletzungsverfahren|EU law|EU rules|EU regulation|EU directive|infringement procedure',
    ),
  },
];

/** The European sides that are the Union's own institutions and policies, not a member state, territory or neighbour. */
export const unionSideLabels: ReadonlySet<string> = new Set(patterns.map((p) => p.label));

// A member state's government: its formation, fall or election (the government sits in the Council of the EU).
const governmentWords = word(
  'Regierung\\p{L}*|Regierungschef\\p{L}*|Premier\\p{L}*|Ministerpräsident\\p{L}*|Kanzler\\p{L}*|Präsident\\p{L}*|Neuwahl\\p{L}*|Parlamentswahl\\p{L}*|Präsidentschaftswahl\\p{L}*|Bundestagswahl\\p{L}*|Wahlsieg\\p{L}*|Wahlergebnis\\p{L}*|Koalition\\p{L}*|Rücktritt|Misstrauensvotum|Vertrauensfrage|Kabinett|Parlament auf|löst\\s+\\p{L}*\\s*Parlament|government|prime minister|snap election|coalition|no-confidence',
);

const genitive: Record<string, string> = { fr: 'Frankreichs', pt: 'Portugals', es: 'Spaniens' };

function sentencesOf(a: Article): string[] {
  return [a.title, ...splitSentences(a.description)];
}

/**
 * The EU angle of a topic from its reports (the lead first, then the reports of the same news): the first
 * mechanism found in the lead's title, else in the lead's teaser, else in the other reports. Patterns that only
 * count with the EU named („Sanktionen“, „Zölle“) need it in the same sentence.
 */
export function euAngle(lead: Article, core: Article[]): EuAngle | null {
  const ordered = [lead, ...core.filter((a) => a !== lead)];
  const passes: { article: Article; sentences: string[] }[] = [
    { article: lead, sentences: [lead.title] },
    { article: lead, sentences: splitSentences(lead.description) },
    // The other reports of the news by their headlines: a teaser's passing mention is no angle of the story.
    ...ordered.slice(1).map((a) => ({ article: a, sentences: [a.title] })),
  ];
  for (const [i, pass] of passes.entries()) {
    // A member state's government in the lead's title is the news itself („Macron löst Parlament auf“).
    if (i === 1) {
      const government = memberGovernment(lead);
      if (government) return government;
    }
    for (const p of patterns) {
      const sentence = pass.sentences.find((s) => {
        const text = p.ignore ? s.replace(p.ignore, '') : s;
        return p.pattern.test(text) && (!p.needsEu || eu.test(text));
      });
      if (!sentence) continue;
      const place = placeFor(p.kind, ordered);
      return { kind: p.kind, label: p.label, place, evidence: { article: pass.article, sentence } };
    }
  }
  return territoryIn(ordered);
}

/** The country an angle is about: a candidate for accession, a member state for a court case or a council vote. */
function placeFor(kind: EuAngleKind, articles: Article[]): string | undefined {
  const codes = articles.flatMap((a) => countriesIn(`${a.title}. ${a.description}`));
  const wanted =
    kind === 'accession'
      ? (code: string) => countryByCode.get(code)?.status === 'candidate'
      : kind === 'court' || kind === 'council' || kind === 'law'
        ? (code: string) => isMember(code) && code !== 'de'
        : () => false;
  const code = codes.find(wanted);
  return code ? countryByCode.get(code)!.name : undefined;
}

function territoryIn(articles: Article[]): EuAngle | null {
  for (const a of articles)
    for (const sentence of sentencesOf(a))
      for (const t of euTerritories)
        if (t.names.some((n) => word(n).test(sentence)))
          return {
            kind: 'territory',
            label: `EU-Gebiet (${t.name.replace(/^die /, '')})`,
            place: `${t.name}|${genitive[t.state] ?? countryByCode.get(t.state)!.name}`,
            evidence: { article: a, sentence },
          };
  return null;
}

/**
 * A member state's government or election: the lead's title names a member state (never a non-member) and the
 * title or the teaser its government, a vote or a new government („Macron … Neuwahlen“).
 */
function memberGovernment(lead: Article): EuAngle | null {
  if (!governmentWords.test(`${lead.title}. ${lead.description}`)) return null;
  const code = countriesIn(lead.title).find(isMember);
  if (!code) return null;
  return {
    kind: 'member-government',
    label: `Regierung eines EU-Mitgliedstaats (${countryByCode.get(code)!.name})`,
    place: countryByCode.get(code)!.name,
    evidence: { article: lead, sentence: lead.title },
  };
}

/** War and security words: with a candidate country or Russia, a cross-border matter for the EU's neighbourhood. */
const securityWords = word(
  'Krieg\\p{L}*|Angriff\\p{L}*|Front\\p{L}*|Waffe\\p{L}*|Kampfjet\\p{L}*|Rakete\\p{L}*|Drohne\\p{L}*|Sanktion\\p{L}*|Invasion|Militär\\p{L}*|Truppe\\p{L}*|Frieden\\p{L}*|Waffenstillstand|war|attack\\p{L}*|missile\\p{L}*|drone\\p{L}*|troops|sanctions|ceasefire|peace',
);

/** Forums where member states sit at the table with others: a decision there binds EU governments too. */
const memberForums = word('G7(?:-\\p{L}+)?|G-7|G20(?:-\\p{L}+)?|Nato(?:-\\p{L}+)?|NATO(?:-\\p{L}+)?');

/** A war named by its country in one word („Ukrainekrieg“, „Ukraine-Krieg“): that country is named. */
const warCompounds = countries
  .filter((c) => c.status !== 'member')
  .map((c) => ({ code: c.code, pattern: new RegExp(`(?<!${L})${c.name}-?[Kk]rieg`, 'u') }));
const warsIn = (text: string) => warCompounds.filter((w) => w.pattern.test(text)).map((w) => w.code);

/** Politics between states: a candidate country and a member state named in a travel or food story are no politics. */
const statecraftWords = word(
  'Regierung\\p{L}*|Minister\\p{L}*|Präsident\\p{L}*|Kanzler\\p{L}*|Botschafter\\p{L}*|Diplomat\\p{L}*|Gipfel\\p{L}*|Abkommen|Vertrag|Beitritt\\p{L}*|Hilfe\\p{L}*|Flüchtling\\p{L}*|Migration|Asyl\\p{L}*|Grenze\\p{L}*|Wahl\\p{L}*|Parlament\\p{L}*|government|minister|president|ambassador|summit|treaty|accession|aid|refugees?|migration|asylum|border|election|parliament',
);

/** A commemoration: a day of remembrance or an anniversary, not the event itself („Massaker“ alone is news). */
const remembranceWords = word(
  'Gedenk\\p{L}*|gedenk\\p{L}*|Jahrestag\\p{L}*|erinner\\p{L}* an|Erinnerung an|D-Day|vor \\d+ Jahren|\\d+ Jahre nach|commemorat\\p{L}*|anniversary|remembrance|memorial',
);

/**
 * Europe remembering together: a commemoration whose reports name a member state and another country (D-Day with
 * France, the USA and Britain; a German president at a massacre site in France). Countries are read with their
 * leaders and capitals (shared/countries.ts), since such reports name „Macron“ and „Steinmeier“ more than states.
 */
function remembranceOf(lead: Article, core: Article[]): { kind: 'remembrance'; label: string } | null {
  if (!remembranceWords.test(`${lead.title}. ${lead.description}`)) return null;
  const text = [lead, ...core].map((a) => `${a.title}. ${a.description}`).join(' ');
  // A country's German name also inside a word: „in Westfrankreich“, „Verbrechen Nazideutschlands“.
  const lower = text.toLowerCase();
  const at = (country: (typeof sharedCountryPatterns)[number][0], re: RegExp) =>
    Math.min(...[re.exec(text)?.index ?? -1, lower.indexOf(country.nameDe.toLowerCase())].filter((i) => i >= 0));
  // In the order the reports name them.
  const named = sharedCountryPatterns
    .map(([country, re]) => ({ country, first: at(country, re) }))
    .filter((x) => Number.isFinite(x.first))
    .sort((x, y) => x.first - y.first)
    .map((x) => x.country);
  const member = named.find((x) => x.relation === 'member');
  const other = named.find((x) => x !== member);
  if (!member || !other) return null;
  return { kind: 'remembrance', label: `Europäisches Gedenken (${member.nameDe} und ${other.nameDe})` };
}

/**
 * The European side of a topic for the week's selection (issue 22): its EU angle, or — broader than the caption's
 * why line may claim — the EU's neighbourhood: a candidate country in the lead's headline, or Russia or Belarus
 * at war or under sanctions next to the Union; or a commemoration member states hold with others. Null: no
 * European side.
 */
export function europeanSideOf(
  lead: Article,
  core: Article[],
): { kind: EuAngleKind | 'neighbourhood' | 'remembrance'; label: string } | null {
  const angle = euAngle(lead, core);
  if (angle) return angle;
  const remembrance = remembranceOf(lead, core);
  if (remembrance) return remembrance;
  const headline = `${lead.title}. ${splitSentences(lead.description)[0] ?? ''}`;
  const wars = warsIn(headline);
  const codes = [...countriesIn(headline), ...wars];
  // A candidate country together with a member state (a member's aid, troops, refugees), or with a forum that
  // seats member states (G7, Nato): the EU's neighbourhood reaching into the Union. A candidate's own news alone
  // is not yet European politics.
  const candidate = codes.find((c) => countryByCode.get(c)?.status === 'candidate');
  const member = codes.find(isMember);
  const forum = headline.match(memberForums)?.[0];
  const partner = member ? countryByCode.get(member)!.name : forum && forum.replace(/-\p{L}+$/u, '');
  const politics = statecraftWords.test(headline) || securityWords.test(headline) || wars.length > 0 || forum;
  if (candidate && partner && politics)
    return {
      kind: 'neighbourhood',
      label: `EU-Nachbarschaft (${countryByCode.get(candidate)!.name} und ${partner})`,
    };
  const neighbour = codes.find((c) => c === 'ru' || c === 'by');
  if (neighbour && (securityWords.test(headline) || wars.length > 0))
    return { kind: 'neighbourhood', label: `Sicherheit an den EU-Grenzen (${countryByCode.get(neighbour)!.name})` };
  return null;
}
