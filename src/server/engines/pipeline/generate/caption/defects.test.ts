import { describe, expect, it } from 'vitest';
import { germanArticle } from '../../test-helpers';
import { findDefects, readinessOf, type ReviewInput } from './defects';

const lead = germanArticle(
  'm1',
  'tagesschau',
  'Anschlag in Magdeburg: Fünf Tote auf dem Weihnachtsmarkt',
  'Beim Anschlag in Magdeburg sind fünf Menschen getötet worden. Der mutmaßliche Täter wurde festgenommen.',
  '2024-12-21T10:00:00Z',
);
const other = germanArticle(
  'x1',
  'tagesschau',
  'Tarifeinigung bei VW',
  'Alle Standorte bleiben erhalten.',
  '2024-12-20T10:00:00Z',
);
const fact = (text: string, article = lead) => ({
  text,
  role: 'fact' as const,
  sources: [{ article, outlet: article.source, sentence: article.description.split('. ')[0] }],
});
const input = (patch: Partial<ReviewInput> = {}): ReviewInput => ({
  lead,
  core: [lead],
  sentences: [
    { text: 'Beim Anschlag in Magdeburg sind fünf Menschen getötet worden.', role: 'hook', sources: fact('').sources },
    fact('Der mutmaßliche Täter wurde festgenommen (tagesschau).'),
  ],
  closing: 'Unsere Gedanken sind bei den Opfern und ihren Angehörigen.',
  hashtags: ['#Magdeburg', '#Anschlag', '#Weihnachtsmarkt'],
  fixedHashtags: [],
  sourcesLine: ['tagesschau'],
  type: 'deaths',
  angle: null,
  isName: () => false,
  foreignFacts: [],
  ...patch,
});

describe('defects an editor would fix, found in a finished caption', () => {
  it('a clean caption is „bereit“', () => {
    expect(findDefects(input())).toEqual([]);
    expect(readinessOf([])).toBe('bereit');
  });

  it('finds each detectable class of the rubric', () => {
    const kinds = (patch: Partial<ReviewInput>) => findDefects(input(patch)).map((d) => d.kind);
    expect(kinds({ sentences: [input().sentences[0], fact('Der mutmaßliche Täter wurde festgenommen.')] })).toContain(
      'quelle-fehlt',
    );
    expect(
      kinds({ sentences: [input().sentences[0], fact('Gestern wurde der Täter festgenommen (tagesschau).')] }),
    ).toContain('zeitangabe');
    // From another report than the sentence before: nothing there says who „ihm“ is.
    const escape = germanArticle(
      'm2',
      'DER SPIEGEL',
      'Magdeburg: Fahrer floh über den Rettungsweg',
      'Dies gelang ihm über den Rettungsweg.',
      '2024-12-21T11:00:00Z',
    );
    expect(
      kinds({ sentences: [input().sentences[0], fact('Dies gelang ihm über den Rettungsweg (SPIEGEL).', escape)] }),
    ).toContain('nicht-eigenstaendig');
    expect(
      kinds({ sentences: [input().sentences[0], fact('Alle Standorte bleiben erhalten (tagesschau).', other)] }),
    ).toContain('andere-geschichte');
    expect(kinds({ closing: 'Teile den Beitrag mit deinen Freunden!' })).toContain('schluss');
    expect(kinds({ hashtags: ['#Magdeburg'] })).toContain('hashtags');
    expect(kinds({ hashtags: ['#Magdeburg', '#Anschlag', '#Europa'] })).toContain('hashtags');
    expect(kinds({ sourcesLine: ['tagesschau', 'DER SPIEGEL - Schlagzeilen'] })).toContain('quellenzeile');
    expect(
      kinds({ sentences: [input().sentences[0], fact('Der Täter - ein Arzt - wurde festgenommen (tagesschau).')] }),
    ).toEqual(expect.arrayContaining(['sprache', 'presserecht']));
    expect(
      kinds({
        sentences: [
          ...input().sentences,
          { text: 'Warum das zählt: Großbritannien sitzt im Rat der EU.', role: 'context', sources: [] },
        ],
      }),
    ).toContain('eu-bezug');
    // Who decides on a candidate's accession is no claim that the candidate is a member.
    expect(
      kinds({
        sentences: [
          ...input().sentences,
          {
            text: 'Ob Georgien der EU beitreten kann, entscheiden im Beitrittsverfahren die EU-Mitgliedstaaten gemeinsam.',
            role: 'context',
            sources: [],
          },
        ],
        angle: { kind: 'accession', label: 'EU-Erweiterung (Beitritt)' } as never,
      }),
    ).not.toContain('eu-bezug');
  });

  it('takes a sentence translated from a foreign report of the headline’s news for the caption’s, not a German side piece', () => {
    // Two days after the lead: the same news only with much in common, which a translation does not keep.
    const report = (language: 'de' | 'en', title: string, description: string) => ({
      ...germanArticle(`r-${language}`, language === 'en' ? 'POLITICO Europe' : 'DER SPIEGEL', title, description),
      publishedAt: '2024-12-23T12:00:00Z',
      language,
    });
    const foreign = report(
      'en',
      'Magdeburg: Saudi doctor held in custody',
      'The suspect of the Christmas market attack in Magdeburg was remanded in custody.',
    );
    const sidePiece = report(
      'de',
      'Magdeburg: Stadtrat vertagt Haushaltsdebatte',
      'Nach dem Anschlag auf den Weihnachtsmarkt in Magdeburg vertagt der Stadtrat seine Haushaltsdebatte.',
    );
    const translated = (a: typeof foreign) =>
      findDefects(
        input({
          sentences: [input().sentences[0], fact('Laut POLITICO kam der 50-Jährige in Untersuchungshaft.', a)],
          story: [lead, a],
        }),
      ).map((d) => d.kind);
    expect(translated(foreign)).not.toContain('andere-geschichte');
    expect(translated(sidePiece)).toContain('andere-geschichte');
  });

  it('needs a rewrite when the caption states nothing beyond its hook while foreign reports carry the facts', () => {
    const foreignFacts = [
      { outlet: 'POLITICO Europe', sentence: 'European Commission presidency is hanging in the balance.' },
    ];
    const framing = findDefects(input({ sentences: [input().sentences[0]], foreignFacts }));
    expect(framing.map((d) => d.kind)).toEqual(expect.arrayContaining(['nachricht-fehlt', 'ein-medium']));
    // A caption with a fact of its own lacks only what the foreign reports add.
    expect(findDefects(input({ foreignFacts })).map((d) => d.kind)).toEqual(['ein-medium']);
  });

  it('takes a sentence translated from a foreign report for the lead’s news when it names what the headline names', () => {
    // 14 June 2024: a model cites POLITICO under SPIEGEL's headline on the tariffs; the two reports share few words.
    const tariffs = germanArticle(
      't1',
      'DER SPIEGEL',
      'EU-Zölle: Berater warnen vor Folgen der Strafzölle auf E-Autos aus China',
      'Die angekündigten EU-Strafzölle würden mehr schaden als nutzen.',
      '2024-06-14T08:00:00Z',
    );
    const politico = {
      ...other,
      id: 'p1',
      source: 'POLITICO Europe',
      language: 'en' as const,
      title: 'Beijing hits back',
      description: 'Beijing threatened to challenge the EU levies at the WTO.',
    };
    const kinds = (text: string) =>
      findDefects(
        input({
          lead: tariffs,
          core: [tariffs],
          type: 'news',
          closing: '',
          hashtags: ['#China', '#Zölle', '#EAutos'],
          sentences: [
            {
              text: 'Berater warnen vor Folgen der Strafzölle auf E-Autos aus China (SPIEGEL).',
              role: 'hook',
              sources: [{ article: tariffs, outlet: 'DER SPIEGEL', sentence: tariffs.title }],
            },
            fact(text, politico),
          ],
        }),
      ).map((d) => d.kind);
    expect(
      kinds('China droht laut POLITICO, die europäischen Zölle auf E-Autos bei der WTO anzufechten.'),
    ).not.toContain('andere-geschichte');
    expect(kinds('Laut POLITICO bleiben alle Standorte erhalten.')).toContain('andere-geschichte');
  });

  it('takes a sentence right after one of its own report about the caption’s news as that report’s continuation', () => {
    const accession = germanArticle(
      'u1',
      'DER SPIEGEL',
      'Ukraine: EU-Staaten einigen sich im Grundsatz auf Beitrittsgespräche mit Kiew und Moldau',
      'Die EU-Staaten haben sich auf Beitrittsgespräche mit Kiew und Moldau geeinigt.',
      '2024-06-14T10:00:00Z',
    );
    const politico = {
      ...accession,
      id: 'u2',
      source: 'POLITICO Europe',
      language: 'en' as const,
      title: 'EU ambassadors agree negotiating frameworks',
      description: 'A first intergovernmental conference is set for June 25.',
    };
    const kinds = (sentences: ReturnType<typeof fact>[]) =>
      findDefects(
        input({
          lead: accession,
          core: [accession],
          type: 'news',
          closing: '',
          hashtags: ['#Ukraine', '#Moldau', '#Beitrittsgespräche'],
          sourcesLine: ['DER SPIEGEL', 'POLITICO Europe'],
          sentences: [
            {
              text: 'Die EU-Staaten einigen sich auf Beitrittsgespräche (SPIEGEL).',
              role: 'hook',
              sources: fact('', accession).sources,
            },
            ...sentences,
          ],
        }),
      ).map((d) => d.kind);
    const conference = fact('Eine erste Regierungskonferenz soll laut POLITICO am 25. Juni stattfinden.', politico);
    const frameworks = fact(
      'Die EU-Botschafter einigten sich laut POLITICO auf die Rahmen für Kiew und Moldau.',
      politico,
    );
    expect(kinds([frameworks, conference])).not.toContain('andere-geschichte');
    // Alone, or after a sentence of another story, it is still another story.
    expect(kinds([conference])).toContain('andere-geschichte');
    expect(kinds([fact('Alle Standorte bleiben laut tagesschau erhalten.', other), conference])).toContain(
      'andere-geschichte',
    );
  });

  it('takes a sentence that names nothing of its own for its report’s news, when that report is about the headline', () => {
    const attack = germanArticle(
      'f1',
      'DER SPIEGEL',
      'Dänemark: Ministerpräsidentin Mette Frederiksen angegriffen',
      'Die dänische Regierungschefin wurde in Kopenhagen attackiert.',
      '2024-06-07T20:00:00Z',
    );
    const lemonde = {
      ...attack,
      id: 'f2',
      source: 'Le Monde',
      language: 'en' as const,
      title: 'Danish Prime Minister Mette Frederiksen assaulted in Copenhagen',
      description: 'The assault was probably not politically motivated, police said.',
      publishedAt: '2024-06-09T10:00:00Z',
    };
    const kinds = (text: string, article: typeof attack) =>
      findDefects(
        input({
          lead: attack,
          core: [attack],
          type: 'violence',
          closing: '',
          hashtags: ['#Dänemark', '#Frederiksen', '#Kopenhagen'],
          sourcesLine: ['DER SPIEGEL', article.source],
          sentences: [
            {
              text: 'Mette Frederiksen wurde in Kopenhagen angegriffen (SPIEGEL).',
              role: 'hook',
              sources: fact('', attack).sources,
            },
            fact(text, article),
          ],
        }),
      ).map((d) => d.kind);
    expect(kinds('Der Angriff war laut Le Monde wahrscheinlich nicht politisch motiviert.', lemonde)).not.toContain(
      'andere-geschichte',
    );
    // The same sentence from a report about other news is another story.
    expect(kinds('Alle Standorte bleiben laut tagesschau erhalten.', other)).toContain('andere-geschichte');
  });

  it('a newer report that a court suspended or overturned the news makes the caption overtaken, unless it says so', () => {
    const expelled = germanArticle(
      'c1',
      'DER SPIEGEL',
      'Frankreich: Konservative schließen Parteichef Éric Ciotti aus',
      'Die Partei hat ihren Vorsitzenden ausgeschlossen.',
      '2024-06-12T10:00:00Z',
    );
    const foreign = (title: string) => ({
      ...expelled,
      id: 'l1',
      source: 'Le Monde',
      language: 'en' as const,
      title,
      description: '',
      publishedAt: '2024-06-14T18:00:00Z',
    });
    const overtaken = (later: ReturnType<typeof foreign>, hook = 'Konservative schließen Éric Ciotti aus (SPIEGEL).') =>
      findDefects(
        input({
          lead: expelled,
          // A foreign report outside the news core, naming the headline's person.
          core: [expelled],
          story: [expelled, later],
          type: 'news',
          closing: '',
          sentences: [{ text: hook, role: 'hook', sources: fact('', expelled).sources }],
        }),
      ).filter((d) => d.kind === 'ueberholt');
    const court = foreign("Court suspends French right-wing leader Ciotti's expulsion from party");
    expect(overtaken(court)).toEqual([{ kind: 'ueberholt', text: `Le Monde: ${court.title}`, harmful: true }]);
    expect(overtaken(court, 'Ein Gericht hat den Ausschluss von Éric Ciotti ausgesetzt (Le Monde).')).toEqual([]);
    // A campaign someone suspends is no reversal of the news.
    expect(overtaken(foreign('Ciotti suspends his campaign events'))).toEqual([]);
  });

  it('a plan from a report older than the newest is overtaken, unless the caption tells it as an announcement', () => {
    const earlier = germanArticle(
      'o1',
      'DER SPIEGEL',
      'Ungarn will neuen Nato-Plan für die Ukraine nicht mehr blockieren',
      'Premier Orbán verspricht, kein Veto einzulegen.',
      '2024-06-12T10:00:00Z',
    );
    const later = {
      ...earlier,
      id: 'o2',
      title: 'Nato beschließt Plan für die Ukraine',
      publishedAt: '2024-06-14T10:00:00Z',
    };
    const overtaken = (text: string) =>
      findDefects(
        input({
          lead: later,
          core: [later, earlier],
          type: 'news',
          closing: '',
          sentences: [
            {
              text: 'Die Nato beschließt ihren Plan für die Ukraine (SPIEGEL).',
              role: 'hook',
              sources: fact('', later).sources,
            },
            { text, role: 'fact', sources: [{ article: earlier, outlet: 'DER SPIEGEL', sentence: earlier.title }] },
          ],
        }),
      ).filter((d) => d.kind === 'ueberholt');
    // A plan of an older report is the editor's to check, not a harm found: a later report may confirm it.
    expect(overtaken('Ungarn will den Nato-Plan nicht mehr blockieren (SPIEGEL).')).toEqual([
      { kind: 'ueberholt', text: 'Ungarn will den Nato-Plan nicht mehr blockieren (SPIEGEL).', harmful: false },
    ]);
    expect(overtaken('Ungarns Premier Orbán hat laut SPIEGEL versprochen, kein Veto einzulegen.')).toEqual([]);
  });

  it('a harmful class is never „bereit“, and three light ones need a rewrite', () => {
    const harmful = findDefects(input({ closing: 'Teile den Beitrag!' }));
    expect(readinessOf(harmful)).toBe('überarbeiten');
    const light = findDefects(input({ hashtags: ['#Magdeburg'] }));
    expect(readinessOf(light)).toBe('leicht überarbeiten');
  });
});
