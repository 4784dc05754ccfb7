import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import type { PhotoResult } from '../../../../shared/editing';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PhotoCredit } from '../../../components/photo-credit';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { searchPhotos, type PhotoSearchAnswer } from '../api/photos';
import { creditOf } from '../lib/photo-credit';

interface Props {
  /** Sharepics a photo can be chosen for (1-based). */
  targets: number[];
  onChoose: (index: number, photo: PhotoResult) => void;
}

/** Search field (Enter runs it) and a grid of results, each with credit and one button per sharepic. */
export function PhotoSearch({ targets, onChoose }: Props) {
  const ids = useId();
  const [term, setTerm] = useState('');
  const [answer, setAnswer] = useState<PhotoSearchAnswer | null>(null);
  const [searching, setSearching] = useState(false);

  const run = async () => {
    const q = term.trim();
    if (!q) {
      notify.error(messages.search.emptyTitle, messages.search.emptyText);
      return;
    }
    setSearching(true);
    try {
      const result = await searchPhotos(q);
      setAnswer(result);
      if (result.photos.length === 0) notify.info(messages.search.noResultsTitle, messages.search.noResultsText);
    } catch (err) {
      notifyFailure(messages.search.failedTitle, err, messages.search.failedText, 'fixed');
    } finally {
      setSearching(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // The search lives inside the dialog's form: Enter must search, not save.
    event.preventDefault();
    void run();
  };

  return (
    <section className="flex flex-col gap-3" role="search" aria-label={editingText.searchRegion}>
      <Label htmlFor={`${ids}-q`}>{editingText.searchLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={`${ids}-q`}
          type="search"
          value={term}
          placeholder={editingText.searchPlaceholder}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={() => void run()} disabled={searching}>
          <Search aria-hidden />
          {searching ? editingText.searching : editingText.searchButton}
        </Button>
      </div>
      {answer?.provider === 'upload' ? <p className="text-xs text-muted">{editingText.uploadsHint}</p> : null}
      {answer && answer.photos.length > 0 ? (
        <ul
          className="grid max-h-[45vh] grid-cols-2 gap-3 overflow-y-auto pr-1 sm:grid-cols-3 md:grid-cols-4"
          aria-label={editingText.resultsLabel}
          data-testid="photo-results"
        >
          {answer.photos.map((photo) => {
            const alt = photo.alt || editingText.noAlt;
            const credit = creditOf(photo);
            return (
              <li
                key={photo.id}
                className="flex flex-col gap-1.5 rounded-lg border border-line p-2"
                data-testid="photo-result"
              >
                <img
                  src={photo.src.medium}
                  alt={alt}
                  loading="lazy"
                  className="aspect-[3/2] w-full rounded-md bg-slate-100 object-cover"
                />
                {credit ? <PhotoCredit credit={credit} /> : null}
                <div className="flex flex-wrap gap-1.5">
                  {targets.map((index) => (
                    <Button
                      key={index}
                      size="sm"
                      variant="outline"
                      className="h-8 flex-1 px-2 text-xs"
                      aria-label={editingText.useForLong(index, alt)}
                      onClick={() => onChoose(index, photo)}
                    >
                      {editingText.useFor(index)}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
