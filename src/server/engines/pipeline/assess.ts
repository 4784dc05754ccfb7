import type { FlagEvidence, Priority } from '../../../shared/news';
import { detectFlags } from './flags/detect';
import type { JudgedSentence } from './flags/types';
import { pipelineMessages as m } from './messages';
import { splitSentences } from './text/tokenize';
import type { Assessment, GeneratedTexts, Signals } from './types';

/** The sentences of a topic's texts with their role and cited sources, as the flags judge them. */
function judgedSentences(texts: GeneratedTexts): JudgedSentence[] {
  const cited = texts.sentences?.length ? texts.sentences : null;
  // Sharepic texts are drawn from the caption's facts; they may use what any of its sources say.
  const allSources = cited
    ? cited.flatMap((s) => s.sources.map(({ outlet, sentence }) => ({ outlet, sentence })))
    : null;
  const titles = [...new Set([texts.title, texts.sharepicTitle].map((t) => t.trim()).filter(Boolean))];
  const caption: JudgedSentence[] = cited
    ? cited.map((s) => ({ text: s.text, role: s.role, sources: s.sources }))
    : captionSentencesOf(texts.instagramText).map((text, i) => ({
        text,
        role: i === 0 ? 'hook' : 'fact',
        sources: null,
      }));
  return [
    ...titles.map((text): JudgedSentence => ({ text, role: 'title', sources: allSources })),
    ...caption,
    ...splitSentences(texts.sharepicContent).map((text): JudgedSentence => ({
      text,
      role: 'fact',
      sources: allSources,
    })),
  ];
}

/** A caption's sentences without its hashtag and sources lines (text a person wrote has no recorded sentences). */
function captionSentencesOf(caption: string): string[] {
  return caption
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line && !/^(?:#\S+\s*)+$/u.test(line) && !/^Quellen?:/u.test(line))
    .flatMap(splitSentences);
}

/** One suggestion per rule that fired, naming its words: what to check in this topic and how to fix it. */
function flagSuggestions(evidence: readonly FlagEvidence[]): string[] {
  const byRule = new Map<string, string[]>();
  for (const e of evidence) byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), e.span]);
  return [...byRule].flatMap(([rule, spans]) => {
    const entry = Object.values(m.flagRules).find((f) => f.rule === rule);
    if (!entry) return [];
    const named = [...new Set(spans)]
      .slice(0, 3)
      .map((span) => `„${span}“`)
      .join(', ');
    return [m.flagSuggestion(named, entry.advice)];
  });
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
  const evidence = detectFlags(judgedSentences(texts));
  const has = (f: FlagEvidence['flag']) => evidence.some((e) => e.flag === f);
  const suggestions = [...texts.editSuggestions, ...flagSuggestions(evidence)];
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
