/**
 * Legal risk (Pressekodex Ziffer 13 and 8, §§ 186 f. StGB): a specific suspect presented as the perpetrator
 * before a verdict, an allegation against a named person that no accuser stands behind, an identifiable victim.
 */
import { pipelineMessages as m } from '../messages';
import { words } from './pattern';
import type { Finding, JudgedSentence } from './types';
import { authorityStates, clauseAt, insideQuotes, reportedSpeech } from './voice';

const legal = (span: string, rule: string): Finding => ({ flag: 'juristische_risiko', span, rule });

// A verdict in the sentence: the person is convicted, or the sentence is about the trial.
const verdict = words(
  String.raw`\b(?:verurteil\p{L}*|Urteil\p{L}*|schuldig\p{L}*|freigesprochen|Freispruch|Haftstrafe\p{L}*|Geschworene\p{L}*|lebenslang\p{L}*)\b`,
);

// Nouns that name someone as the one who did it. Compounds such as „Straftäter“ or „Mittäter“ are classes or
// convicted people and stay out; „Tatverdächtiger“ is the careful word.
const perpetrator = String.raw`(?:Täter|Attentäter|Todesfahrer|Amokfahrer|Amokläufer|Todesschütze|Messerstecher|Messerangreifer|Angreifer|Mörder|Vergewaltiger|Entführer|Brandstifter|Betrüger|Kinderschänder|Terrorist|\p{L}+-Terrorist)(?:in|s|en)?`;
// A singular, specific noun phrase: „der Todesfahrer“, „dem Täter“, „des Attentäters“, „der untergetauchte
// frühere RAF-Terrorist“ (only adjectives between article and noun), „Magdeburger Todesfahrer“, or the bare
// noun opening a headline or a part of it („Attentäter vom Weihnachtsmarkt wurde …“, „… – Angreifer festgenommen“).
const specificPerpetrator = words(
  String.raw`(?:\b(?:[Dd]er|[Dd]en|[Dd]em|[Dd]es|[Dd]ieser|[Dd]iesen|[Dd]iesem)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,3}?)|\b\p{Lu}\p{L}+er\s+|(?:^|:\s+|\s[–—-]\s+))(${perpetrator})\b`,
  'g',
);
const careful = /mutmaßlich|vermeintlich|angeblich|verurteilt|möglich|potenziell|tote[nr]?\b|getötet/iu;
// „der Täter“ after a noun, a number or a genitive preposition is a genitive plural: „Ergreifung der Täter“,
// „einer der Attentäter“, „einschließlich der Attentäter“; unless a singular verb follows it („welche Motive der
// Todesfahrer hatte“).
const afterNoun = words(String.raw`(?<=[\p{L},]\s+)\p{Lu}\p{Ll}+\s+der\s+$`);
const afterQuantifier = words(
  String.raw`\b(?:einer|eine|eines|einen|mehrere|zwei|drei|vier|alle|beide|viele|einige|keiner|jeder|einschließlich|wegen|trotz|während|statt|seitens|mithilfe|zugunsten)\s+der\s+$`,
  'i',
);
const singularVerb = words(
  String.raw`^\s+(?:\p{Ll}+\s+){0,3}?(?:hatte|hat|ist|war|wurde|wird|sagte|soll|kann|konnte)\b`,
);

// „Angreifer“ is also a football striker and a hacker: only violence next to it makes it a perpetrator.
const violence = words(
  String.raw`\b(?:Attentat\p{L}*|Anschlag\p{L}*|Angriff\p{L}*|Attacke\p{L}*|attackiert\p{L}*|Messer\p{L}*|Schüsse\p{L}*|Schuss|geschossen|erschossen|schoss|festgenommen|Festnahme|verletzt\p{L}*|getötet|tot|Opfer|Polizei\p{L}*|Stich\p{L}*|Waffe\p{L}*)\b`,
);

/** „der Todesfahrer“, „Attentäter: …“, „über den Täter“ for a specific person, without „mutmaßlich“. */
function perpetratorNouns(text: string): Finding[] {
  if (verdict.test(text) || authorityStates(text)) return [];
  const out: Finding[] = [];
  for (const match of text.matchAll(specificPerpetrator)) {
    const noun = match[2]!;
    const start = match.index ?? 0;
    const at = start + match[0].length - noun.length;
    // „den Tätern“ are several people.
    if (/^[Dd]en\s/.test(match[0]) && /(?:ern|en)$/.test(noun)) continue;
    if (/^der\s/.test(match[0])) {
      const upToNoun = text.slice(0, start + 4);
      if (afterQuantifier.test(upToNoun)) continue;
      if (afterNoun.test(upToNoun) && !singularVerb.test(text.slice(start + match[0].length))) continue;
    }
    if (/Angreifer/.test(noun) && !violence.test(text)) continue;
    if (careful.test(match[0]) || insideQuotes(text, at) || reportedSpeech.test(clauseAt(text, at).clause)) continue;
    out.push(legal(noun, m.flagRules.perpetratorNoun.rule));
  }
  return out;
}

// The deed told as a fact, in the singular: „tötete er“, „stach … ein“, „schoss … auf“, „der Fahrer
// vergewaltigt die junge Frau“, „hatte … zwei Menschen getötet“. („schlug“ is too often a hole, a lightning or a
// proposal to count.)
const deedVerbs = words(
  String.raw`\b(?:tötete|ermordete|erschoss|erstach|erwürgte|vergewaltigte|missbrauchte|entführte|veruntreute|betrog|bestach|vergewaltigt(?=\s+(?:die|den|das|eine|einen|ein|sie|ihn)\b)|stach\b(?=[^.;:]*\bein\b)|schoss\b(?=[^.;:]*\b(?:auf|in die Menge|um sich)\b)|(?:erschossen|erstochen|ermordet|getötet|vergewaltigt|überfallen|angeschossen|niedergestochen)\s+hat|\b(?:hat|hatte)\b[^.;:]*?\b(?:erschossen|erstochen|ermordet|getötet|vergewaltigt|überfallen|angeschossen|niedergestochen|angegriffen)\b)\b`,
  'g',
);
// States, armies and groups act in wars; an unknown many („Unbekannte“, „Teilnehmende“) is nobody in particular.
const collective = words(
  String.raw`\b(?:Militär|Armee|Streitkräfte|Luftwaffe|Marine|Soldaten|Truppen|Kampfflugzeuge|Regime|Regierung|Polizei|Polizisten|Polizist|Staat|Miliz|Milizen|Hamas|Hisbollah|Taliban|Huthis?|Paramilitärs|Unbekannte|Demonstranten|Israel|Russland|Ukraine)\b`,
);
const hedged = words(
  String.raw`\b(?:mutmaßlich\p{L}*|soll|sollen|sollte|offenbar|wohl|vermutlich|möglicherweise|womöglich|angeblich)\b`,
);

const participleLike = /^(?:ermordete|erwürgte|vergewaltigte|missbrauchte|entführte|veruntreute)$/u;
const attributive = words(
  String.raw`^\s+(?:(?!(?:einen|einem|einer|eines|seinen|seinem|seiner|ihren|ihrem|ihrer|den|dem|der|des|die|das|ein|eine|er|sie|es|ihn|ihm)\b)\p{Ll}+(?:e|en|er|es|em)\s+)?\p{Lu}`,
);

function deedsAsFact(text: string): Finding[] {
  if (verdict.test(text) || authorityStates(text)) return [];
  const out: Finding[] = [];
  for (const match of text.matchAll(deedVerbs)) {
    const at = match.index ?? 0;
    const { clause } = clauseAt(text, at);
    if (collective.test(clause) || hedged.test(clause) || /\bwurden?\b/.test(clause)) continue;
    // „entführte ukrainische Kinder“: a participle without ge- doubles as an adjective before a noun.
    if (participleLike.test(match[0]) && attributive.test(text.slice(at + match[0].length))) continue;
    if (insideQuotes(text, at) || reportedSpeech.test(clause)) continue;
    out.push(legal(match[0], m.flagRules.deedAsFact.rule));
  }
  return out;
}

// „Polizisten-Mord von Mannheim“, „des Messermordes“, „der Mord an Samuel Paty“: the legal name of one act
// only a court gives. A murder as a theme („ein Mord“, „Gewalt, Mord und Luxus“) is no accusation.
const murder = words(
  String.raw`\b(?:\p{L}+-Mord(?:es|s)?|\p{L}*[a-zäöüß]mord(?:es|s)?|(?<=\b(?:[Dd]er|[Dd]en|[Dd]em|[Dd]es)\s+)Mord(?:es|s)?(?=\s+(?:an|von|in|im|am)\b))\b`,
  'g',
);
const chargeOrVerdict = words(
  String.raw`\b(?:verurteil\p{L}*|Urteil\p{L}*|Strafe\p{L}*|Haft\p{L}*|schuldig\p{L}*|freigesprochen|Freispruch|Anklage|angeklagt\p{L}*|beschuldig\p{L}*|Vorwurf|Vorwürfe|wegen|Prozess\p{L}*|ermittel\p{L}*|Mordfall)\b`,
);
const notMurder = /^(?:Völker|Selbst|Massen|Ruf|Justiz|Tyrannen)/iu;

function murderBeforeVerdict(text: string): Finding[] {
  if (chargeOrVerdict.test(text)) return [];
  return [...text.matchAll(murder)]
    .filter((match) => !notMurder.test(match[0]))
    .map((match) => legal(match[0], m.flagRules.murderBeforeVerdict.rule));
}

// Offences and serious misconduct as they stand in hearsay („soll … Schmiergeld erhalten haben“).
export const offence = words(
  String.raw`\b(?:veruntreut|betrogen|bestochen|geschmiert|Schmiergeld\p{L}*|Bestechung\p{L}*|gefälscht\p{L}*|unterschlagen|hinterzogen|ermordet|getötet|erschossen|erstochen|angeschossen|geschossen|verletzt|gebrochen|überfallen|gestürmt|vergewaltigt|missbraucht|Missbrauch|vertuscht|spioniert|erpresst|geschmuggelt|gestohlen|geraubt|manipuliert|geschlagen|angegriffen|misshandelt|gefoltert|übergriffig|belästigt|diskriminiert|bedroht|rassistische|antisemitische|volksverhetzend\p{L}*|Geldwäsche|Betrug|Diebstahl|Raub|Körperverletzung|Untreue|Korruption|Steuerhinterziehung)\b`,
);
export const hearsay = words(
  String.raw`\b(?:soll|sollen|sollte|sollten)\b[^.;:,–]*?\b(?:haben|sein|worden sein|gewesen sein|geworden sein)(?=\s*(?:[.;:,!?–-]|$))`,
  'g',
);
// An accuser, an investigation or a court named in the sentence makes it a reported allegation.
export const accuser = words(
  String.raw`\b(?:ermittel\p{L}*|Ermittlung\p{L}*|Staatsanwalt\p{L}*|Anklage|angeklagt|Gericht\p{L}*|Vorwurf|Vorwürfe|wirft|werfen|warf|beschuldig\p{L}*|Verdacht\p{L}*|Klage|verklagt|Bericht\p{L}*|Recherche\p{L}*|zufolge|laut)\b`,
);
// A person's name: capitalised words that no article, determiner or adjective introduces, as German nouns
// would be („Jens Maier“, not „der syrischen Stadt Aleppo“ or „Die Polizei“).
const personName = String.raw`(?<!\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|\p{Ll}+(?:e|en|er|es|em))\s+)\b(?!(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer|Eines)\s)\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+\p{Lu}\p{Ll}{2,}\b`;
// Someone a reader can identify: a name, an acronym or brand („LVMH“, „SpaceX“), or an office („Erzbischof von
// Canterbury“, „Regisseur“).
const identifiable = words(
  String.raw`(?:${personName}|\b[A-Z][A-Za-z]*[A-Z][A-Za-z]*\b|\b\p{L}*(?:[Bb]ischof|[Mm]inister|[Pp]räsident|[Bb]ürgermeister|[Aa]bgeordnete|[Cc]hef|[Vv]orsitzende|[Ss]precher|[Dd]irektor|[Mm]anager|[Gg]ründer|[Rr]egisseur|[Tt]rainer)(?:in|en|r|s)?\b)`,
);
// „Über Jahre hinweg soll Jens Maier …“: a clause that opens with a preposition or an adverb names its subject after „soll“.
const fronted = words(
  String.raw`^(?:Bei|Über|Auf|In|Im|Nach|Vor|Seit|Dort|Damals|Zudem|Auch|Schon|Bereits|Jahrelang|Zuvor|Dabei|Außerdem|Unter|Während|Wegen|Mit|Von|Zu|Zum|Zur|An|Am|Aus|Hier|Nun|Jetzt|Heute|Gestern|Demnach)\b`,
);

/** The words naming whom „soll … haben“ is about: before „soll“, or after it when the clause opens otherwise. */
function hearsaySubject(text: string, at: number, span: string): string {
  const { clause } = clauseAt(text, at);
  const before = clause.slice(0, clause.indexOf(span.split(/\s+/)[0]!)).trim();
  return !before || fronted.test(before) ? span.split(/\s+/).slice(1, 6).join(' ') : before;
}

function hearsayAllegations(text: string): Finding[] {
  if (accuser.test(text)) return [];
  const out: Finding[] = [];
  for (const match of text.matchAll(hearsay)) {
    // „sollen … getötet worden sein“ speaks of victims; it accuses nobody in particular.
    if (!offence.test(match[0]) || /\sworden\s+sein$/.test(match[0])) continue;
    if (!identifiable.test(hearsaySubject(text, match.index ?? 0, match[0]))) continue;
    out.push(legal(match[0], m.flagRules.hearsayAllegation.rule));
  }
  return out;
}

// A victim with full name and age or home town: „Opfer Anna Müller (34) aus Köln“.
const victim = words(String.raw`\b(?:Opfer|getötet\p{L}*|verletzt\p{L}*|tot|Tote[nr]?|starb|gestorben|ums Leben)\b`);
const fullName = words(personName);
const ageOrHome = words(String.raw`(?:\(\d{1,3}\)|,\s*\d{1,3}\s*,|\baus\s+\p{Lu}\p{Ll}+)`);

function identifiedVictims(text: string): Finding[] {
  const name = text.match(fullName);
  if (!name || !victim.test(text) || !ageOrHome.test(text)) return [];
  return [legal(name[0], m.flagRules.victimIdentified.rule)];
}

/** The legal-risk findings of one sentence. */
export function legalFindings(s: JudgedSentence): Finding[] {
  return [
    ...perpetratorNouns(s.text),
    ...deedsAsFact(s.text),
    ...murderBeforeVerdict(s.text),
    ...hearsayAllegations(s.text),
    ...identifiedVictims(s.text),
  ];
}
