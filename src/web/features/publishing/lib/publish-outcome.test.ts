import { describe, expect, it } from 'vitest';
import type { Publication } from '../../../../shared/news';
import { ApiError } from '../../../lib/api-client';
import { waitForPublication } from '../api/publish';
import { captionLength, describePublishError, formatPublishedAt, toastForPublication } from './publish-outcome';

const publication = (patch: Partial<Publication>): Publication => ({
  id: 'p1',
  news_id: 'n1',
  status: 'sent',
  requested_at: '2026-11-18T08:00:00.000Z',
  requested_by_email: 'admin@example.org',
  finished_at: null,
  caption: 'Text',
  images: [],
  content_hash: 'h',
  buffer_post_id: 'b1',
  reminder: false,
  message: 'Post wurde über Buffer auf Instagram veröffentlicht',
  channel_id: 'c1',
  channel_service: 'instagram',
  channel_name: 'Europa-Union Musterstadt',
  scheduled_at: null,
  post_state: 'sent',
  sent_at: null,
  ...patch,
});

describe('toastForPublication', () => {
  it('says "Veröffentlicht" with the spec text for a sent post', () => {
    expect(toastForPublication(publication({}))).toEqual({
      kind: 'success',
      title: 'Veröffentlicht',
      text: 'Post wurde über Buffer auf Instagram veröffentlicht',
    });
  });

  it("passes on the server's reminder message when Buffer only created a reminder", () => {
    const toast = toastForPublication(publication({ reminder: true, message: 'Nur eine Erinnerung.' }));
    expect(toast).toMatchObject({ kind: 'info', text: 'Nur eine Erinnerung.' });
  });

  it('reports a failed attempt with its message or the spec fallback', () => {
    expect(toastForPublication(publication({ status: 'failed', message: 'Text is required' }))).toEqual({
      kind: 'error',
      title: 'Fehler bei der Veröffentlichung',
      text: 'Text is required',
    });
    expect(toastForPublication(publication({ status: 'failed', message: '' }))?.text).toBe(
      'Post konnte nicht veröffentlicht werden',
    );
  });

  it('has no final toast while the attempt is still running', () => {
    expect(toastForPublication(publication({ status: 'sending' }))).toBeNull();
  });
});

describe('describePublishError', () => {
  it('turns a refused publish (preflight_failed) into the checklist', () => {
    const checks = [{ id: 'settings', label: 'Buffer-Einstellungen', ok: false, message: 'fehlt' }];
    expect(describePublishError(new ApiError(422, 'preflight_failed', 'x', { checks }))).toEqual({
      kind: 'checks',
      checks,
    });
  });

  it("shows Buffer's message in the spec's failure toast, or the fallback", () => {
    expect(describePublishError(new ApiError(502, 'publish_failed', 'Limit erreicht'))).toEqual({
      kind: 'toast',
      toast: { kind: 'error', title: 'Fehler bei der Veröffentlichung', text: 'Limit erreicht' },
    });
    expect(describePublishError(new Error(''))).toMatchObject({
      toast: { text: 'Post konnte nicht veröffentlicht werden' },
    });
  });
});

describe('formatting', () => {
  it('formats the publication time in de-DE, Berlin time', () => {
    expect(formatPublishedAt('2026-11-18T08:05:00.000Z')).toBe('18.11.2026, 09:05 Uhr');
  });

  it('counts the caption like Instagram (code points, emoji = 1)', () => {
    expect(captionLength('EU 🇪🇺!')).toBe(6);
  });
});

describe('waitForPublication', () => {
  const noSleep = async () => {};

  it('polls until the attempt is finished and returns it', async () => {
    const answers = [[publication({ status: 'sending' })], [], [publication({ status: 'sent' })]];
    let calls = 0;
    const done = await waitForPublication('n1', 'p1', { sleep: noSleep, list: async () => answers[calls++] ?? [] });
    expect(done?.status).toBe('sent');
    expect(calls).toBe(3);
  });

  it('gives up after the timeout', async () => {
    const done = await waitForPublication('n1', 'p1', {
      sleep: noSleep,
      intervalMs: 10,
      timeoutMs: 30,
      list: async () => [publication({ status: 'pending' })],
    });
    expect(done).toBeNull();
  });
});
