import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../../tests/setup/test-context';
import { news } from '../../db/schema/news';
import type { RealtimeEvent } from '../../realtime/realtime';
import type { NewsStatus } from '../../../shared/news-status';
import {
  createProposal,
  inItemTransaction,
  loadNewsRow,
  saveEdit,
  saveRegeneratedImages,
  serverActor,
  teamActor,
  updateProposal,
} from './news-lifecycle';

const editor = teamActor({ id: 'u1', email: 'red@example.org', role: 'editor' });
const publisher = serverActor('publisher');
const pipeline = serverActor('pipeline');

describe.each(backends)('the news item owner on %s', (backend) => {
  let t: TestContext;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.realtime.subscribe((e) => events.push(e));
  });
  afterAll(() => t.close());

  const proposal = (title = 'Gipfel in Brüssel') =>
    createProposal(t, { title, date: '2026-11-18', instagramText: 'Text' }, pipeline);
  const row = async (id: string) => (await t.db.select().from(news).where(eq(news.id, id)))[0]!;
  const setStatus = (id: string, status: NewsStatus) => t.db.update(news).set({ status }).where(eq(news.id, id));
  const announced = (id: string, type: RealtimeEvent['type'] = 'news-updated') =>
    events.filter((e) => e.type === type && 'id' in e && e.id === id).length;

  it('creates proposals and announces them', async () => {
    const id = await proposal();
    expect(await row(id)).toMatchObject({ status: 'vorschlag', version: 1 });
    expect(announced(id)).toBe(1);
  });

  it('saves an edit at its version: bearbeitet, version + 1, announced; a stale version is a 409 and changes nothing', async () => {
    const id = await proposal();
    const saved = await saveEdit(t, id, 1, { title: 'Neu' }, editor);
    expect(saved).toMatchObject({ title: 'Neu', status: 'bearbeitet', version: 2 });
    expect(announced(id)).toBe(2);
    await expect(saveEdit(t, id, 1, { title: 'Zu spät' }, editor)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
    });
    expect(await row(id)).toMatchObject({ title: 'Neu', version: 2 });
    expect(announced(id)).toBe(2);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-uuid', '%00']) {
      expect(
        await inItemTransaction(t, id, 'startPublishing', editor, async () => ({ apply: true, result: null })),
      ).toEqual({ kind: 'missing' });
      await expect(loadNewsRow(t, id)).rejects.toMatchObject({ status: 404, code: 'not_found' });
      await expect(saveEdit(t, id, 1, { title: 'x' }, editor)).rejects.toMatchObject({ status: 404 });
    }
  });

  it('refuses a move by someone the table does not allow, before writing anything', async () => {
    const id = await proposal();
    await expect(saveEdit(t, id, 1, { title: 'vom Lauf' }, pipeline)).rejects.toMatchObject({ status: 403 });
    await expect(updateProposal(t, id, { title: 'von Hand' }, editor)).rejects.toMatchObject({ status: 403 });
    await expect(
      inItemTransaction(t, id, 'markPublished', editor, async () => ({ apply: true, result: null })),
    ).rejects.toMatchObject({ status: 403 });
    expect(await row(id)).toMatchObject({ title: 'Gipfel in Brüssel', status: 'vorschlag', version: 1 });
  });

  it('lets a run rewrite only an untouched proposal', async () => {
    const id = await proposal();
    expect(await updateProposal(t, id, { title: 'Neuer Stand' }, pipeline)).toBe(true);
    expect(await row(id)).toMatchObject({ title: 'Neuer Stand', version: 2 });
    for (const status of ['bearbeitet', 'freigegeben', 'veröffentlicht'] as const) {
      await setStatus(id, status);
      expect(await updateProposal(t, id, { title: 'Überschrieben' }, pipeline)).toBe(false);
    }
    expect(await row(id)).toMatchObject({ title: 'Neuer Stand', version: 2 });
  });

  it('publishing: freigegeben at the start, veröffentlicht when sent, bearbeitet after a later edit', async () => {
    const id = await proposal();
    await inItemTransaction(t, id, 'startPublishing', editor, async () => ({ apply: true, result: null }));
    expect(await row(id)).toMatchObject({ status: 'freigegeben', version: 2 });
    await inItemTransaction(t, id, 'markPublished', publisher, async () => ({ apply: true, result: null }));
    expect(await row(id)).toMatchObject({ status: 'veröffentlicht', version: 3 });
    const edited = await saveEdit(t, id, 3, { instagramText: 'Korrigiert' }, editor);
    expect(edited.status).toBe('bearbeitet');
  });

  it('a save during the attempt wins over both outcomes', async () => {
    const sent = await proposal();
    await inItemTransaction(t, sent, 'startPublishing', editor, async () => ({ apply: true, result: null }));
    await saveEdit(t, sent, 2, { title: 'Während des Versands' }, editor);
    await inItemTransaction(t, sent, 'markPublished', publisher, async () => ({ apply: true, result: null }));
    expect((await row(sent)).status).toBe('bearbeitet');

    const failed = await proposal();
    await inItemTransaction(t, failed, 'startPublishing', editor, async () => ({ apply: true, result: null }));
    await saveEdit(t, failed, 2, { title: 'Während des Versands' }, editor);
    await inItemTransaction(t, failed, 'restoreAfterFailure', publisher, async () => ({
      apply: true,
      previous: 'vorschlag' as const,
      result: null,
    }));
    expect((await row(failed)).status).toBe('bearbeitet');
  });

  it('gives a failed attempt back the earlier status while it still shows freigegeben', async () => {
    const id = await proposal();
    await setStatus(id, 'veröffentlicht');
    await inItemTransaction(t, id, 'startPublishing', editor, async () => ({ apply: true, result: null }));
    expect((await row(id)).status).toBe('freigegeben');
    await inItemTransaction(t, id, 'restoreAfterFailure', publisher, async () => ({
      apply: true,
      previous: 'veröffentlicht' as const,
      result: null,
    }));
    expect((await row(id)).status).toBe('veröffentlicht');
  });

  it('rolls back the step and the status together, and announces nothing, when the step fails', async () => {
    const id = await proposal();
    const before = announced(id);
    await expect(
      inItemTransaction(t, id, 'startPublishing', editor, async (tx) => {
        await tx.update(news).set({ title: 'halb geschrieben' }).where(eq(news.id, id));
        throw new Error('Datenbank weg');
      }),
    ).rejects.toThrow('Datenbank weg');
    expect(await row(id)).toMatchObject({ title: 'Gipfel in Brüssel', status: 'vorschlag', version: 1 });
    expect(announced(id)).toBe(before);
  });

  it('reports a missing item without running the step', async () => {
    let ran = false;
    const outcome = await inItemTransaction(
      t,
      '00000000-0000-4000-8000-000000000000',
      'startPublishing',
      editor,
      async () => {
        ran = true;
        return { apply: true, result: null };
      },
    );
    expect(outcome).toEqual({ kind: 'missing' });
    expect(ran).toBe(false);
  });

  it('announces regenerated images separately, keeps the status, also when the images are identical', async () => {
    const id = await proposal();
    await setStatus(id, 'veröffentlicht');
    const same = (await row(id)).sharepics;
    const saved = await saveRegeneratedImages(t, id, 1, { sharepics: same });
    expect(saved).toMatchObject({ status: 'veröffentlicht', version: 2 });
    expect(announced(id, 'news-images-regenerated')).toBe(1);
    // An editor saved in between: the job's write is refused and nothing is announced.
    expect(await saveRegeneratedImages(t, id, 1, { sharepics: same })).toBeUndefined();
    expect(announced(id, 'news-images-regenerated')).toBe(1);
  });
});
