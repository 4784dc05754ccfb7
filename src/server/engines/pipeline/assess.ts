import type { FlagEvidence, Priority } from '../../../shared/news';
import { pipelineMessages as m } from './messages';
import type { Assessment, GeneratedTexts, Signals } from './types';

interface Rule {
  flag: FlagEvidence['flag'];
  rule: string;
  pattern: RegExp;
}

// Past participles of offences, as they stand in hearsay ("soll Gelder veruntreut haben").
const offenceParticiples =
  '(?:veruntreut|betrogen|bestochen|geschmiert|gefälscht|unterschlagen|hinterzogen|ermordet|getötet|vergewaltigt|missbraucht|(?:aus)?spioniert|erpresst|geschmuggelt|gestohlen|geraubt|manipuliert|gelogen|bedroht|verleumdet|angestiftet|gehetzt)';
const offences =
  '(?:Betrug\\p{L}*|Korruption|Bestechung|Bestechlichkeit|Untreue|Geldwäsche|Steuerhinterziehung|Veruntreuung|Erpressung|Vergewaltigung|Mord\\p{L}*|Totschlag\\p{L}*|Kriegsverbrechen|Spionage|Volksverhetzung|Unterschlagung|Missbrauch\\p{L}*|Straftat(?:en)?|Verbrechen)';
// A participle-like word before "haben"/"gewesen sein": ge…t, ge…en, …iert, or an inseparable prefix with -t/-en.
const participle = '(?:\\p{L}*ge\\p{L}+(?:t|en)|\\p{L}+iert|(?:be|ver|er|ent|zer|über|unter|miss)\\p{L}+(?:t|en))';
// Someone the reader can identify: a name or acronym right after "gegen", without an article
// ("gegen Netanjahu", "gegen Israels Ministerpräsident …", "gegen die AfD"), but not "gegen einen Investor".
const namedTarget =
  '(?:(?:den|die|das|dem|der)\\s+[A-ZÄÖÜ]{2,}\\b|(?!(?:den|die|das|dem|der|einen|eine|einem|einer|ein|ihn|sie|ihm|ihr|uns|euch)\\b)\\p{Lu}\\p{L}+)';

/**
 * German rules; each raises a flag with the span that matched. A plain modal verb („könnte“, „dürfte“) or a
 * careful hedge („mutmaßlich“, „möglicherweise“) marks uncertainty correctly and raises nothing; what raises a
 * flag is an unverified claim (rumour, hearsay, unconfirmed reports) or an allegation against someone a reader can
 * identify. Golden sentences from the shipped feeds are in assess.test.ts.
 */
export const flagRules: Rule[] = [
  {
    flag: 'alarmismus',
    rule: 'Katastrophen-Vokabular',
    pattern:
      /\b(?:Katastrophe\p{L}*|katastrophal\p{L}*|Apokalypse|apokalyptisch\p{L}*|Chaos|chaotisch\p{L}*|Horror\p{L}*|Schock\p{L}*|schockierend\p{L}*|Albtraum|Untergang|Kollaps|Zusammenbruch|Panik|Inferno|dramatisch\p{L}*|Eskalation|Alarmstufe|Weltuntergang|verheerend\p{L}*)\b/giu,
  },
  {
    flag: 'alarmismus',
    rule: 'Superlativ',
    pattern:
      /\b(?:schlimmst\p{L}*|größt\p{L}*|gefährlichst\p{L}*|dramatischst\p{L}*|beispiellos\p{L}*|nie dagewesen\p{L}*|historisch\p{L}*|Rekord\p{L}*|Jahrhundert\p{L}+)\b/giu,
  },
  { flag: 'spekulation', rule: 'Absicherung: „angeblich“', pattern: /\bangeblich\p{L}*\b/giu },
  { flag: 'spekulation', rule: 'Gerücht', pattern: /\b(?:Gerüchten zufolge|Gerücht\p{L}*|gerüchteweise)\b/giu },
  {
    flag: 'spekulation',
    rule: 'Spekulation',
    pattern: /\b(?:Spekulation(?:en)?|spekuliert\p{L}*|wird gemunkelt)\b/giu,
  },
  {
    flag: 'spekulation',
    rule: 'Hörensagen „soll … haben“',
    pattern: new RegExp(`\\b(?:soll|sollen)\\s+(?:\\S+\\s+){0,8}?${participle}\\s+(?:haben|gewesen sein)\\b`, 'giu'),
  },
  {
    flag: 'spekulation',
    rule: 'unbestätigte Berichte',
    pattern: /\b(?:unbestätigt\p{L}*|nicht bestätigt\p{L}*|Insidern zufolge|aus informierten Kreisen)\b/giu,
  },
  {
    flag: 'juristische_risiko',
    rule: 'Vorwurf einer Straftat vom Hörensagen',
    pattern: new RegExp(`\\b(?:soll|sollen)\\s+(?:\\S+\\s+){0,8}?${offenceParticiples}\\s+(?:haben|sein)\\b`, 'giu'),
  },
  {
    flag: 'juristische_risiko',
    rule: 'Beschuldigung einer Person',
    pattern: new RegExp(
      `\\b(?:wird|werden|wurde|wurden|ist|sind|war|waren)\\s+(?:\\S+\\s+){0,8}?(?:vorgeworfen|beschuldigt|bezichtigt|verdächtigt|angeklagt)\\b`,
      'gu',
    ),
  },
  {
    flag: 'juristische_risiko',
    rule: 'Vorwürfe gegen benannte Person oder Organisation',
    pattern: new RegExp(
      `\\b(?:Vorwürfe|Vorwurf|Anklage|Ermittlungen|ermittelt|ermitteln|Haftbefehl|Strafanzeige)\\s+(?:\\S+\\s+){0,2}?gegen\\s+${namedTarget}`,
      'gu',
    ),
  },
  {
    flag: 'juristische_risiko',
    rule: 'Vorwurf einer Straftat',
    pattern: new RegExp(
      `\\b(?:Vorwurf|Vorwürfe|Verdacht|beschuldigt|bezichtigt|wirft\\s+\\S+\\s+vor)\\s+(?:\\S+\\s+){0,5}?${offences}`,
      'gu',
    ),
  },
  {
    flag: 'juristische_risiko',
    rule: 'Bezeichnung als Straftäter',
    pattern:
      /\b(?:ist ein(?:e)?|sind)\s+(?:\S+\s+)?(?:Betrüger\p{L}*|Verbrecher\p{L}*|Kriminelle\p{L}*|Mörder\p{L}*|Lügner\p{L}*|korrupt\p{L}*)\b/giu,
  },
];

/** Flags with the exact spans that raised them; one entry per distinct (flag, span). */
export function detectFlags(text: string): FlagEvidence[] {
  const out: FlagEvidence[] = [];
  const seen = new Set<string>();
  for (const r of flagRules) {
    for (const match of text.matchAll(r.pattern)) {
      const key = `${r.flag}|${match[0]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ flag: r.flag, span: match[0], rule: r.rule });
    }
  }
  return out;
}

/**
 * Priority that separates (issue 22): „dringend“ and „hoch“ only for topics with a European side, „dringend“
 * only for broad, fresh and growing news; a topic without a European side is at most „mittel“.
 */
export function priorityFrom(signals: Signals, hasSide = true): Priority {
  const score = Number(signals.score ?? 0);
  const outlets = Number(signals.outlets ?? 0);
  const recency = Number(signals.recency ?? 0);
  if (hasSide && outlets >= 5 && recency >= 0.7 && Number(signals.growth ?? 0) > 0.3 && score >= 0.55)
    return 'dringend';
  if (hasSide && score >= 0.5) return 'hoch';
  if (score >= 0.3 || hasSide) return 'mittel';
  return 'niedrig';
}

/** What the assessment says besides the signals: the topic's European side and its newest report. */
export interface AssessmentContext {
  side: string | null;
  /** ISO instant of the newest report the topic stands on. */
  newest: string;
}

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** Editorial assessment of a generated topic: priority, reasoning, suggestions and flags. */
export function assessTopic(
  texts: GeneratedTexts,
  signals: Signals,
  why: string,
  context: AssessmentContext = { side: null, newest: '' },
): Assessment {
  const evidence = detectFlags(
    [texts.title, texts.instagramText, texts.sharepicTitle, texts.sharepicContent].join('\n'),
  );
  const has = (f: FlagEvidence['flag']) => evidence.some((e) => e.flag === f);
  const suggestions = [...texts.editSuggestions];
  if (has('alarmismus')) suggestions.push(m.assess.alarmism);
  if (has('spekulation')) suggestions.push(m.assess.speculation);
  if (has('juristische_risiko')) suggestions.push(m.assess.legal);
  if (Number(signals.outlets ?? 0) < 2) suggestions.push(m.assess.fewSources);
  const priority = priorityFrom(signals, context.side !== null);
  const labels: Record<Priority, string> = {
    dringend: 'Dringend',
    hoch: 'Hohe Priorität',
    mittel: 'Mittlere Priorität',
    niedrig: 'Niedrige Priorität',
  };
  return {
    priority,
    reasoning: [
      `${labels[priority]}.`,
      context.side ? m.assess.side(context.side) : m.assess.noSide,
      context.newest ? m.assess.newest(berlinTime.format(new Date(context.newest))) : '',
      why,
    ]
      .filter(Boolean)
      .join(' '),
    editSuggestions: [...new Set(suggestions)],
    alarmismus: has('alarmismus'),
    spekulation: has('spekulation'),
    juristischeRisiko: has('juristische_risiko'),
    evidence,
  };
}

/** Sharepic quality after rendering: label plus German reason. */
export function assessSharepicQuality(input: { overflow: boolean[]; hasPhoto: boolean[] }): {
  label: 'gut' | 'prüfen' | 'mangelhaft';
  reason: string;
} {
  const problems: string[] = [];
  input.overflow.forEach((o, i) => o && problems.push(m.assess.sharepicOverflow(i + 1)));
  input.hasPhoto.forEach((p, i) => !p && problems.push(m.assess.sharepicNoPhoto(i + 1)));
  if (!problems.length) return { label: 'gut', reason: m.assess.sharepicOk };
  const label = input.overflow.some(Boolean) ? 'mangelhaft' : 'prüfen';
  return { label, reason: problems.join('; ') };
}
