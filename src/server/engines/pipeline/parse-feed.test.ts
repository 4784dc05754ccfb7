import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFeedBytes, repairMojibake } from './encoding';
import { canonicalUrl, detectLanguage, htmlToText, normaliseArticle } from './normalise';
import { parseFeedBytes, parseFeedText, parseJsonl } from './parse-feed';
import { fixtureArticles, fixtureDir } from './test-helpers';

const bytes = (f: string) => new Uint8Array(readFileSync(path.join(fixtureDir, f)));

describe('parse and normalise real feeds', () => {
  it('drops entries whose link is javascript:, data:, vbscript:, relative or another scheme, and counts them', () => {
    const r = parseFeedBytes(bytes('de_unsichere-links_2024-12-21.xml'), 'unsicher');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.items.map((i) => i.link)).toEqual([
      'https://example.org/eu/haushalt-2025',
      'http://example.org/eu/lieferketten',
      'https://example.org/eu/asylreform',
    ]);
    expect(r).toMatchObject({ invalidLinks: 7, skipped: 1 });
  });

  it('never normalises an article with a non-http(s) link, whatever the spelling', () => {
    const ctx = { fallbackDate: '2024-12-21T12:00:00Z' };
    const raw = { source: 'x', title: 'Titel', description: '', published: null };
    for (const link of [
      'javascript:alert(1)',
      'javascript://example.org/%0aalert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relativ',
      '//example.org/protokollrelativ',
      'ftp://example.org/a',
      'file:///etc/passwd',
      'mailto:a@example.org',
      '',
    ])
      expect(normaliseArticle({ ...raw, link }, ctx), link).toBeNull();
    expect(normaliseArticle({ ...raw, link: ' HTTPS://Example.org/a b ' }, ctx)?.url).toBe('https://example.org/a%20b');
  });

  it('drops .jsonl lines whose link is not http(s)', () => {
    const lines = [
      { title: 'gut', link: 'https://a.eu/1' },
      { title: 'böse', link: 'javascript://a.eu/%0aalert(1)' },
      { title: 'relativ', link: '/2' },
    ].map((o) => JSON.stringify(o));
    const r = parseJsonl(lines.join('\n'));
    expect(r.ok && r.items.map((i) => i.link)).toEqual(['https://a.eu/1']);
    expect(r.ok && r.invalidLinks).toBe(2);
  });

  it('reads RSS 1.0/RDF (ORF) with titles, links and dc:date', () => {
    const r = parseFeedBytes(bytes('de-at_orf_2017-01-23_rss1.0.xml'), 'ORF');
    expect(r.ok && r.format).toBe('rdf');
    if (!r.ok) return;
    expect(r.items).toHaveLength(50);
    expect(r.items[0].title).toContain('Walk of Fame');
    expect(r.items[0].link).toMatch(/^http:\/\/orf\.at\/stories\//);
    expect(r.items[0].published).toBe('2017-01-23T21:54:55+01:00');
  });

  it('reads Atom (heise) with summary and alternate link', () => {
    const articles = fixtureArticles('de_heise-developer_2016-02-01.atom', 'heise');
    expect(articles).toHaveLength(15);
    expect(articles[0].title).toBe('Java-Anwendungsserver: Red Hat gibt WildFly 10 frei');
    expect(articles[0].canonicalUrl).not.toContain('wt_mc');
    expect(articles[0].language).toBe('de');
  });

  it('repairs double-encoded UTF-8 in the 2017 Spiegel feed', () => {
    const raw = new TextDecoder().decode(bytes('de_spiegel_2017-01-07_mojibake.xml'));
    expect(raw).toContain('KÃ¶ln');
    const articles = fixtureArticles('de_spiegel_2017-01-07_mojibake.xml', 'Spiegel');
    const text = articles.map((a) => `${a.title} ${a.description}`).join(' ');
    expect(text).toContain('Köln');
    expect(text).not.toMatch(/Ã[\u0080-\u00BF]/);
  });

  it('strips HTML from RSS 2.0 descriptions (tagesschau 2024)', () => {
    const articles = fixtureArticles('de_tagesschau_2024-12-21.xml', 'tagesschau');
    expect(articles).toHaveLength(40);
    for (const a of articles) expect(a.description).not.toMatch(/<[a-z/]|&amp;|&quot;/i);
  });

  it('decodes latin1 bytes declared in the XML declaration', () => {
    const xml =
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>t</title><item><title>Grüße aus Köln</title><link>https://e.org/a</link></item></channel></rss>';
    const r = parseFeedBytes(new Uint8Array(Buffer.from(xml, 'latin1')), 'x', 'text/xml; charset=utf-8');
    expect(r.ok && r.items[0].title).toBe('Grüße aus Köln');
  });

  it('reads JSON Feed and .jsonl articles', () => {
    const json = parseFeedText(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'x',
        items: [
          {
            id: '1',
            url: 'https://a.eu/1',
            title: 'EU-Gipfel',
            summary: 'Brüssel',
            date_published: '2024-06-01T10:00:00Z',
          },
        ],
      }),
      'x',
    );
    expect(json.ok && json.format).toBe('json');
    const lines = parseJsonl(
      readFileSync(path.join(fixtureDir, 'eu-election-excerpt.jsonl'), 'utf8') + '\nkein json\n',
    );
    expect(lines.ok && lines.items.length).toBe(30);
    expect(lines.ok && lines.skipped).toBe(1);
  });

  it('answers a non-feed with a German reason instead of throwing', () => {
    const r = parseFeedText('<html><body>Wartung</body></html>', 'x');
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('kein lesbarer') });
  });
});

describe('normalise helpers', () => {
  it('repairs mojibake only where it forms valid UTF-8', () => {
    expect(repairMojibake('KÃ¶ln, MÃ¼nchen und â€žZitatâ€œ')).toBe('Köln, München und „Zitat“');
    expect(repairMojibake('Ä normal ÖÜ')).toBe('Ä normal ÖÜ');
    expect(decodeFeedBytes(new Uint8Array(Buffer.from('caf\xe9', 'latin1')))).toBe('café');
  });
  it('sanitises HTML, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Hallo&nbsp;<b>Welt</b></p><script>alert(1)</script>  &amp;lt;b&amp;gt;x')).toBe(
      'Hallo Welt x',
    );
  });
  it('canonicalises URLs without tracking parameters and fragments', () => {
    expect(canonicalUrl('http://www.Politico.eu/article/x/?utm_source=rss&id=2#ref=rss')).toBe(
      'https://politico.eu/article/x?id=2',
    );
  });
  it('detects German and English by stop words', () => {
    expect(detectLanguage('Die Kommission hat mit den Staaten über die Wahl gesprochen')).toBe('de');
    expect(detectLanguage('The Commission has talked with the member states about the election')).toBe('en');
  });
});
