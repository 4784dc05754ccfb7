import { highlightSpans } from '../lib/highlight';

export function HighlightedText({ text, spans }: { text: string; spans: string[] }) {
  return (
    <>
      {highlightSpans(text, spans).map((segment, i) =>
        segment.marked ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
