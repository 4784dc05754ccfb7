import { useState } from 'react';
import { ExternalLink, ListChecks } from 'lucide-react';
import type { EvidenceEntry } from '../../../../shared/evidence';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { captionsText } from '../../../messages/captions';
import { useEvidence } from '../api/captions';

function EntryNote({ entry }: { entry: EvidenceEntry }) {
  if (entry.edited)
    return (
      <Badge variant="muted" data-testid="evidence-edited">
        {captionsText.edited}
      </Badge>
    );
  if (entry.sources.length === 0) return <span className="text-sm text-muted">{captionsText.ownWording}</span>;
  return (
    <ul className="flex flex-col gap-2">
      {entry.sources.map((source, i) => (
        <li key={`${i}-${source.url}`} className="text-sm">
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={captionsText.sourceLabel(source.outlet)}
            className="inline-flex items-center gap-1 font-medium text-brand underline-offset-2 hover:underline"
            data-testid="evidence-source"
          >
            {source.outlet}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
          <blockquote className="mt-0.5 border-l-2 border-line pl-2 text-muted">„{source.sentence}“</blockquote>
        </li>
      ))}
    </ul>
  );
}

/** What the caption left out: facts only foreign reports carry, and the sentences the generator dropped. */
function ReviewSources({ item }: { item: NewsItem }) {
  const review = item.caption_review;
  if (!review) return null;
  return (
    <>
      {review.foreignFacts.length > 0 ? (
        <section className="mt-5" data-testid="evidence-foreign-facts">
          <h3 className="text-sm font-semibold text-ink">{captionsText.foreignFactsTitle}</h3>
          <p className="text-xs text-muted">{captionsText.foreignFactsDescription}</p>
          <div className="mt-2">
            <EntryNote entry={{ text: '', role: null, edited: false, sources: review.foreignFacts }} />
          </div>
        </section>
      ) : null}
      {review.dropped.length > 0 ? (
        <section className="mt-5" data-testid="evidence-dropped">
          <h3 className="text-sm font-semibold text-ink">{captionsText.droppedTitle}</h3>
          <p className="text-xs text-muted">{captionsText.droppedDescription}</p>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {review.dropped.map((d, i) => (
              <li key={i}>
                <span className="font-medium text-muted">
                  {d.outlet ? `${d.outlet} · ` : ''}
                  {d.reason}
                </span>
                <blockquote className="mt-0.5 border-l-2 border-line pl-2 text-muted">„{d.sentence}“</blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** „Belege“: the caption sentence by sentence with its role and sources; loaded when the dialog opens. */
export function EvidenceDialog({ item }: { item: NewsItem }) {
  const [open, setOpen] = useState(false);
  const evidence = useEvidence(item, open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ListChecks aria-hidden />
          {captionsText.evidence}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{captionsText.evidenceTitle}</DialogTitle>
        <DialogDescription>{captionsText.evidenceDescription}</DialogDescription>
        {evidence.isPending ? (
          <p className="mt-4 text-sm text-muted" role="status">
            {captionsText.loading}
          </p>
        ) : evidence.isError ? (
          <p className="mt-4 text-sm text-red-700" role="alert">
            {messages.caption.evidenceFailedTitle}: {errorText(evidence.error, messages.api.internal)}
          </p>
        ) : (
          <>
            {evidence.data.generated ? null : <p className="mt-4 text-sm text-muted">{captionsText.notGenerated}</p>}
            <ol className="mt-4 flex flex-col gap-4" data-testid="evidence-list">
              {evidence.data.entries.map((entry, i) => (
                <li
                  key={`${i}-${entry.text}`}
                  className="flex flex-col gap-1.5 border-b border-line pb-3 last:border-b-0"
                  data-testid="evidence-entry"
                  data-edited={entry.edited || undefined}
                >
                  <span className="text-xs font-medium tracking-wide text-muted uppercase">
                    {captionsText.sentenceNumber(i + 1)}
                    {entry.role ? ` · ${captionsText.roles[entry.role]}` : null}
                  </span>
                  <p className="text-sm text-ink">{entry.text}</p>
                  <EntryNote entry={entry} />
                </li>
              ))}
            </ol>
            <ReviewSources item={item} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
