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
import { useCurrentUser } from '../../auth';
import { searchPhotos, type PhotoSearchAnswer } from '../api/photos';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { creditOf } from '../lib/photo-credit';
import { photoSearchNotice } from '../lib/photo-search-notice';

interface Props {
  /** Sharepics a photo can be chosen for (1-based). */
  targets: number[];
  onChoose: (index: number, photo: PhotoResult) => void;
}

/**
 * Search field (Enter runs it) and one tab per photo source that answered (Wikimedia Commons, Pexels, own
 * uploads), each a grid of results with credit and licence and one button per sharepic. Sources that failed or
 * are not set up get one message above the tabs (no toast, no tab of their own).
 */
export function PhotoSearch({ targets, onChoose }: Props) {
  const ids = useId();
  const [term, setTerm] = useState('');
  const [answer, setAnswer] = useState<PhotoSearchAnswer | null>(null);
  const [searching, setSearching] = useState(false);

  const [tab, setTab] = useState<string>('');
  const { user } = useCurrentUser();
  const shown = answer?.sources.filter((s) => !s.message) ?? [];
  const notice = answer ? photoSearchNotice(answer, user?.role === 'admin') : null;

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
      // The first source with results opens; a failed source has no tab (the notice names it).
      const answered = result.sources.filter((s) => !s.message);
      setTab((answered.find((s) => s.photos.length > 0) ?? answered[0])?.source ?? '');
      if (result.sources.every((s) => s.photos.length === 0) && !photoSearchNotice(result, false))
        notify.info(messages.search.noResultsTitle, messages.search.noResultsText);
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
      {notice ? (
        <div
          role="status"
          data-testid="photo-search-notice"
          className="flex flex-col gap-1 rounded-md border border-amber-200 bg-amber-50 p-2.5 text-sm text-amber-950"
        >
          {notice.title ? <p className="font-semibold">{notice.title}</p> : null}
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {answer ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={editingText.sourcesLabel}>
            {shown.map((s) => (
              <TabsTrigger key={s.source} value={s.source}>
                {editingText.sourceTab(messages.photos.sourceNames[s.source], s.photos.length)}
              </TabsTrigger>
            ))}
          </TabsList>
          {shown.map((s) => (
            <TabsContent key={s.source} value={s.source} className="mt-3 flex flex-col gap-2">
              {s.source === 'upload' ? <p className="text-xs text-muted">{editingText.uploadsHint}</p> : null}
              {s.photos.length > 0 ? (
                <ResultGrid photos={s.photos} targets={targets} onChoose={onChoose} />
              ) : (
                <p className="text-sm text-muted">{editingText.noResultsHere}</p>
              )}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </section>
  );
}

function ResultGrid({ photos, targets, onChoose }: { photos: PhotoResult[] } & Props) {
  return (
    <ul
      className="grid max-h-[45vh] grid-cols-2 gap-3 overflow-y-auto pr-1 sm:grid-cols-3 md:grid-cols-4"
      aria-label={editingText.resultsLabel}
      data-testid="photo-results"
    >
      {photos.map((photo) => {
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
  );
}
