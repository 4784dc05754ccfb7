import { readinessLevels } from '../../../../shared/caption-readiness';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { cn } from '../../../lib/cn';
import { newsText as t } from '../../../messages/news';

// In the order of `readinessLevels`: ready, light edit, rewrite.
const readinessStyles = [
  'border-emerald-300 bg-emerald-50 text-emerald-900',
  'border-amber-300 bg-amber-50 text-amber-900',
  'border-red-300 bg-red-50 text-red-900',
];

/**
 * How far the generated caption is from posting (team only): its readiness with the defects the checks found,
 * the EU angle of the topic or „EU-Bezug fehlt“, and why the language model's answer was not used. Once a person
 * edited the text, the readiness no longer describes it and is not shown.
 */
export function CaptionCheck({ item }: { item: NewsItem }) {
  const review = item.caption_review;
  if (!review) return null;
  const machine = item.machine_text !== null;
  return (
    <div className="mt-4" data-testid="caption-check">
      <h5 className="font-medium text-ink">{t.captionCheckTitle}</h5>
      <dl className="mt-1.5 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted">{t.readinessLabel}</dt>
        <dd>
          {machine ? (
            <span
              className={cn(
                'rounded-full border px-2 py-0.5 text-xs font-semibold',
                readinessStyles[readinessLevels.indexOf(review.readiness)],
              )}
              data-testid="caption-readiness"
              data-readiness={review.readiness}
            >
              {t.readiness[review.readiness]}
            </span>
          ) : (
            <span className="text-muted">{t.readinessEdited}</span>
          )}
        </dd>
        <dt className="font-medium text-muted">{t.euAngleLabel}</dt>
        <dd data-testid="caption-eu-angle">{review.euAngle ?? messages.captionReview.euAngleMissing}</dd>
      </dl>
      {machine && review.defects.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="caption-defects">
          {review.defects.map((d, i) => (
            <li key={i} className={d.harmful ? 'text-red-800' : undefined}>
              <span className="font-medium">{messages.captionReview.defect[d.kind]}</span>: {d.text}
            </li>
          ))}
        </ul>
      ) : null}
      {review.llm?.fallbackReason ? (
        <p className="mt-2 text-muted" data-testid="caption-llm-fallback">
          {t.llmFallback(review.llm.fallbackReason)}
        </p>
      ) : null}
    </div>
  );
}
