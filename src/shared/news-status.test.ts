import { describe, expect, it } from 'vitest';
import {
  mayMove,
  newsActorKinds,
  newsStatuses,
  newsStatusLabels,
  newsTransitions,
  statusAfter,
  type NewsStatus,
  type NewsTransition,
} from './news-status';

const transitions = Object.keys(newsTransitions) as NewsTransition[];

describe('the news item life cycle', () => {
  it('goes vorschlag → bearbeitet → freigegeben → veröffentlicht', () => {
    expect(statusAfter('edit', 'vorschlag')).toBe('bearbeitet');
    expect(statusAfter('startPublishing', 'bearbeitet')).toBe('freigegeben');
    expect(statusAfter('markPublished', 'freigegeben')).toBe('veröffentlicht');
  });

  it('lets a proposal be published without an edit, and an edit of a published item make it bearbeitet', () => {
    expect(statusAfter('startPublishing', 'vorschlag')).toBe('freigegeben');
    expect(statusAfter('edit', 'veröffentlicht')).toBe('bearbeitet');
    expect(statusAfter('startPublishing', 'veröffentlicht')).toBe('freigegeben');
  });

  it('gives a failed attempt back the status it had before, only while it still shows freigegeben', () => {
    for (const previous of newsStatuses)
      expect(statusAfter('restoreAfterFailure', 'freigegeben', previous)).toBe(previous);
    for (const now of ['vorschlag', 'bearbeitet', 'veröffentlicht'] as const)
      expect(statusAfter('restoreAfterFailure', now, 'vorschlag')).toBeNull();
  });

  it('marks as published only what is still freigegeben (a save during the attempt wins)', () => {
    expect(statusAfter('markPublished', 'bearbeitet')).toBeNull();
    expect(statusAfter('markPublished', 'vorschlag')).toBeNull();
  });

  it('lets a run touch only untouched proposals, and keeps the status when images are regenerated', () => {
    expect(statusAfter('propose', 'vorschlag')).toBe('vorschlag');
    for (const status of ['bearbeitet', 'freigegeben', 'veröffentlicht'] as const)
      expect(statusAfter('propose', status)).toBeNull();
    for (const status of newsStatuses.filter((s) => s !== 'geplant'))
      expect(statusAfter('regenerateImages', status)).toBe(status);
  });

  it('re-renders images for a new look only on untouched proposals', () => {
    expect(statusAfter('rebrandImages', 'vorschlag')).toBe('vorschlag');
    for (const status of ['bearbeitet', 'freigegeben', 'veröffentlicht'] as const)
      expect(statusAfter('rebrandImages', status)).toBeNull();
  });

  it('says who may move an item', () => {
    const allowed = (t: NewsTransition) => newsActorKinds.filter((a) => mayMove(t, a));
    expect(allowed('edit')).toEqual(['editor', 'admin']);
    expect(allowed('startPublishing')).toEqual(['editor', 'admin']);
    expect(allowed('markPublished')).toEqual(['publisher']);
    expect(allowed('restoreAfterFailure')).toEqual(['publisher']);
    expect(allowed('propose')).toEqual(['pipeline', 'demo']);
    expect(allowed('regenerateImages')).toEqual(['regeneration']);
    expect(allowed('rebrandImages')).toEqual(['regeneration']);
    expect(allowed('regenerateCaption')).toEqual(['editor', 'admin']);
  });

  it('proposes a new caption only before a topic is released, and keeps its status', () => {
    expect(statusAfter('regenerateCaption', 'vorschlag')).toBe('vorschlag');
    expect(statusAfter('regenerateCaption', 'bearbeitet')).toBe('bearbeitet');
    expect(statusAfter('regenerateCaption', 'freigegeben')).toBeNull();
    expect(statusAfter('regenerateCaption', 'veröffentlicht')).toBeNull();
  });

  it('reaches every status, and every status has a label entry', () => {
    const reached = new Set<NewsStatus>(['vorschlag']);
    for (const t of transitions)
      for (const from of newsStatuses)
        for (const previous of newsStatuses) {
          const to = statusAfter(t, from, previous);
          if (to && reached.has(from)) reached.add(to);
        }
    expect([...reached].sort()).toEqual([...newsStatuses].sort());
    expect(Object.keys(newsStatusLabels).sort()).toEqual([...newsStatuses].sort());
    expect(newsStatusLabels.veröffentlicht).toBe('Veröffentlicht');
    expect(newsStatusLabels.vorschlag).toBeNull();
  });
});

describe('scheduled posts (geplant)', () => {
  it('goes freigegeben → geplant → veröffentlicht, and a cancel goes back to freigegeben', () => {
    expect(statusAfter('markScheduled', 'freigegeben')).toBe('geplant');
    expect(statusAfter('planSent', 'geplant')).toBe('veröffentlicht');
    expect(statusAfter('cancelPlan', 'geplant')).toBe('freigegeben');
  });

  it('plans only what is still freigegeben, and settles only what is still geplant (a save wins)', () => {
    expect(statusAfter('markScheduled', 'bearbeitet')).toBeNull();
    expect(statusAfter('planSent', 'bearbeitet')).toBeNull();
    expect(statusAfter('cancelPlan', 'veröffentlicht')).toBeNull();
  });

  it('keeps a planned topic as it is: no edit, no new images, no new caption (what is planned goes out)', () => {
    for (const t of ['edit', 'regenerateImages', 'rebrandImages', 'regenerateCaption', 'propose'] as const)
      expect(statusAfter(t, 'geplant')).toBeNull();
  });

  it('releases a topic again when Buffer failed its only immediate post, never one that changed since', () => {
    expect(statusAfter('failedInBuffer', 'veröffentlicht')).toBe('freigegeben');
    for (const status of ['vorschlag', 'bearbeitet', 'freigegeben', 'geplant'] as const)
      expect(statusAfter('failedInBuffer', status)).toBeNull();
  });

  it('lets only the publisher record what Buffer did (the team starts a cancel through the route)', () => {
    const allowed = (t: NewsTransition) => newsActorKinds.filter((a) => mayMove(t, a));
    expect(allowed('markScheduled')).toEqual(['publisher']);
    expect(allowed('planSent')).toEqual(['publisher']);
    expect(allowed('cancelPlan')).toEqual(['publisher']);
    expect(allowed('failedInBuffer')).toEqual(['publisher']);
    expect(newsStatusLabels.geplant).toBe('geplant');
  });
});
