import { TriangleAlert } from 'lucide-react';
import type { NewsView } from '../../../../shared/news';
import { isTeamItem } from '../../../../shared/news-view';
import { raisedFlags } from '../lib/labels';
import { HighlightedText } from './highlighted-text';
import { selectionSignals } from '../lib/signals';
import { CaptionCheck } from './caption-check';
import { PriorityBadge } from './priority-badge';
import { newsText as t } from '../../../messages/news';

/**
 * The strategic assessment of a topic. Everyone sees priority and reasoning; the team's shape adds sharepic
 * quality, suggestions, flags and signals (the server sends those only to a session).
 */
export function AssessmentBox({ item }: { item: NewsView }) {
  const team = isTeamItem(item) ? item : null;
  const flags = team ? raisedFlags(team) : [];
  const signals = team ? selectionSignals(team) : { summary: null, entries: [] };
  // The pipeline's reasoning already contains "Warum ausgewählt: …"; say it once.
  const summary = signals.summary && !item.recommendation_reasoning?.includes(signals.summary) ? signals.summary : null;
  const suggestions = team?.recommendation_edit_suggestions ?? [];

  return (
    <section
      aria-label={t.assessmentTitle}
      className="rounded-lg border border-brand/20 bg-brand-soft/60 p-4 text-sm sm:p-5"
      data-testid="assessment-box"
    >
      <h4 className="text-base font-semibold text-brand">{t.assessmentTitle}</h4>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted">{t.assessmentPriority}</dt>
        <dd>
          <PriorityBadge priority={item.recommendation_priority} />
        </dd>
        {team?.recommendation_sharepic_quality ? (
          <>
            <dt className="font-medium text-muted">{t.assessmentQuality}</dt>
            <dd>{team.recommendation_sharepic_quality}</dd>
          </>
        ) : null}
        {item.rank_reason ? (
          <>
            <dt className="font-medium text-muted">{t.assessmentRank}</dt>
            <dd data-testid="rank-reason">{item.rank_reason}</dd>
          </>
        ) : null}
        {item.recommendation_reasoning ? (
          <>
            <dt className="font-medium text-muted">{t.assessmentReasoning}</dt>
            <dd>{item.recommendation_reasoning}</dd>
          </>
        ) : null}
      </dl>

      {team ? <CaptionCheck item={team} /> : null}

      {suggestions.length > 0 ? (
        <div className="mt-4">
          <h5 className="font-medium text-ink">{t.editSuggestions}</h5>
          <ul className="mt-1.5 list-disc space-y-1 pl-5">
            {suggestions.map((suggestion, i) => (
              <li key={i}>{suggestion}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {flags.length > 0 ? (
        <div className="mt-4">
          <h5 className="font-medium text-ink">{t.reviewHints}</h5>
          <ul className="mt-1.5 space-y-2">
            {flags.map(({ flag, label, evidence }) => (
              <li key={flag} className="rounded-md border border-amber-300 bg-amber-50 p-2.5 text-amber-950">
                <span className="flex items-center gap-1.5 font-semibold">
                  <TriangleAlert className="size-4 shrink-0" aria-hidden />
                  {label}
                </span>
                {evidence.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 pl-5.5">
                    {evidence.map((e, i) => (
                      <li key={i}>
                        „{/* Evidence stored before sentences were recorded has only its words. */}
                        {e.sentence ? (
                          <HighlightedText text={e.sentence} spans={[e.span]} />
                        ) : (
                          <mark className="rounded-sm bg-amber-200 px-0.5 text-ink">{e.span}</mark>
                        )}
                        “{e.rule ? <span className="text-amber-900">{t.ruleSuffix(e.rule)}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {summary || signals.entries.length > 0 ? (
        <div className="mt-4">
          <h5 className="font-medium text-ink">{t.signalsTitle}</h5>
          {summary ? <p className="mt-1">{summary}</p> : null}
          {signals.entries.length > 0 ? (
            <dl className="mt-2 flex flex-wrap gap-2">
              {signals.entries.map((entry, i) => (
                <div key={i} className="rounded-md border border-line bg-white px-2 py-1">
                  <dt className="inline text-muted">
                    {entry.label}
                    {t.signalLabelSuffix}
                  </dt>
                  <dd className="inline font-medium">{entry.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
