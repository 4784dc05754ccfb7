/**
 * Whether a teaser sentence can stand in a caption on its own: a complete statement (a finite verb, no question,
 * no cut, no pointer to the medium), opening with nothing that refers back to a sentence the caption lacks, and
 * reported speech or quotes only with their speaker. Editors found each of these in machine captions
 * (editorial rubric, class 4); the LLM path and edited texts are checked with the same rules.
 */
import { isAcronym } from '../../text/entities';
import { isStopword } from '../../text/stopwords';
import { tokenize } from '../../text/tokenize';

/** Teasers that point to the medium, not the news („Sehen Sie hier …“, „Mehr dazu im Liveblog“, a video). */
const mediaPointer =
  /(?<!\p{L})(?:(?:Sehen|Hören|Lesen|Erfahren) Sie|im (?:Video|Liveblog|Newsblog|Podcast|Ticker|Überblick)|hier im Überblick|Mehr dazu|Alle (?:Infos|Entwicklungen|Informationen|News|Nachrichten)|Das (?:waren|sind) die (?:Entwicklungen|Ereignisse|Nachrichten|News|Reaktionen)|Die (?:Entwicklungen|Ereignisse) (?:im|des|vom)|Das Wichtigste|Die wichtigsten (?:Fragen|Antworten|Fakten|Infos)|Antworten auf die wichtigsten|Ein Überblick|im Überblick|Szenen aus|Videoanalyse|Das Video zeigt|Bilder zeigen|in Bildern|zum Nachhören|zum Nachlesen|Präsentiert von)(?!\p{L})/iu;

/** A digest's next item („Und: Lindner stellt sich hinter Scholz.“): another news of the same newsletter. */
const digestItem = /^(?:Und|Außerdem|Plus|Dazu|Zudem|Sowie)\s*:/u;

/** A teaser's cliffhanger: „… und sagte, wann er sein Amt wieder ausüben möchte“ asks without answering. */
const cliffhanger =
  /(?<!\p{L})(?:sagt|sagte|sagten|verrät|verriet|erklärt|erklärte|zeigt|zeigte|verraten|erklären|zeigen)\s*,?\s+(?:wann|wie|was|warum|weshalb|wer|wo|ob|welche\p{L}*)(?!\p{L})/u;

/**
 * „Ministerpräsident Tusk reagiert scharf.“: that someone reacted, and how strongly, but not what they said or did;
 * a teaser's promise of the article, no fact.
 */
const reactionOnly =
  /^(?:\p{L}[\p{L}.-]*\s+){1,4}(?:reagiert|reagierte|reagieren|reagierten)(?:\s+\p{Ll}+){0,2}[.!]?$/u;

/** Interrogatives that open an indirect question without a main clause („Was bei der Wahl auf dem Spiel steht.“). */
const interrogativeOpening =
  /^(?:Was|Wie|Warum|Weshalb|Wieso|Wer|Wen|Wem|Wo|Wohin|Woher|Wann|Welche\p{L}*|Worum|Wofür|Ob)\s/u;

/** „So wählen die 27 EU-Staaten“: a pointer to what the article explains. */
const soPointer = /^So\s+\p{Ll}/u;

// Finite forms that the suffix rule misses or that are stop words.
// The past of strong verbs („sank“, „gewann“, „entschied“): their singular has none of the endings tested below.
const strongPast =
  'sank stieg gewann verlor schlug rief bot verbot trug lief schrieb beschrieb stieß wies verwies schloss beschloss entschied verschwand sprang fand erfand band zwang sang gelang misslang begann erschien schien wuchs litt stritt bestritt griff ergriff riss floh flog bezog hob erhob schob verschob bat saß aß vergaß maß las geschah lud starb warb verdarb empfahl befahl stahl übernahm unterbrach versprach widersprach stach vertrat fing empfing hieß verließ schlief enthielt behielt riet verriet blies pries mied schied schwieg trieb betrieb schrie lieh verlieh gedieh wog erwog schwor beschwor fror schmolz log belog kroch roch soff goss genoss schoss erschoss wusste dachte brachte kannte nannte rannte sandte wandte';
const finiteForms = new Set(
  `${strongPast} ist sind war waren sei seien wäre wären hat haben hatte hatten habe hätte hätten wird werden wurde wurden werde würde würden kann können konnte konnten könne könnte könnten soll sollen sollte sollten solle will wollen wollte wollten wolle muss müssen musste mussten müsse darf dürfen durfte dürfe dürfte dürften mag gibt gab gäbe geht ging kommt kam steht stand liegt lag bleibt blieb sieht sah nimmt nahm hält hielt lässt ließ fällt fiel trifft traf gilt galt tritt trat bricht brach spricht sprach hilft half wirft warf zieht zog fährt fuhr macht machte machten sagt sagte sagten durften mochte mochten möchte heißt heisst`.split(
    ' ',
  ),
);
const notVerbs = new Set(
  'erst fast jetzt nicht bereits meist längst selbst sonst oft rund etwa zuletzt zunächst beispielsweise eigentlich weltweit bundesweit europaweit landesweit insgesamt erneut zuerst spät heute gestern morgen unten oben hinten vorn neben gegen zwischen wegen trotz seit ebenfalls bisher bislang derzeit zurzeit angeblich mutmaßlich vermutlich offenbar zwar sogar kaum knapp ausgerechnet unbedingt zumindest mindestens höchstens letzten ersten nächsten meisten besten weiten'.split(
    ' ',
  ),
);
const articleOrPreposition = new Set(
  'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner mit von zu zum zur bei beim im in am an auf aus für über unter vor nach seit gegen ohne um durch bis ab als wie sehr so zu allen alle viele vielen mehr weniger neue neuen ihre ihren seine seinen dessen deren unsere'.split(
    ' ',
  ),
);

/** Whether a German sentence has a finite verb (a heuristic: known finite forms, else a verb ending after a subject). */
export function hasFiniteVerb(sentence: string): boolean {
  const tokens = tokenize(sentence);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (finiteForms.has(t.lower)) return true;
    if (!/^\p{Ll}/u.test(t.raw) || t.lower.length < 4 || notVerbs.has(t.lower)) continue;
    if (isStopword(t.lower, 'de')) continue;
    if (!/(?:t|en|te|ten|st|ert|elt)$/.test(t.lower)) continue;
    const prev = tokens[i - 1];
    if (prev && articleOrPreposition.has(prev.lower)) continue;
    // Adjectives and participles before a noun („die geplanten Zölle“) are no finite verbs.
    const next = tokens[i + 1];
    if (/(?:en|te|ten)$/.test(t.lower) && next && /^\p{Lu}/u.test(next.raw) && prev && /^\p{Ll}/u.test(prev.raw))
      continue;
    return true;
  }
  return false;
}

export type StatementProblem =
  | 'Frage'
  | 'abgeschnitten'
  | 'Verweis auf das Medium'
  | 'indirekte Frage'
  | 'Anreißer'
  | 'ohne Verb'
  | 'Leseranrede'
  | 'Länge';

/** Why a sentence is no complete statement for a caption, or null. */
export function statementProblem(sentence: string, limits = { min: 25, max: 260 }): StatementProblem | null {
  const s = sentence.trim();
  if (s.length < limits.min || s.length > limits.max) return 'Länge';
  if (/\?["“”»«]?$/.test(s)) return 'Frage';
  if (/(?:…|\.\.\.)["“”»«]?$/.test(s)) return 'abgeschnitten';
  if (mediaPointer.test(s) || soPointer.test(s) || digestItem.test(s)) return 'Verweis auf das Medium';
  if (cliffhanger.test(s)) return 'indirekte Frage';
  if (reactionOnly.test(s)) return 'Anreißer';
  // „Ob weitere Schritte folgen, ist offen.“: the question is the subject of a main clause.
  if (interrogativeOpening.test(s) && !/,\s*(?:ist|sind|war|waren|bleibt|blieb|scheint|gilt|wird)\s/u.test(s))
    return 'indirekte Frage';
  // The formal address („wie Sie profitieren“) belongs to service teasers, not to news.
  if (/(?<=\p{L}[^.!?]*\s)(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem)(?!\p{L})/u.test(s) && !/^(?:Sie)\s/.test(s))
    return 'Leseranrede';
  if (!hasFiniteVerb(s)) return 'ohne Verb';
  return null;
}

// Words that refer back to someone or something when they open a sentence.
const anaphoricOpeners = new Set(
  'er sie es dies dieser diese dieses diesem diesen sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer dort hier hierbei hierzu'.split(
    ' ',
  ),
);
/** Openers that stand for a person: reported speech may name that person after them. */
const personalOpeners = new Set('er sie sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer'.split(' '));
const possessiveOpeners = new Set('sein seine seinen seinem seiner ihre ihren ihrem ihrer'.split(' '));
/** Whether these tokens name someone: a name of the story or an acronym („die EZB“). */
const clauseNames = (tokens: { raw: string }[], isName?: (word: string) => boolean) =>
  tokens.some((t) => /^\p{Lu}/u.test(t.raw) && (isName?.(t.raw) || isAcronym(t.raw)));
/** „…, sagte Fico“, „…, erklärte Regierungschef Tusk“: the speaker named after what was said. */
const reportedSpeaker =
  /,\s*(?:sagte|sagt|erklärte|erklärt|betonte|betont|schrieb|schreibt|meinte|warnte|ergänzte|fügte|so)\s+(?:\p{L}+\s+){0,3}?(\p{Lu}[\p{L}-]+)(?:\s|[.,;:!?]|$)/u;
// Connectives that continue the sentence before („Damit …“, „Doch …“): wrong after a teaser sentence torn from
// its teaser, right in a text written as a whole (a model's caption).
const connectives = new Set(
  'und damit dabei dadurch dafür dagegen danach davor davon daran darauf darüber darunter deshalb deswegen daher darum dann trotzdem dennoch zudem außerdem ebenfalls auch derweil stattdessen allerdings doch aber jedoch so hingegen demnach folglich somit ebenso gleichzeitig zugleich erneut wiederum dazu'.split(
    ' ',
  ),
);
// „Es gibt“, „Es geht um“: the expletive „es“ refers to nothing.
const expletiveEs =
  /^Es\s+(?:gibt|gab|geht|ging|kommt|kam|bleibt|blieb|heißt|hieß|fehlt|fehlte|herrscht|herrschte|soll\b[^.]*\bgeben|sollen\b[^.]*\bgeben|könnte\b[^.]*\bgeben|wird\b[^.]*\bgeben|ist\s+(?:unklar|offen|ungewiss|noch nicht|nicht|zu))/u;
// Nouns that stand for someone or something named before („der Top-Diplomat“, „das Institut“, „der 39-Jährige“).
const inflection = '(?:in|innen|en|n|s|e|es)?';
const roleNoun = new RegExp(
  `^(?:(?:Top|Ex|Spitzen)-?)?(?:${[
    // Words that stand for one person or body named before; institutions („der Senat“, „die Behörden“) and
    // events („der Anschlag“) are named by their word and need no referent.
    'Diplomat',
    'Politiker',
    'Institut',
    'Mann',
    'Frau',
    'Täter',
    'Tatverdächtige',
    'Verdächtige',
    'Angreifer',
    'Attentäter',
    'Fahrer',
    'Todesfahrer',
    'Konzern',
    'Unternehmen',
    'Firma',
    'Präsident',
    'Kanzler',
    'Premier',
    'Premierminister',
    'Ministerpräsident',
    'Minister',
    'Chef',
    'Regierungschef',
    'Sprecher',
    'Sender',
    'Land',
    'Stadt',
    'Partei',
    'Kandidat',
    'Herausforderer',
    'Amtsinhaber',
  ].join('|')})${inflection}$|^\\d+-Jährige\\p{L}*$`,
  'u',
);
const definite = new Set(['der', 'die', 'das', 'den', 'dem', 'des']);

// After an attack or a crime, „der mutmaßliche Täter“ needs no name: the event is its referent.
const perpetrator =
  /^(?:Täter|Tatverdächtige\p{L}*|Verdächtige\p{L}*|Angreifer\p{L}*|Attentäter\p{L}*|Fahrer\p{L}*|Todesfahrer\p{L}*)$/u;
const crime =
  /(?<!\p{L})(?:Anschlag\p{L}*|Angriff\p{L}*|Attentat\p{L}*|Attacke\p{L}*|Tat|Messerangriff\p{L}*|Amok\p{L}*|Todesfahrt\p{L}*|Mord\p{L}*)(?!\p{L})/u;

/** Whether text before an anaphor names what it refers to. */
export function resolvedBy(check: AnaphorCheck, before: string): boolean {
  if (!check.noun) return false;
  return before.includes(check.noun) || (perpetrator.test(check.noun) && crime.test(before));
}

export interface AnaphorCheck {
  /** The words that refer back, when they do. */
  word: string;
  /** The head noun of an anaphoric phrase, so a caption that names it before resolves it. */
  noun?: string;
}

/**
 * The opening that refers back to an earlier sentence (a pronoun, a pronominal adverb, a possessive), or a
 * definite role noun without a name („der Top-Diplomat“, „das Institut“) anywhere in the sentence; null when
 * the sentence is self-contained. A role noun followed by a name („der Grünenabgeordnete Pahlke“) is not one.
 */
/** Prepositions that open a fronted phrase („Nach der Niederlage seiner Partei …“). */
const openingPrepositions = new Set(
  'nach vor seit während wegen trotz mit bei in an auf aus von unter über für gegen durch angesichts'.split(' '),
);

export function anaphor(
  sentence: string,
  isName?: (word: string) => boolean,
  options: { connectives: boolean } = { connectives: true },
): AnaphorCheck | null {
  const s = sentence.trim().replace(/^[„"»(]+/, '');
  const tokens = tokenize(s);
  const first = tokens[0];
  if (!first) return null;
  if (options.connectives && connectives.has(first.lower)) return { word: first.raw };
  // „Seinem Angreifer vergebe er, sagte Fico“: reported speech whose speaker the sentence names after it; its
  // pronouns are the speaker's.
  const speaker = reportedSpeaker.exec(s);
  if (speaker && isName?.(speaker[1]) && personalOpeners.has(first.lower)) return null;
  // „Ihre Prognosen für 2024 hob die EZB zugleich an“: an opening possessive points ahead to the subject its own
  // clause names.
  if (possessiveOpeners.has(first.lower) && clauseNames(tokenize(s.split(',')[0]).slice(1), isName)) return null;
  if (anaphoricOpeners.has(first.lower) && !(first.lower === 'es' && expletiveEs.test(s))) {
    // „Das“ and „Die“ are articles as often as pronouns: a pronoun is followed by a verb, not a noun.
    return { word: first.raw };
  }
  // „Das ist …“, „Die zeigen sich …“, „Die will er …“: an article before two lower-case words is a pronoun
  // („Die neuen Regeln“ is not: a noun follows the adjective).
  // „Der ebenfalls umstrittene Petr Bystron“: adjectives before a noun or name are no pronoun's verb.
  if (
    definite.has(first.lower) &&
    tokens[1] &&
    /^\p{Ll}/u.test(tokens[1].raw) &&
    (!tokens[2] || /^\p{Ll}/u.test(tokens[2].raw)) &&
    (finiteForms.has(tokens[1].lower) || !tokens.slice(3, 5).some((t) => /^\p{Lu}/u.test(t.raw)))
  )
    return { word: `${first.raw} ${tokens[1].raw}` };
  // A personal pronoun before any name („Mit Leidenschaft setzt er sich …“) refers to someone named before. A
  // possessive in an opening prepositional phrase points ahead to the name the sentence then gives: „Nach der
  // Niederlage seiner Partei hat Emmanuel Macron …“.
  // A name that opens the sentence („Ciotti bestreitet … seines Ausschlusses“) is what its pronouns refer to.
  const namedFirst = Boolean(isName?.(first.raw));
  for (const [i, t] of tokens.slice(1, 8).entries()) {
    if (namedFirst || (/^\p{Lu}/u.test(t.raw) && isName?.(t.raw))) break;
    const possessive = /^seine?[mnrs]?$/.test(t.raw);
    const namedAfter = tokens.slice(i + 2).some((n) => /^\p{Lu}/u.test(n.raw) && isName?.(n.raw));
    if (possessive && openingPrepositions.has(first.lower) && namedAfter) break;
    if (possessive || /^(?:er|ihn|ihm)$/.test(t.raw)) return { word: t.raw };
  }
  // A definite role noun: „der Top-Diplomat“, „die 45-Jährige“. The tokenizer splits hyphens, so the phrase is
  // read from the text.
  for (const m of s.matchAll(
    /(?<!\p{L})(der|die|das|den|dem|des)\s+((?:[\p{Ll}]+\s+)?)([\p{Lu}\d][\p{L}\d-]*)(\s+\S+)?/gu,
  )) {
    if (!definite.has(m[1].toLowerCase())) continue;
    // „Sie ist die erste Frau im Amt“: a predicate names no one from before; „Angaben der Behörden“, „mit dem
    // Konzern“: an attribute or an object after a preposition is not the sentence's subject.
    const before = s.slice(0, m.index);
    if (/(?<!\p{L})(?:ist|sind|war|waren|wird|werden|wurde|bleibt|gilt als)\s+$/u.test(before)) continue;
    // „Ein 39-jähriger Pole, der mutmaßliche Angreifer, …“: an apposition or a relative clause right after a noun
    // is about that noun.
    if (/\p{Lu}[\p{L}-]*,\s*$/u.test(before)) continue;
    if (
      /(?:\p{Lu}\p{L}+|(?<!\p{L})(?:mit|von|bei|nach|aus|zu|für|gegen|über|unter|vor|durch|an|auf|in|um))\s+$/u.test(
        before,
      )
    )
      continue;
    const noun = m[3];
    if (!roleNoun.test(noun)) continue;
    // „…, nachdem die Partei …“: in a clause after the sentence's own main clause that names someone, the noun
    // refers to that name, not to a sentence before.
    // („…, einen Tag nachdem die Partei …“: a few words may stand before the conjunction.)
    const clause =
      /,\s*(?:\p{L}+\s+){0,3}?(?:nachdem|weil|als|da|obwohl|während|bevor|seit|seitdem|wo|dass|wobei)\s+$/u.exec(
        before,
      );
    if (clause && tokenize(before.slice(0, clause.index)).some((t) => /^\p{Lu}/u.test(t.raw) && isName?.(t.raw)))
      continue;
    const next = (m[4] ?? '').trim();
    // „der Grünenabgeordnete Pahlke“, „die Präsidentin Lagarde“: a name follows; „der Premier Großbritanniens“ too.
    if (/^\p{Lu}/u.test(next) && !/^(?:In|Im|Am|Auf|Aus)$/.test(next)) continue;
    return { word: `${m[1]} ${m[2]}${noun}`.replace(/\s+/g, ' '), noun };
  }
  return null;
}

const konjunktivI =
  /(?<!\p{L})(?:sei|seien|habe|werde|könne|müsse|solle|wolle|dürfe|gebe|stehe|gehe|liege|bleibe|komme|wisse|heiße|handle|brauche|plane|wolle)(?!\p{L})/u;
export const speakerMarker =
  /(?<!\p{L})(?:sagte|sagt|sagten|erklärte|erklärt|betonte|betont|teilte|teilt|kündigte|warnte|warnt|forderte|fordert|fordern|kritisierte|kritisiert|kritisieren|warnen|mahnt|mahnen|kommentiert\p{L}*|urteilt\p{L}*|meinte|schrieb|schreibt|hieß es|heißt es|so\s+\p{Lu}|laut|zufolge|[Nn]ach (?:eigenen )?Angaben|[Nn]ach (?:Ansicht|Meinung|Einschätzung|Auffassung)|[Aa]us Sicht|(?:Ansicht|Meinung|Einschätzung|Auffassung) nach|mitteilte|bestätigte|räumte|verkündete|ergänzte|fügte|argumentiert\p{L}*|begründet\p{L}*|wirft|warf|sprach|spricht|nannte|nennt|bezeichnete|will)(?!\p{L})/u;

/** „Stattdessen müssten die Autobauer endlich …“: a demand is someone's, and the sentence does not say whose. */
const demand =
  /(?<!\p{L})(?:müsste|müssten|sollte|sollten|bräuchte|bräuchten)(?!\p{L})[^.!?]*(?<!\p{L})(?:endlich|dringend)(?!\p{L})|^Stattdessen\s+(?:müsste|müssten|sollte|sollten)(?!\p{L})/u;
export const unspokenDemand = (sentence: string) => demand.test(sentence) && !speakerMarker.test(sentence);

/**
 * Reported speech or a quote whose speaker the sentence does not name: Konjunktiv I without a verb of saying,
 * or a quotation of four words or more without a name (`isName` tells the story's names from nouns).
 */
export function speakerMissing(sentence: string, isName: (word: string) => boolean): boolean {
  const named = tokenize(sentence).some((t, i) => i > 0 && /^\p{Lu}/u.test(t.raw) && isName(t.raw));
  const quote = /[„"»«“]([^„"»«“]+)[“"«»”]/u.exec(sentence);
  if (quote && quote[1].trim().split(/\s+/).length >= 4 && !named && !speakerMarker.test(sentence)) return true;
  return konjunktivI.test(sentence) && !speakerMarker.test(sentence) && !named;
}
