import { newsText } from '../../../messages/news';
import { HighlightedText } from './highlighted-text';

export function InstagramText({ text, highlights }: { text: string; highlights: string[] }) {
  return (
    <section aria-label={newsText.instagramTextTitle}>
      <h4 className="text-base font-semibold text-ink">{newsText.instagramTextTitle}</h4>
      <p
        className="mt-2 rounded-lg border border-line bg-surface p-4 text-sm leading-relaxed whitespace-pre-line"
        data-testid="instagram-text"
      >
        <HighlightedText text={text} spans={highlights} />
      </p>
    </section>
  );
}
