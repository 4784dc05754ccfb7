import { ExternalLink } from 'lucide-react';
import { newsText } from '../../../messages/news';
import { sourceHost } from '../lib/source-host';

export function SourceLink({ url }: { url: string | null }) {
  const host = url ? sourceHost(url) : null;
  if (!url || !host) return null;
  return (
    <p className="text-sm">
      <span className="font-medium text-muted">{newsText.sourceLabel}</span>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 rounded-sm font-medium text-brand underline-offset-4 hover:underline"
        data-testid="source-link"
      >
        {host}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">{newsText.opensInNewTab}</span>
      </a>
    </p>
  );
}
