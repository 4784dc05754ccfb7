import { describe, expect, it } from 'vitest';
import { captionHashtags, tagInTexts } from './hashtags';

const tags = (headline: string, cited: string[], extra: Partial<Parameters<typeof captionHashtags>[0]> = {}) =>
  captionHashtags({ headline, cited, angle: null, fixed: [], ...extra });

describe('hashtags that name this story', () => {
  it('keep a model’s tags that its German sentences name, and add no words of their own beside three of them', () => {
    const t = tags('EZB senkt erstmals seit 2019 die Zinsen', ['Die EZB senkt die Zinsen.'], {
      proposed: ['#EZB', '#Leitzins', '#Zinssenkung', '#Inflation'],
      evidence: ['Die EZB beschließt die erste Zinssenkung seit 2019, die Inflation sinkt, der Leitzins fällt.'],
    });
    expect(t).toEqual(['#EZB', '#Leitzins', '#Zinssenkung', '#Inflation']);
  });

  it('come from the headline and the cited sentences, as whole words', () => {
    const t = tags('Tarifeinigung bei VW', ['Die Volkswagen-Spitze und die IG Metall haben sich zusammen geeinigt.']);
    expect(t).toContain('#IGMetall');
    expect(t).not.toContain('#USA');
    expect(t).not.toContain('#IG');
    expect(tags('Macron sagt un mot', ['Emmanuel Macron a dit un mot.'])).not.toContain('#UN');
  });

  it('join multi-word names, drop the genitive and never add filler', () => {
    expect(tags('Frankreich: Marine Le Pen siegt', ['Die Partei von Marine Le Pen gewinnt.'])).toEqual(
      expect.arrayContaining(['#LePen', '#Frankreich']),
    );
    const israel = tags('Kritik am Vorgehen Israels', ['Die Kritik am Vorgehen Israels wächst.']);
    expect(israel).toContain('#Israel');
    expect(israel).not.toContain('#Israels');
    expect(tags('Tarifeinigung bei VW', ['Alle Standorte bleiben.'])).not.toContain('#Europa');
    // The second word of an institution's name is no name of its own.
    const union = 'Die Ukraine und Moldau sind einem Beitritt zur Europäischen Union einen Schritt näher.';
    const accession = tags('EU-Staaten einigen sich auf Beitrittsgespräche mit Kiew und Moldau', [union], {
      context: [`Ukraine: EU-Staaten einigen sich auf Beitrittsgespräche. ${union}`],
      // „The European Union is expected to formally approve …“: English capitalises it.
      vocabulary: new Set(['union', 'moldau']),
    });
    expect(accession).toContain('#Moldau');
    expect(accession).not.toContain('#Union');
    // A proposed #PM is an abbreviation, #Fico beside #RobertFico the same name twice.
    const fico = tags('Robert Fico vergibt seinem Angreifer', ['Robert Fico sprach auf Facebook.'], {
      proposed: ['#RobertFico', '#Fico', '#PM'],
    });
    expect(fico).toContain('#RobertFico');
    expect(fico).not.toContain('#Fico');
    expect(fico).not.toContain('#PM');
  });

  it('take people after a first name or a role, places after „in“ when several reports name them', () => {
    const t = tags('Anschlag in Magdeburg', ['Ministerpräsident Haseloff besuchte den Tatort.'], {
      context: ['Anschlag in Magdeburg', 'Trauer in Magdeburg'],
    });
    expect(t).toEqual(expect.arrayContaining(['#Magdeburg', '#Haseloff', '#Anschlag']));
    expect(t).not.toContain('#Tatort');
  });

  it('name the topic people follow and a named storm, so a short caption still gets three tags', () => {
    expect(
      tags('Italiens Vize-Ministerpräsident Salvini freigesprochen', [
        'Wochenlang mussten 2019 Migranten auf einem Schiff vor Lampedusa ausharren.',
      ]),
    ).toEqual(expect.arrayContaining(['#Italien', '#Salvini', '#Migration']));
    expect(tags('Verzweifelte Lage auf Mayotte', ['Nach Zyklon „Chido“ sind die Krankenhäuser überlastet.'])).toEqual(
      expect.arrayContaining(['#Zyklon', '#Chido']),
    );
    expect(tags('Robert Fico „vergibt“ Angreifer nach Attentat', [])).toContain('#Attentat');
    expect(tags('Kasan meldet ukrainische Drohnenangriffe', [])).toContain('#Drohnen');
    expect(tags('Cyclone Chido hits Mayotte', [])).toContain('#Chido');
    // A storm word without a quoted name adds nothing; a missile called Storm Shadow is no storm.
    expect(
      tags('Sturm Graz verliert', ['Ein Tief bringt Regen.', 'Die Ukraine setzt Storm Shadow ein.']).join(' '),
    ).not.toMatch(/#Graz|#Bringt|#Shadow/);
  });

  it('keep the organisation’s fixed tags first and at most six of their own', () => {
    const t = tags('EZB senkt erstmals seit 2019 die Zinsen', ['Der Leitzins sinkt um 0,25 Prozentpunkte.'], {
      fixed: ['#EuropaUnion'],
    });
    expect(t[0]).toBe('#EuropaUnion');
    expect(t.length).toBeLessThanOrEqual(7);
    expect(t).toEqual(expect.arrayContaining(['#EZB', '#Zinsen', '#Leitzins']));
  });

  it('match base forms: a tag names the text when its word or a form of it stands there', () => {
    expect(tagInTexts('#Migration', ['Wochenlang mussten Migranten ausharren.'])).toBe(true);
    expect(tagInTexts('#Ampel', ['Er wundert sich über seine Ampelpartner.'])).toBe(true);
    expect(tagInTexts('#Migration', ['Die Migräne ist zurück.'])).toBe(false);
    expect(tagInTexts('#Strafzölle', ['mit Strafzöllen von bis zu 38 Prozent'])).toBe(true);
    expect(tagInTexts('#Russland', ['Die russischen Angriffe gehen weiter.'])).toBe(true);
    expect(tagInTexts('#USA', ['Sie haben zusammen gearbeitet.'])).toBe(false);
  });
});
