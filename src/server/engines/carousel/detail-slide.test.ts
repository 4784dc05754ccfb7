import { describe, expect, it } from 'vitest';
import { splitSourcedLines } from '../../../shared/slide-text';
import { composeDetailSlide } from './detail-slide';

const title = 'EZB senkt erstmals seit 2019 die Zinsen';

describe('composeDetailSlide', () => {
  it('carries two or three facts with their outlets under a kicker, never the headline again', () => {
    const slide = composeDetailSlide(title, [
      { text: 'Die EZB senkt erstmals seit 2019 die Zinsen.', outlets: ['tagesschau'] },
      { text: 'Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.', outlets: ['DER SPIEGEL - Schlagzeilen'] },
      {
        text: 'Zugleich hob die EZB ihre Inflationsprognose für dieses Jahr an.',
        outlets: ['POLITICO Europe', 'Le Monde (English)'],
      },
      { text: 'Sie will die Zinsen danach vorerst nicht weiter senken.', outlets: ['tagesschau'] },
    ])!;
    expect(slide.kicker).toBe('Das Wichtigste');
    expect(splitSourcedLines(slide.inhalt)).toEqual([
      { text: 'Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.', source: 'DER SPIEGEL' },
      // The hedge word opening the sentence („Zugleich“) is no pronoun: kept. „Sie will …“ leans on one: left out.
      { text: 'Zugleich hob die EZB ihre Inflationsprognose für dieses Jahr an.', source: 'POLITICO Europe, Le Monde' },
    ]);
  });

  it('prefers figures, quotes and caveats when more facts are usable than fit, in the caption’s order', () => {
    const slide = composeDetailSlide('Gipfel in Brüssel berät über Hilfen für die Ukraine', [
      { text: 'Die Staats- und Regierungschefs kamen am Donnerstag in Brüssel zusammen.', outlets: ['tagesschau'] },
      { text: 'Die Gespräche gelten in Diplomatenkreisen als schwierig und langwierig.', outlets: ['RND'] },
      { text: 'Viele Teilnehmer äußerten sich vor Beginn zuversichtlich über den Ausgang.', outlets: ['n-tv'] },
      { text: 'Das Paket umfasst 50 Milliarden Euro bis zum Jahr 2027.', outlets: ['DER SPIEGEL'] },
      { text: 'Ungarn soll seine Zustimmung an Bedingungen geknüpft haben.', outlets: ['ZEIT ONLINE'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.text)).toEqual([
      'Die Staats- und Regierungschefs kamen am Donnerstag in Brüssel zusammen.',
      'Das Paket umfasst 50 Milliarden Euro bis zum Jahr 2027.',
      'Ungarn soll seine Zustimmung an Bedingungen geknüpft haben.',
    ]);
  });

  it('keeps a fact that says the headline again when it adds the figure the headline lacks', () => {
    const slide = composeDetailSlide('EZB senkt den Leitzins', [
      { text: 'Die EZB senkt den Leitzins um 0,25 Prozentpunkte.', outlets: ['tagesschau'] },
      { text: 'Die EZB senkt den Leitzins, wie erwartet.', outlets: ['RND'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.text)).toEqual([
      'Die EZB senkt den Leitzins um 0,25 Prozentpunkte.',
    ]);
  });

  it('counts a figure written in words as one the headline lacks', () => {
    const slide = composeDetailSlide('Brüssel genehmigt Staatshilfe für die Betreiber der LNG-Terminals', [
      {
        text: 'Die Kommission genehmigt Staatshilfe von vier Milliarden Euro für die Betreiber der LNG-Terminals.',
        outlets: ['RND'],
      },
      { text: 'Brüssel genehmigt Staatshilfe für die Betreiber der LNG-Terminals.', outlets: ['n-tv'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.text)).toEqual([
      'Die Kommission genehmigt Staatshilfe von vier Milliarden Euro für die Betreiber der LNG-Terminals.',
    ]);
  });

  it('joins a sentence that leans on the one before it, when the same outlet says both', () => {
    const slide = composeDetailSlide('Flüchtiger polnischer Ex-Vize-Minister bekommt Asyl in Ungarn', [
      { text: 'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen.', outlets: ['tagesschau'] },
      { text: 'Er soll Gelder veruntreut haben und wird per Haftbefehl gesucht.', outlets: ['tagesschau'] },
      { text: 'Polen ruft deshalb seinen Botschafter aus Budapest zurück.', outlets: ['RND'] },
      { text: 'Er nennt das einen feindseligen Akt.', outlets: ['DER SPIEGEL'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt)).toEqual([
      {
        text: 'Marcin Romanowski war Vize-Justizminister der PiS-Regierung in Polen. Er soll Gelder veruntreut haben und wird per Haftbefehl gesucht.',
        source: 'tagesschau',
      },
      // Another outlet's „Er …“ may mean someone else: left out.
      { text: 'Polen ruft deshalb seinen Botschafter aus Budapest zurück.', source: 'RND' },
    ]);
  });

  it('keeps a quote that opens with a possessive („Seinem Eindruck nach …“) with the sentence that names its speaker', () => {
    const slide = composeDetailSlide('SPD-Krise: Kevin Kühnert und Olaf Scholz unter Druck', [
      { text: 'Stephan Weil spricht sich trotzdem für den Bundeskanzler aus.', outlets: ['DER SPIEGEL'] },
      {
        text: 'Seinem Eindruck nach habe die SPD „überhaupt keine Alternative“ zu Olaf Scholz.',
        outlets: ['DER SPIEGEL'],
      },
    ])!;
    const lines = splitSourcedLines(slide.inhalt).map((l) => l.text);
    expect(lines.some((l) => l.startsWith('Seinem'))).toBe(false);
    expect(lines.find((l) => l.includes('Seinem Eindruck'))).toMatch(/^Stephan Weil/);
  });

  it('names the outlet once, under the fact, not also in the fact’s parenthesis', () => {
    const slide = composeDetailSlide(title, [
      { text: 'Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent (SPIEGEL).', outlets: ['DER SPIEGEL'] },
      { text: 'Ein derartiger Einsatz von Waffen war wohl erfolgreich (n-tv, Stand: 4. Juni).', outlets: ['n-tv'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt)).toEqual([
      { text: 'Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.', source: 'DER SPIEGEL' },
      { text: 'Ein derartiger Einsatz von Waffen war wohl erfolgreich (Stand: 4. Juni).', source: 'n-tv' },
    ]);
  });

  it('shows one quote with its speaker when the caption’s facts are only quotes', () => {
    const quote = 'EZB-Präsidentin Lagarde sagte: „Wir lassen den Fuß noch eine Weile auf der Bremse.“';
    const slide = composeDetailSlide(title, [{ text: quote, outlets: ['DER SPIEGEL'] }])!;
    expect(slide).toEqual({ kicker: 'Im Wortlaut', inhalt: `${quote}\n— DER SPIEGEL` });
  });

  it('cuts a long fact at a clause, never inside one, and gives up when nothing is usable', () => {
    const long =
      'Nach 17-jähriger Bauzeit und mit zwölf Jahren Verspätung ist der neue Reaktor des französischen Atomkraftwerks Flamanville ans Netz gegangen, wie der Betreiber EDF am Samstag in Paris mitteilte, nachdem die Atomaufsicht zugestimmt hatte.';
    const [fact] = splitSourcedLines(
      composeDetailSlide('Atomkraft in Frankreich', [{ text: long, outlets: ['RND'] }])!.inhalt,
    );
    expect(fact!.text).toBe(
      'Nach 17-jähriger Bauzeit und mit zwölf Jahren Verspätung ist der neue Reaktor des französischen Atomkraftwerks Flamanville ans Netz gegangen.',
    );
    expect(composeDetailSlide(title, [{ text: 'Er sagte das.', outlets: ['RND'] }])).toBeNull();
    // A fact a little too long for a slide of three, with no clause to cut at, makes a slide of its own.
    const sole =
      'In einer außergewöhnlichen Situation müsse man außergewöhnliche Entscheidungen treffen: So begründet der frühere französische Präsident Hollande seine Kandidatur bei den Neuwahlen (SPIEGEL).';
    expect(
      splitSourcedLines(composeDetailSlide('Hollande tritt an', [{ text: sole, outlets: ['DER SPIEGEL'] }])!.inhalt),
    ).toEqual([{ text: sole.replace(' (SPIEGEL).', '.'), source: 'DER SPIEGEL' }]);
  });

  it('gives a long fact with the figure the headline lacks its room rather than a short general one', () => {
    const slide = composeDetailSlide('Brüssel genehmigt Staatshilfe für Betreibergesellschaft der LNG-Terminals', [
      {
        text: 'Die EU-Kommission hat Deutschland erlaubt, seine Betreibergesellschaft Deutsche Energy Terminal (DET) mit mehr als vier Milliarden Euro für den Betrieb von vier schwimmenden LNG-Terminals zu unterstützen.',
        outlets: ['RND'],
      },
      {
        text: 'Staatshilfe ist in Europa streng reglementiert, um Wettbewerbsverzerrungen zu vermeiden.',
        outlets: ['RND'],
      },
    ])!;
    // Both from RND: one paragraph under one outlet line.
    const [paragraph, ...rest] = splitSourcedLines(slide.inhalt);
    expect(rest).toEqual([]);
    expect(paragraph!.source).toBe('RND');
    expect(paragraph!.text).toMatch(/mehr als vier Milliarden Euro.*\. Staatshilfe ist in Europa streng reglementiert/);
  });

  it('takes a long fact without a clause to cut at when the slide would otherwise hold one fact', () => {
    const slide = composeDetailSlide('Ukraine greift offenbar Ziel in Zentralrussland an', [
      { text: 'Die Ukraine und Russland haben erneut gegenseitigen Beschuss gemeldet.', outlets: ['Deutschlandfunk'] },
      {
        text: 'Die Hauptstadt der russischen Teilrepublik Tatarstan, Kasan, teilte mit, es habe mehrere ukrainische Drohnenangriffe gegeben, bei denen neben einem Industriekomplex auch zivile Ziele wie Wohnhäuser getroffen worden seien – tief im Landesinneren.',
        outlets: ['Deutschlandfunk'],
      },
    ])!;
    expect(splitSourcedLines(slide.inhalt)).toEqual([
      {
        text: expect.stringMatching(/gegenseitigen Beschuss gemeldet\. Die Hauptstadt .*Kasan/),
        source: 'Deutschlandfunk',
      },
    ]);
  });

  it('puts facts of one outlet in a row under one outlet line, and keeps another outlet’s fact apart', () => {
    const slide = composeDetailSlide('Italiens Vize-Ministerpräsident Salvini freigesprochen', [
      { text: 'Wochenlang mussten 2019 Migranten auf einem Schiff vor Lampedusa ausharren.', outlets: ['tagesschau'] },
      {
        text: 'Italiens damaliger Innenminister hatte einer Hilfsorganisation verboten, den Hafen anzusteuern.',
        outlets: ['tagesschau'],
      },
      { text: 'Das Gericht von Palermo sprach ihn vom Vorwurf der Freiheitsberaubung frei.', outlets: ['RND'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.source)).toEqual(['tagesschau', 'RND']);
    expect(slide.inhalt.match(/— tagesschau/g)).toHaveLength(1);
  });

  it('adds the caption’s European side under one or two facts, without an outlet, never instead of a fact', () => {
    const why = 'Warum das für Europa zählt: Mayotte gehört als Teil Frankreichs zur Europäischen Union.';
    const slide = composeDetailSlide('Verzweifelte Lage in Krankenhäusern auf Mayotte', [
      { text: 'Nach Zyklon „Chido“ fehlt auf Mayotte sauberes Wasser.', outlets: ['n-tv'] },
      { text: why, outlets: [], why: true },
    ])!;
    expect(splitSourcedLines(slide.inhalt)).toEqual([
      { text: 'Nach Zyklon „Chido“ fehlt auf Mayotte sauberes Wasser.', source: 'n-tv' },
      { text: why },
    ]);
    expect(composeDetailSlide('Titel', [{ text: why, outlets: [], why: true }])).toBeNull();
  });

  it('calls a slide „Im Wortlaut“ only for a quote, not for a fact that quotes a phrase', () => {
    const slide = composeDetailSlide('Berater warnen vor Strafzöllen', [
      {
        text: 'Wegen „unfairer Staatshilfen“ belegt die EU-Kommission Elektroautos aus China mit Strafzöllen.',
        outlets: ['DER SPIEGEL'],
      },
    ])!;
    expect(slide.kicker).toBe('Das Wichtigste');
  });

  it('does not count a date as a figure the headline lacks, and knows a word in another form', () => {
    const slide = composeDetailSlide('AfD schließt EU-Spitzenkandidat Maximilian Krah aus Delegation aus', [
      {
        text: 'Am Montag, 10. Juni, entschied sie, ihren EU-Spitzenkandidaten Maximilian Krah auszuschließen.',
        outlets: ['DER SPIEGEL'],
      },
      { text: 'Neuer Delegationsleiter wird René Aust.', outlets: ['DER SPIEGEL'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.text)).toEqual(['Neuer Delegationsleiter wird René Aust.']);
    // Two compounds that share a part are two words: the background stays.
    const background =
      'Italiens damaliger Innenminister Salvini hatte einer Hilfsorganisation verboten, den Hafen anzusteuern.';
    const salvini = composeDetailSlide('Italiens Vize-Ministerpräsident Salvini freigesprochen', [
      { text: background, outlets: ['tagesschau'] },
    ])!;
    expect(splitSourcedLines(salvini.inhalt).map((l) => l.text)).toEqual([background]);
  });

  it('leaves an outlet’s judgement off the slide when the caption has news, and a sentence leaning on „Zuvor“', () => {
    const slide = composeDetailSlide('Macron löst Parlament auf', [
      { text: 'Macrons Schritt ist ein riskantes Manöver, schreibt der SPIEGEL.', outlets: ['DER SPIEGEL'] },
      { text: 'Zuvor hatte der Rassemblement National die Europawahl gewonnen.', outlets: ['DER SPIEGEL'] },
      { text: 'Die Neuwahlen finden am 30. Juni und am 7. Juli statt.', outlets: ['Le Monde'] },
    ])!;
    expect(splitSourcedLines(slide.inhalt).map((l) => l.text)).toEqual([
      'Die Neuwahlen finden am 30. Juni und am 7. Juli statt.',
    ]);
    const onlyView = composeDetailSlide('Macron löst Parlament auf', [
      { text: 'Das Manöver ist riskant und passt zu Macron, schreibt der SPIEGEL.', outlets: ['DER SPIEGEL'] },
    ])!;
    expect(onlyView.inhalt).toContain('schreibt der SPIEGEL');
  });
});
