/**
 * Speculation: a supposition, hearsay, a forecast or a conditional stated in the organisation's own voice. The
 * same words inside an attributed statement („laut CNN könnte …“, a quotation) are the source's, not ours.
 */
import { pipelineMessages as m } from '../messages';
import { accuser, hearsay as hearsayOfOffence, offence } from './legal';
import { words } from './pattern';
import type { Finding, JudgedSentence } from './types';
import { insideQuotes, isAsked, isAttributed, isContentClause, isQuestion, saidAfterColon } from './voice';

const speculation = (span: string, rule: string): Finding => ({ flag: 'spekulation', span, rule });

// Possibility and supposition. „wohl“ before a superlative or a comparison means „arguably“ („die wohl
// wichtigste Ministerin“, „wohl so schwierig wie …“); „scheint wie …“ is a comparison.
const supposition = words(
  String.raw`\b(?:[Kk]önnte|[Kk]önnten|[Dd]ürfte|[Dd]ürften|[Vv]ermutlich|[Ww]ahrscheinlich|[Mm]öglicherweise|[Ww]omöglich|[Oo]ffenbar|[Aa]nscheinend|[Vv]oraussichtlich|(?:scheint|scheinen|schien|schienen)(?!\s+(?:\p{L}+\s+){0,2}wie\b)|[Ww]ohl(?!\s+(?:(?:zu den|zur|zum|am|einer der|eines der|eine der)\s+)?(?:\p{L}*(?:st|ßt)e[nmrs]?|so|\p{L}+er\s+als)\b))\b`,
  'g',
);
// Hearsay: „angeblich“ as an adverb (as an adjective it distances us from someone's claim: „ein angeblicher
// Spion“), „soll … gewesen sein“, and „soll“ with a verb of state or evidence („Ein Video soll … zeigen“).
const hearsay = words(
  String.raw`\b(?:angeblich(?![\p{L}])|Gerüchten zufolge|unbestätigt\p{L}*|(?:soll|sollen)\b[^.;:,–]*?\b(?:zeigen|belegen|beweisen)\b)`,
  'g',
);
// A harm forecast as a fact: „es drohen weitere Katastrophen“, „droht sich auszuweiten“, „droht ein neuer
// Genozid“; a consequence or a condition as a fact: „Das würde nur den Populisten nutzen“, „Davon würden …
// profitieren“, „Wäre heute Bundestagswahl, würde …“. Other „würde“ is mostly reported speech or a wish.
const forecast = words(
  String.raw`\b(?:es\s+(?:droht|drohen)\b|(?:droht|drohen)\s+(?:sich\b|(?:ein|eine|einen)?\s*(?:neue|neuer|neues|weitere|weiterer|weiteres)\b|\p{L}+\s+das\s+Aus\b|das\s+Aus\b)|(?:droht|drohen)\b[^.;:,]*\bzu\s+\p{L}+en\b|(?<=^(?:Das|Dies|Damit|Davon|Dadurch|Daraus|Dann)\s+)würden?\b|(?<=\b[Ww]äre\b[^,.]*,\s*)würden?\b)`,
  'g',
);

/** The speculation findings of one sentence. */
export function speculationFindings(s: JudgedSentence): Finding[] {
  if (s.role === 'closing' || isQuestion(s.text)) return [];
  const outlets = (s.sources ?? []).map((source) => source.outlet);
  if (isAttributed(s.text, outlets)) return [];
  const out: Finding[] = [];
  const consider = (pattern: RegExp, rule: string, keep: (span: string) => boolean = () => true) => {
    for (const match of s.text.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (insideQuotes(s.text, at) || isAsked(s.text, at) || saidAfterColon(s.text, at) || isContentClause(s.text, at))
        continue;
      if (!keep(match[0])) continue;
      out.push(speculation(match[0], rule));
    }
  };
  consider(supposition, m.flagRules.supposition.rule);
  // Hearsay is sourced when the sentence names who investigates or accuses („…, die Staatsanwaltschaft ermittelt“).
  if (!accuser.test(s.text)) {
    consider(hearsay, m.flagRules.hearsay.rule);
    // Hearsay that someone committed an offence („soll … veruntreut haben“) is the legal flag's business;
    // hearsay about victims („sollen … getötet worden sein“) is not an allegation against anyone.
    consider(
      hearsayOfOffence,
      m.flagRules.hearsay.rule,
      (span) => !offence.test(span) || /\sworden\s+sein$/.test(span),
    );
  }
  consider(forecast, m.flagRules.forecast.rule);
  return out;
}
