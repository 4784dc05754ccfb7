import { describe, expect, it } from 'vitest';
import { selectWeekTopics } from './select-week-topics';
import type { Article, RankedStory } from './types';

const article = (id: string, title: string): Article => ({
  id,
  source: 's',
  country: 'DE',
  language: 'de',
  title,
  description: '',
  url: `https://e.org/${id}`,
  canonicalUrl: `https://e.org/${id}`,
  publishedAt: '2024-06-05T10:00:00Z',
});
const story = (id: string, score: number, terms: string[]): RankedStory => ({
  story: {
    key: `story-${id}`,
    articles: [article(id, `Titel ${id} ${terms.join(' ')}`)],
    firstSeen: '',
    lastSeen: '',
    topTerms: terms,
    entities: [],
  },
  score,
  signals: { score },
  why: 'Warum ausgewählt: Test.',
});

describe('selectWeekTopics', () => {
  const ranked = Array.from({ length: 10 }, (_, i) => story(`a${i}`, 1 - i / 20, [`t${i}`, `u${i}`, `v${i}`]));

  it('fills an empty week with seven distinct stories', () => {
    const plan = selectWeekTopics([], ranked);
    expect(plan).toHaveLength(7);
    expect(plan.every((p) => p.action === 'create')).toBe(true);
  });

  it('keeps locked items untouched, updates unlocked items of the same story and fills the rest', () => {
    const existing = [
      { id: 'locked', storyKey: 'story-a0', locked: true },
      { id: 'open', storyKey: 'story-a1', locked: false },
      { id: 'gone', storyKey: 'story-old', locked: false },
    ];
    // Without replacements: the unscored 'gone' would otherwise make room for a better story (below).
    const plan = selectWeekTopics(existing, ranked, { maxReplacements: 0 });
    expect(plan).toHaveLength(7);
    expect(plan[0]).toMatchObject({ action: 'keep', itemId: 'locked', reason: 'locked' });
    expect(plan.find((p) => p.action === 'update')).toMatchObject({
      itemId: 'open',
      pick: { story: { key: 'story-a1' } },
    });
    expect(plan.find((p) => 'itemId' in p && p.itemId === 'gone')).toMatchObject({
      action: 'keep',
      reason: 'no_newer_story',
    });
    const created = plan
      .filter((p) => p.action === 'create')
      .map((p) => (p.action === 'create' ? p.pick.story.key : ''));
    expect(created).not.toContain('story-a0');
    expect(created).toEqual(['story-a2', 'story-a3', 'story-a4', 'story-a5']);
  });

  it('never picks two stories about the same topic', () => {
    const twins = [
      story('x', 0.9, ['c:eu', 'e:macron', 'c:election']),
      story('y', 0.8, ['c:eu', 'e:macron', 'c:election']),
      story('z', 0.7, ['e:nato']),
    ];
    const keys = selectWeekTopics([], twins).map((p) => (p.action === 'create' ? p.pick.story.key : ''));
    expect(keys).toEqual(['story-x', 'story-z']);
  });

  it('never exceeds seven even with many locked items', () => {
    const locked = Array.from({ length: 8 }, (_, i) => ({ id: `l${i}`, storyKey: null, locked: true }));
    expect(selectWeekTopics(locked, ranked).filter((p) => p.action !== 'keep')).toHaveLength(0);
  });
});

describe('selectWeekTopics replaces weak proposals', () => {
  // A full week: seven stories of distinct topics, the last one weak.
  const weekStories = [0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.2].map((score, i) =>
    story(`w${i}`, score, [`w${i}a`, `w${i}b`, `w${i}c`]),
  );
  const proposals = (locked = false) =>
    weekStories.map((s, i) => ({
      id: `item${i}`,
      storyKey: s.story.key,
      locked,
      title: s.story.articles[0]!.title,
      score: s.score,
      version: 3,
    }));
  const replaced = (plan: ReturnType<typeof selectWeekTopics>) => plan.filter((p) => p.action === 'replace');

  it('replaces the weakest unlocked proposal by a clearly better story, in its place', () => {
    const better = story('new', 0.5, ['n1', 'n2', 'n3']);
    const plan = selectWeekTopics(
      proposals(),
      [...weekStories, better].sort((a, b) => b.score - a.score),
    );
    expect(plan).toHaveLength(7);
    expect(replaced(plan)).toEqual([
      {
        action: 'replace',
        itemId: 'item6',
        version: 3,
        replacedTitle: 'Titel w6 w6a w6b w6c',
        replacedScore: 0.2,
        pick: better,
      },
    ]);
    expect(plan[6]).toMatchObject({ action: 'replace', itemId: 'item6' });
    expect(plan.filter((p) => p.action === 'update')).toHaveLength(6);
  });

  it('lets a story with a European side take the weak place before a stronger one without a side', () => {
    // The week's weakest proposal has no side; one replacement is allowed this run.
    const national = story('nat', 0.6, ['n1', 'n2', 'n3']);
    const european = story('eu', 0.45, ['e1', 'e2', 'e3']);
    const plan = selectWeekTopics(
      proposals(),
      [...weekStories, national, european].sort((a, b) => b.score - a.score),
      { maxReplacements: 1, side: (c) => (c === national || c === weekStories[6] ? null : 'EU-Kommission') },
    );
    expect(replaced(plan).map((p) => (p.action === 'replace' ? [p.itemId, p.pick.story.key] : []))).toEqual([
      ['item6', 'story-eu'],
    ]);
  });

  it('does not replace for a story that is only slightly better', () => {
    const slightly = story('new', 0.3, ['n1', 'n2', 'n3']);
    const plan = selectWeekTopics(
      proposals(),
      [...weekStories, slightly].sort((a, b) => b.score - a.score),
    );
    expect(replaced(plan)).toHaveLength(0);
    expect(plan.filter((p) => p.action === 'update')).toHaveLength(7);
  });

  it('judges a proposal by the better of its current and its last stored score', () => {
    const items = proposals();
    items[6]!.score = 0.45; // yesterday it was strong; one quiet run must not swap it out
    const plan = selectWeekTopics(
      items,
      [...weekStories, story('new', 0.5, ['n1', 'n2', 'n3'])].sort((a, b) => b.score - a.score),
    );
    expect(replaced(plan)).toHaveLength(0);
  });

  it('counts a proposal whose story is no longer ranked with half its last score, or 0 if unknown', () => {
    const gone = {
      id: 'gone',
      storyKey: 'story-gone',
      locked: false,
      title: 'Ein altes Thema',
      score: 0.5,
      version: 1,
    };
    const unknown = { id: 'unknown', storyKey: null, locked: false, title: 'Handgeschrieben', version: 1 };
    const items = [...proposals().slice(0, 5), gone, unknown];
    // The best candidate takes the weakest place (unknown, 0); gone (0.5 × 0.5 = 0.25) needs 0.25 + 0.15.
    const plan = selectWeekTopics(
      items,
      [...weekStories.slice(0, 5), story('x', 0.3, ['x1', 'x2', 'x3']), story('y', 0.38, ['y1', 'y2', 'y3'])].sort(
        (a, b) => b.score - a.score,
      ),
    );
    expect(replaced(plan).map((p) => [p.itemId, p.replacedScore, p.pick.story.key])).toEqual([
      ['unknown', 0, 'story-y'],
    ]);
    const plan2 = selectWeekTopics(
      items,
      [...weekStories.slice(0, 5), story('x', 0.42, ['x1', 'x2', 'x3']), story('y', 0.45, ['y1', 'y2', 'y3'])].sort(
        (a, b) => b.score - a.score,
      ),
    );
    expect(replaced(plan2).map((p) => [p.itemId, p.replacedScore, p.pick.story.key])).toEqual([
      ['gone', 0.25, 'story-x'],
      ['unknown', 0, 'story-y'],
    ]);
  });

  it('never replaces locked items, however weak', () => {
    const plan = selectWeekTopics(
      proposals(true),
      [...weekStories, story('new', 0.9, ['n1', 'n2', 'n3'])].sort((a, b) => b.score - a.score),
    );
    expect(plan).toHaveLength(7);
    expect(plan.every((p) => p.action === 'keep' && p.reason === 'locked')).toBe(true);
  });

  it('never replaces a proposal someone tried to publish', () => {
    const items = proposals().map((i) => (i.id === 'item6' ? { ...i, publishAttempted: true } : i));
    const plan = selectWeekTopics(
      items,
      [...weekStories, story('new', 0.9, ['n1', 'n2', 'n3'])].sort((a, b) => b.score - a.score),
    );
    expect(replaced(plan).map((p) => p.itemId)).toEqual(['item5']);
  });

  it('never brings in a story that duplicates one the week keeps', () => {
    // Same terms as the locked first story, and the same headline words as the second item.
    const items = proposals().map((i, n) =>
      n === 0
        ? { ...i, locked: true }
        : n === 1
          ? { ...i, title: 'Kommission verhängt Strafzölle gegen chinesische Elektroautos' }
          : i,
    );
    const twinOfLocked = story('twin', 0.9, ['w0a', 'w0b', 'w0c']);
    const sameTitle = story('title', 0.85, ['q1', 'q2', 'q3']);
    sameTitle.story.articles[0]!.title = 'EU-Kommission verhängt Strafzölle gegen Elektroautos aus China';
    const plan = selectWeekTopics(
      items,
      [...weekStories, twinOfLocked, sameTitle].sort((a, b) => b.score - a.score),
    );
    expect(replaced(plan)).toHaveLength(0);
  });

  it('replaces at most two proposals per run and never grows past seven', () => {
    const items = proposals().map((i) => ({ ...i, score: 0.1 }));
    const weak = weekStories.map((s) => ({ ...s, score: 0.1 }));
    const strong = Array.from({ length: 5 }, (_, i) => story(`s${i}`, 0.9 - i / 100, [`s${i}a`, `s${i}b`, `s${i}c`]));
    const plan = selectWeekTopics(items, [...strong, ...weak]);
    expect(plan).toHaveLength(7);
    expect(replaced(plan).map((p) => p.pick.story.key)).toEqual(['story-s0', 'story-s1']);
    expect(new Set(plan.map((p) => ('itemId' in p ? p.itemId : ''))).size).toBe(7);
    expect(
      selectWeekTopics(items, [...strong, ...weak], { maxReplacements: 5 }).filter((p) => p.action === 'replace'),
    ).toHaveLength(5);
  });

  it('fills free slots before replacing anything', () => {
    const items = proposals()
      .slice(0, 6)
      .map((i) => ({ ...i, score: 0.1 }));
    const plan = selectWeekTopics(items, [
      story('new', 0.9, ['n1', 'n2', 'n3']),
      ...weekStories.slice(0, 6).map((s) => ({ ...s, score: 0.1 })),
    ]);
    expect(
      plan.filter((p) => p.action === 'create').map((p) => (p.action === 'create' ? p.pick.story.key : '')),
    ).toEqual(['story-new']);
    expect(replaced(plan)).toHaveLength(0);
  });
});

describe('selectWeekTopics keeps the week diverse', () => {
  const report = (id: string, score: number, title: string, outlets = 3): RankedStory => ({
    story: {
      key: `story-${id}`,
      articles: [{ ...article(id, title), description: title }],
      firstSeen: '',
      lastSeen: '',
      topTerms: [`t:${id}`],
      entities: [],
    },
    score,
    signals: { score, outlets },
    why: 'Warum ausgewählt: Test.',
  });

  it('takes weaker stories of other topics before a second story of the same event', () => {
    // A single run for 3–9 June 2024 picked three election-night stories before this rule (issue 11).
    const ranked = [
      report('a', 0.87, 'Macron löst nach der Europawahl das Parlament auf'),
      report('b', 0.55, 'Europawahl in Frankreich: Glucksmann gewinnt Stimmen'),
      report('c', 0.52, 'Europawahl: sechs Lehren aus der Wahl'),
      report('d', 0.5, 'EZB senkt die Zinsen wegen sinkender Inflation'),
      report('e', 0.3, 'Polen richtet eine Pufferzone an der Grenze zu Belarus ein'),
    ];
    const plan = selectWeekTopics([], ranked, { limit: 3 });
    expect(plan.map((p) => (p.action === 'create' ? p.pick.story.key : ''))).toEqual(['story-a', 'story-d', 'story-e']);
  });

  it('lets a story reported by one outlet in only with a clearly higher score', () => {
    const single = report('s', 0.25, 'Ein Bericht aus einem einzigen Medium', 1);
    const broad = report('b', 0.2, 'Ein Bericht aus vielen Medien', 4);
    expect(selectWeekTopics([], [single, broad]).map((p) => (p.action === 'create' ? p.pick.story.key : ''))).toEqual([
      'story-b',
    ]);
    const strong = report('s', 0.31, 'Ein Bericht aus einem einzigen Medium', 1);
    expect(selectWeekTopics([], [strong, broad])).toHaveLength(2);
  });

  it('gives the last place to a broad story unless the one-outlet story scores clearly higher (0.3 more)', () => {
    const broad = report('b', 0.3, 'Ein Bericht aus vielen Medien', 4);
    const last = (single: number) =>
      selectWeekTopics([], [report('s', single, 'Ein Bericht aus einem einzigen Medium', 1), broad], { limit: 1 }).map(
        (p) => (p.action === 'create' ? p.pick.story.key : ''),
      );
    // Before decision 026 a one-outlet story at 0.46 took the place from a broad one at 0.3.
    expect(last(0.46)).toEqual(['story-b']);
    expect(last(0.58)).toEqual(['story-b']);
    expect(last(0.62)).toEqual(['story-s']);
  });
});

describe('selectWeekTopics with follow-ups of earlier weeks', () => {
  // Six strong stories fill six places; two candidates compete for the seventh.
  const base = Array.from({ length: 6 }, (_, i) => story(`b${i}`, 0.9 - i / 100, [`t${i}`, `u${i}`, `v${i}`]));
  const followUpOf = (continuing: RankedStory) => (s: RankedStory['story']) =>
    s === continuing.story ? { itemId: 'earlier', title: 'Frühere Woche', score: 0.5 } : null;
  const last = (plan: ReturnType<typeof selectWeekTopics>) =>
    plan.flatMap((p) => (p.action === 'create' ? [p.pick.story.key] : [])).at(-1);

  it('lets a genuinely new story win when the scores are close', () => {
    const continuing = story('cont', 0.52, ['x1', 'x2', 'x3']);
    const fresh = story('new', 0.5, ['y1', 'y2', 'y3']);
    const ranked = [...base, continuing, fresh];
    expect(last(selectWeekTopics([], ranked))).toBe('story-cont');
    expect(last(selectWeekTopics([], ranked, { followUp: followUpOf(continuing) }))).toBe('story-new');
  });

  it('still takes a strong follow-up', () => {
    const continuing = story('cont', 0.75, ['x1', 'x2', 'x3']);
    const fresh = story('new', 0.5, ['y1', 'y2', 'y3']);
    const plan = selectWeekTopics([], [...base, continuing, fresh], { followUp: followUpOf(continuing) });
    expect(plan.some((p) => p.action === 'create' && p.pick === continuing)).toBe(true);
    expect(plan.some((p) => p.action === 'create' && p.pick === fresh)).toBe(false);
  });
});

describe('selectWeekTopics and stories without a German report', () => {
  const foreign = (id: string, score: number, terms: string[]): RankedStory => {
    const s = story(id, score, terms);
    s.story.articles = s.story.articles.map((a) => ({ ...a, language: 'en', country: 'GB' }));
    return s;
  };
  const keys = (plan: ReturnType<typeof selectWeekTopics>) =>
    plan.map((p) => (p.action === 'create' ? p.pick.story.key : ''));

  it('gives a free place to a German-reported story before a stronger English-only one', () => {
    const plan = selectWeekTopics([], [foreign('en', 0.9, ['e:germany']), story('de', 0.4, ['e:ezb'])], { limit: 1 });
    expect(keys(plan)).toEqual(['story-de']);
  });

  it('still fills a place with an English-only story when nothing else is eligible', () => {
    const plan = selectWeekTopics([], [foreign('en', 0.9, ['e:germany']), story('de', 0.4, ['e:ezb'])]);
    expect(keys(plan)).toEqual(['story-de', 'story-en']);
  });

  it('lets an English-only story about the EU itself that two outlets report compete with German ones', () => {
    const eu = foreign('en', 0.9, ['e:leyen']);
    eu.signals.outlets = 2;
    const national = story('de', 0.4, ['e:paris']);
    const side = (c: RankedStory) =>
      c === national ? 'Regierung eines EU-Mitgliedstaats (Frankreich)' : 'EU-Kommission';
    expect(keys(selectWeekTopics([], [eu, national], { limit: 1, side }))).toEqual(['story-en']);
    // One outlet, or a side that is a member state's or a neighbour's: the German report goes first (issue 11).
    eu.signals.outlets = 1;
    expect(keys(selectWeekTopics([], [eu, national], { limit: 1, side }))).toEqual(['story-de']);
    eu.signals.outlets = 2;
    const neighbour = () => 'EU-Nachbarschaft (Ukraine und Deutschland)';
    expect(keys(selectWeekTopics([], [eu, national], { limit: 1, side: neighbour }))).toEqual(['story-de']);
  });

  it('gives a free place to an English-only story with a European side before a German one without', () => {
    const eu = foreign('en', 0.5, ['e:leyen']);
    const national = story('de', 0.6, ['e:bundestag']);
    const side = (c: RankedStory) => (c === eu ? 'Europäisches Gedenken (Frankreich und USA)' : null);
    expect(keys(selectWeekTopics([], [national, eu], { limit: 1, side }))).toEqual(['story-en']);
  });

  it('does not count a column as a German report', () => {
    const column = foreign('col', 0.9, ['e:germany']);
    column.story.articles.push({ ...article('c1', 'Kolumne: Deutschland und die EM'), language: 'de' });
    const plan = selectWeekTopics([], [column, story('de', 0.4, ['e:ezb'])], { limit: 1 });
    expect(keys(plan)).toEqual(['story-de']);
  });

  it('does not count a podcast or an interview as a German report: its caption would be built on a teaser', () => {
    for (const title of ['Europawahl: Österreichs umstrittene Asylpolitik – Podcast', 'Interview: Nicolas Schmit']) {
      const format = foreign('fmt', 0.9, ['e:germany']);
      format.story.articles.push({ ...article('f1', title), language: 'de' });
      const plan = selectWeekTopics([], [format, story('de', 0.4, ['e:ezb'])], { limit: 1 });
      expect(keys(plan), title).toEqual(['story-de']);
    }
  });
});

describe('selectWeekTopics and stories too thin for a caption', () => {
  const thin = (c: RankedStory) => c.story.key === 'story-thin';
  const keys = (plan: ReturnType<typeof selectWeekTopics>) =>
    plan.map((p) => (p.action === 'create' || p.action === 'replace' ? p.pick.story.key : ''));

  it('gives a free place to a story with enough material unless the thin one scores clearly higher (0.3 more)', () => {
    const close = [story('thin', 0.6, ['e:einkommen']), story('rich', 0.4, ['e:ezb'])];
    expect(keys(selectWeekTopics([], close, { limit: 1 }))).toEqual(['story-thin']);
    expect(keys(selectWeekTopics([], close, { limit: 1, thin }))).toEqual(['story-rich']);
    const clear = [story('thin', 0.9, ['e:macron']), story('rich', 0.4, ['e:ezb'])];
    expect(keys(selectWeekTopics([], clear, { limit: 1, thin }))).toEqual(['story-thin']);
  });

  it('never counts a story as thin that outlets in three countries report: it matters, and its reports are named', () => {
    const base = story('thin', 0.6, ['e:frederiksen']);
    const across = ['DER SPIEGEL/de', 'POLITICO Europe/be', 'Le Monde/fr', 'The Guardian/gb'].map((o, i) => ({
      ...article(`x${i}`, `Bericht ${i} e:frederiksen`),
      source: o.split('/')[0],
      country: o.split('/')[1],
    }));
    const reported = { ...base, story: { ...base.story, articles: across } };
    const rich = story('rich', 0.4, ['e:ezb']);
    expect(keys(selectWeekTopics([], [reported, rich], { limit: 1, thin }))).toEqual(['story-thin']);
  });

  it('replaces a weak proposal only when the thin story is worth the margin after its penalty', () => {
    const week = [{ id: 'w', storyKey: 'story-old', locked: false, score: 0.5 }]; // counts 0.25 (story gone)
    const replaces = (score: number, options = {}) =>
      selectWeekTopics(week, [story('thin', score, ['e:x'])], { limit: 1, ...options }).some(
        (p) => p.action === 'replace',
      );
    expect(replaces(0.6)).toBe(true);
    expect(replaces(0.6, { thin })).toBe(false);
    expect(replaces(0.9, { thin })).toBe(true);
  });

  describe('one outlet, a European side and a one-feed chapter', () => {
    const withOutlets = (id: string, score: number, outlets: string[]): RankedStory => {
      const s = story(id, score, [`x${id}`, `y${id}`, `z${id}`]);
      return { ...s, signals: { score, outlets: outlets.length, outlet_names: outlets } };
    };

    it('needs a second outlet for a story without a European side, not for one with it', () => {
      const broad = withOutlets('broad', 0.5, ['A', 'B']);
      const european = withOutlets('eu', 0.2, ['A']);
      const national = withOutlets('nat', 0.2, ['B']);
      const plan = selectWeekTopics([], [broad, european, national], {
        side: (c) => (c === european ? 'EU-Kommission' : null),
      });
      const keys = plan.map((p) => (p.action === 'create' ? p.pick.story.key : ''));
      expect(keys).toContain('story-eu');
      expect(keys).not.toContain('story-nat');
    });

    it('does not hold one outlet against a story when the chapter reads only one feed', () => {
      const plan = selectWeekTopics([], [withOutlets('one', 0.5, ['A']), withOutlets('two', 0.2, ['A'])], {
        side: () => null,
      });
      expect(plan.map((p) => (p.action === 'create' ? p.pick.story.key : ''))).toEqual(['story-one', 'story-two']);
    });
  });
});
