import { describe, expect, it } from 'vitest';
import { euMembers, euroArea } from '../../../shared/countries';
import { storyPlaces } from './story-places';

const article = (title: string, description = '') => ({ title, description });

describe('storyPlaces', () => {
  it('puts the headline’s countries first, in its order, and leaves out side stories', () => {
    const places = storyPlaces({
      headline: 'Olaf Scholz will Schwerkriminelle nach Afghanistan und Syrien abschieben',
      sentences: ['Kanzler Scholz sagte das im Bundestag.'],
      articles: [article('Scholz will abschieben'), article('Tennis in Paris', 'Ein Spiel in Frankreich.')],
    });
    // A map of Europe: the member state acts; countries far from Europe are not drawn (issue 23).
    expect(places.countries).toEqual(['DE']);
    expect(places.label).toBe('Deutschland');
  });

  it('marks where the facts say it happens, but not a capital or seat that stands for a government', () => {
    const places = storyPlaces({
      headline: 'Nato baut Hauptquartier für Ukraine-Einsatz in Deutschland auf',
      sentences: [
        'Von Wiesbaden aus will die Nato künftig ihr Engagement im Ukrainekrieg steuern.',
        'Moskau nennt das eine Provokation, Brüssel begrüßt den Schritt.',
      ],
      articles: [],
    });
    expect(places.places).toEqual(['Wiesbaden']);
    expect(
      storyPlaces({ headline: 'Russland meldet Einnahme von Ort in Donezk', sentences: [], articles: [] }).places,
    ).toEqual(['Donezk']);
  });

  it('marks a capital where a fact says something happened there, not where it speaks for a government', () => {
    const attack = storyPlaces({
      headline: 'Dänemark: Ministerpräsidentin Mette Frederiksen angegriffen',
      sentences: [
        'Die dänische Ministerpräsidentin Mette Frederiksen ist bei einem Auftritt in Kopenhagen attackiert worden.',
      ],
      articles: [],
    });
    expect(attack.places).toEqual(['Kopenhagen']);
    expect(attack.countries).toEqual(['DK']);
    const reaction = storyPlaces({
      headline: 'Dänemark: Ministerpräsidentin Mette Frederiksen angegriffen',
      sentences: ['Kopenhagen verurteilt den Angriff.', 'Aus Berlin hieß es, man sei bestürzt.'],
      articles: [],
    });
    expect(reaction.places).toEqual([]);
  });

  it('takes the subject from the first fact when the headline names no country (Ukraine and Moldova)', () => {
    const places = storyPlaces({
      headline: 'EU-Kommission gibt grünes Licht für Beitrittsgespräche',
      sentences: ['Die Ukraine und Moldau können nach dem Willen Brüssels Beitrittsverhandlungen mit der EU beginnen.'],
      articles: [
        article('Selenskyj begrüßt Empfehlung', 'Kiew hofft auf einen Beginn im Juni.'),
        article('Ukraine vor Beitrittsgesprächen', 'Auch die Ukraine soll verhandeln dürfen.'),
      ],
    });
    expect(places.countries).toEqual(['UA', 'MD']);
    const dachzeile = storyPlaces({
      headline: 'Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche',
      sentences: [
        'Ukraine: EU-Kommission gibt grünes Licht für Beitrittsgespräche.',
        'Die Ukraine und Moldau können nach dem Willen Brüssels Beitrittsverhandlungen mit der EU beginnen.',
      ],
      articles: [],
    });
    expect(dachzeile.countries).toEqual(['UA', 'MD']);
    // Named in the first fact, but not beside the headline's country: context, not subject.
    expect(
      storyPlaces({
        headline: 'In Finnland wird das Training an der Waffe immer beliebter',
        sentences: ['Der russische Angriffskrieg gegen die Ukraine führt in Finnland zu einem Umdenken.'],
        articles: [],
      }).countries,
    ).toEqual(['FI']);
    // An institution in the headline says where the decision was taken, when nothing else does.
    expect(places.places).toEqual(['Brüssel']);
  });

  it('marks the seat of the EU institution the headline names only when no place is named', () => {
    const ecb = storyPlaces({
      headline: 'EZB senkt erstmals seit 2019 die Zinsen',
      sentences: ['Der Leitzins wird um 0,25 Prozentpunkte auf 4,25 Prozent nach unten gesetzt.'],
      articles: [],
    });
    expect(ecb.countries).toEqual(euroArea);
    expect(ecb.places).toEqual(['Frankfurt']);
    expect(
      storyPlaces({ headline: 'EU-Kommission stellt in Straßburg ihr Programm vor', sentences: [], articles: [] })
        .places,
    ).toEqual(['Straßburg']);
  });

  it('lights up the country where a marked place lies, but not for a capital that stands for its government', () => {
    const kazan = storyPlaces({
      headline: 'Russischer Ukrainekrieg: Ukraine greift offenbar Ziel in Zentralrussland an',
      sentences: [
        'Die Hauptstadt der russischen Teilrepublik Tatarstan, Kasan, teilte mit, es habe mehrere Drohnenangriffe gegeben.',
      ],
      articles: [],
    });
    expect(kazan.places).toEqual(['Kasan']);
    expect(kazan.countries).toEqual(['UA', 'RU']);
    const finland = storyPlaces({
      headline: 'Sorge vor Moskaus Expansionskurs: In Finnland wird das Training an der Waffe immer beliebter',
      sentences: [],
      articles: [],
    });
    expect(finland.places).toEqual(['Moskau']);
    expect(finland.countries).toEqual(['FI']);
  });

  it('reads a person as a person: „Hollande“ is not Holland', () => {
    const places = storyPlaces({
      headline: 'Frankreich: Ex-Präsident Hollande tritt bei Neuwahlen an',
      sentences: [],
      articles: [],
    });
    expect(places.countries).toEqual(['FR']);
    expect(storyPlaces({ headline: 'Hollands Bauern protestieren', sentences: [], articles: [] }).countries).toEqual([
      'NL',
    ]);
  });

  it('shows a member state or candidate before the neighbour the headline also names', () => {
    const finland = storyPlaces({
      headline: 'Sorge vor Moskaus Expansionskurs: In Finnland wird das Training an der Waffe immer beliebter',
      sentences: ['Der russische Angriffskrieg gegen die Ukraine führt in Finnland zu einem Umdenken.'],
      articles: [],
    });
    expect(finland.label).toBe('Finnland');
    expect(finland.countries).not.toContain('RU');
    // A neighbour alone is shown; news about a country far away with an EU side shows the EU.
    expect(
      storyPlaces({ headline: 'Russland meldet Einnahme von Ort in Donezk', sentences: [], articles: [] }).label,
    ).toMatch(/Russland|Ukraine/);
    expect(
      storyPlaces({
        headline: 'EU-Zölle: Berater warnen vor Strafzöllen auf E-Autos aus China',
        sentences: [],
        articles: [],
      }),
    ).toMatchObject({ countries: euMembers, label: 'EU' });
  });

  it('shows the euro area for the ECB and the whole EU for the European election', () => {
    expect(
      storyPlaces({ headline: 'EZB senkt erstmals seit 2019 die Zinsen', sentences: [], articles: [] }),
    ).toMatchObject({
      countries: euroArea,
      label: 'Eurozone',
    });
    expect(
      storyPlaces({ headline: 'Europawahl: So haben die Deutschen gewählt', sentences: [], articles: [] }).countries,
    ).toEqual(euMembers);
  });

  it('shows the whole EU for news of its institutions that names no country in headline or first facts', () => {
    const places = storyPlaces({
      headline: 'Von der Leyen: Internationale Medien berichten',
      sentences: ['POLITICO Europe und Financial Times berichten über von der Leyen.'],
      articles: [
        article('Macron poised to back second term for von der Leyen', 'France has not disclosed its preference.'),
      ],
    });
    expect(places).toMatchObject({ countries: euMembers, label: 'EU' });
  });

  it('counts Germany in passing less than the country a German report is about', () => {
    const places = storyPlaces({
      headline: 'EU-Kommission gibt grünes Licht für Beitrittsgespräche mit der Ukraine',
      sentences: ['Die deutsche Regierung begrüßt die Empfehlung.'],
      articles: [article('Beitritt', 'Die deutsche Außenministerin sagte, die deutsche Haltung sei klar.')],
    });
    expect(places.countries).toEqual(['UA']);
  });

  it('marks the places a headline names, also far from their country', () => {
    const places = storyPlaces({
      headline: 'Dehydrierung und Mangelernährung: Verzweifelte Lage in Krankenhäusern auf Mayotte',
      sentences: ['Nach Zyklon „Chido“ sind die Krankenhäuser auf Mayotte überlastet.'],
      articles: [],
    });
    expect(places).toEqual({ countries: ['FR'], label: 'Frankreich', places: ['Mayotte'] });
  });
});
