import { fold, stem } from './stem';

/**
 * A small bilingual table so German and English reports of one story share features.
 * Each concept lists German and English surface forms; multi-word forms match as phrases.
 */
const table: Record<string, { de: string[]; en: string[] }> = {
  eu_commission: {
    de: ['Europäische Kommission', 'EU-Kommission', 'Kommission'],
    en: ['European Commission', 'Commission'],
  },
  eu_parliament: {
    de: ['Europaparlament', 'EU-Parlament', 'Europäisches Parlament', 'Europäischen Parlament'],
    en: ['European Parliament', 'MEP', 'MEPs'],
  },
  eu_council: {
    de: ['Europäischer Rat', 'Rat der EU', 'EU-Gipfel'],
    en: ['European Council', 'Council of the EU', 'EU summit'],
  },
  eu: { de: ['EU', 'Europäische Union', 'Brüssel'], en: ['EU', 'European Union', 'Brussels'] },
  ecb: { de: ['EZB', 'Europäische Zentralbank'], en: ['ECB', 'European Central Bank'] },
  un: { de: ['UN', 'UNO', 'Vereinte Nationen'], en: ['UN', 'United Nations'] },
  usa: { de: ['USA', 'Vereinigte Staaten', 'US'], en: ['US', 'USA', 'United States', 'America'] },
  uk: {
    de: ['Großbritannien', 'Vereinigtes Königreich', 'Briten', 'britisch'],
    en: ['Britain', 'UK', 'United Kingdom', 'British'],
  },
  election: {
    de: ['Wahl', 'Wahlen', 'Europawahl', 'gewählt', 'Wähler', 'Wahlkampf', 'Neuwahl', 'Neuwahlen'],
    en: ['election', 'elections', 'vote', 'voters', 'elected', 'ballot', 'campaign', 'snap'],
  },
  snap_election: {
    de: ['Neuwahl', 'Neuwahlen', 'vorgezogene Wahl', 'vorgezogene Wahlen', 'vorgezogene Neuwahlen'],
    en: ['snap election', 'snap elections', 'snap poll', 'early election', 'early elections'],
  },
  far_right: {
    de: ['rechtsextrem', 'Rechtsextreme', 'Rechtspopulisten', 'rechtspopulistisch', 'Rechtsruck'],
    en: ['far-right', 'far right', 'populist', 'populists'],
  },
  war: { de: ['Krieg', 'Angriffskrieg'], en: ['war'] },
  attack: {
    de: ['Angriff', 'Anschlag', 'Attacke', 'Attentat', 'Attentäter', 'angegriffen', 'attackiert', 'überfallen'],
    en: ['attack', 'attacked', 'attacker', 'assault', 'assaulted', 'assaults'],
  },
  ceasefire: { de: ['Waffenruhe', 'Waffenstillstand'], en: ['ceasefire', 'truce'] },
  peace: { de: ['Frieden', 'Friedensgipfel', 'Friedenskonferenz'], en: ['peace', 'peace summit'] },
  summit: { de: ['Gipfel', 'Gipfeltreffen'], en: ['summit'] },
  sanctions: { de: ['Sanktionen', 'Sanktionspaket'], en: ['sanctions'] },
  tariffs: { de: ['Zölle', 'Zoll', 'Strafzölle'], en: ['tariffs', 'tariff', 'duties'] },
  government: { de: ['Regierung', 'Regierungschef', 'Kabinett'], en: ['government', 'cabinet'] },
  president: { de: ['Präsident', 'Präsidentin', 'Staatschef'], en: ['president'] },
  chancellor: { de: ['Kanzler', 'Bundeskanzler'], en: ['chancellor'] },
  prime_minister: {
    de: ['Premierminister', 'Premierministerin', 'Ministerpräsident', 'Ministerpräsidentin', 'Premier'],
    en: ['prime minister', 'premier', 'PM'],
  },
  minister: { de: ['Minister', 'Ministerin'], en: ['minister'] },
  parliament: { de: ['Parlament', 'Abgeordnete', 'Abgeordneten'], en: ['parliament', 'lawmakers', 'MPs'] },
  party: { de: ['Partei', 'Parteien'], en: ['party', 'parties'] },
  coalition: { de: ['Koalition', 'Bündnis'], en: ['coalition', 'alliance'] },
  conservatives: { de: ['Konservative', 'konservativ', 'Christdemokraten'], en: ['conservative', 'conservatives'] },
  greens: { de: ['Grüne', 'Grünen'], en: ['Greens', 'Green'] },
  socialists: { de: ['Sozialdemokraten', 'Sozialisten'], en: ['socialists', 'social democrats'] },
  migration: {
    de: ['Migration', 'Migranten', 'Flüchtlinge', 'Asyl', 'Geflüchtete', 'Abschiebung', 'Abschiebungen'],
    en: ['migration', 'migrants', 'refugees', 'asylum', 'deportation', 'deportations'],
  },
  climate: { de: ['Klima', 'Klimaschutz', 'Klimawandel'], en: ['climate', 'climate change'] },
  energy: { de: ['Energie', 'Gas', 'Strom'], en: ['energy', 'gas', 'electricity'] },
  economy: { de: ['Wirtschaft', 'Konjunktur'], en: ['economy', 'economic'] },
  inflation: { de: ['Inflation', 'Teuerung'], en: ['inflation'] },
  interest_rates: { de: ['Zinsen', 'Leitzins', 'Zinssenkung'], en: ['interest rates', 'rate cut', 'rates'] },
  trade: { de: ['Handel', 'Handelsabkommen'], en: ['trade', 'trade deal'] },
  police: { de: ['Polizei', 'Polizisten', 'Festnahme', 'festgenommen'], en: ['police', 'arrested', 'arrest'] },
  court: {
    de: ['Gericht', 'Urteil', 'Prozess', 'verurteilt'],
    en: ['court', 'verdict', 'trial', 'sentenced', 'convicted'],
  },
  killed: {
    de: ['getötet', 'Tote', 'Toten', 'tot', 'starb', 'gestorben'],
    en: ['killed', 'dead', 'died', 'death', 'deaths'],
  },
  injured: { de: ['verletzt', 'Verletzte'], en: ['injured', 'wounded'] },
  military: { de: ['Militär', 'Armee', 'Soldaten', 'Truppen'], en: ['military', 'army', 'soldiers', 'troops'] },
  weapons: { de: ['Waffen', 'Waffenlieferungen', 'Munition'], en: ['weapons', 'arms', 'ammunition'] },
  missile: {
    de: ['Rakete', 'Raketen', 'Drohne', 'Drohnen', 'Luftangriff', 'Luftangriffe'],
    en: ['missile', 'missiles', 'drone', 'drones', 'airstrike', 'airstrikes'],
  },
  protest: {
    de: ['Protest', 'Proteste', 'Demonstration', 'Demonstranten'],
    en: ['protest', 'protests', 'protesters', 'demonstration'],
  },
  strike: { de: ['Streik', 'Streiks'], en: ['strike', 'strikes', 'walkout'] },
  flood: { de: ['Hochwasser', 'Überschwemmung', 'Überschwemmungen', 'Flut'], en: ['flood', 'floods', 'flooding'] },
  earthquake: { de: ['Erdbeben'], en: ['earthquake', 'quake'] },
  fire: { de: ['Brand', 'Feuer', 'Waldbrand', 'Waldbrände'], en: ['fire', 'wildfire', 'wildfires', 'blaze'] },
  heat: { de: ['Hitze', 'Hitzewelle'], en: ['heat', 'heatwave'] },
  storm: { de: ['Sturm', 'Unwetter'], en: ['storm'] },
  plane: { de: ['Flugzeug', 'Absturz'], en: ['plane', 'crash', 'aircraft'] },
  christmas_market: { de: ['Weihnachtsmarkt'], en: ['Christmas market'] },
  car: { de: ['Auto', 'Fahrzeug', 'Autofahrer'], en: ['car', 'vehicle', 'driver'] },
  electric_car: {
    de: ['Elektroauto', 'Elektroautos', 'E-Auto', 'E-Autos', 'Elektrofahrzeuge'],
    en: ['electric car', 'electric cars', 'electric vehicle', 'electric vehicles', 'EV', 'EVs'],
  },
  hostages: { de: ['Geiseln', 'Geisel'], en: ['hostages', 'hostage'] },
  accession: {
    de: ['Beitritt', 'EU-Beitritt', 'Beitrittsgespräche', 'Beitrittsverhandlungen', 'Erweiterung'],
    en: ['accession', 'accession talks', 'membership talks', 'join the EU', 'enlargement'],
  },
  resign: {
    de: ['Rücktritt', 'zurückgetreten', 'zurücktreten', 'verlässt', 'Rückzug'],
    en: ['resign', 'resigns', 'resigned', 'resignation', 'quits', 'quit', 'steps down'],
  },
  rescue: {
    de: ['befreit', 'Befreiung', 'gerettet', 'Rettung'],
    en: ['rescue', 'rescues', 'rescued', 'freed', 'frees'],
  },
  refugees: { de: ['Flüchtlingslager'], en: ['refugee camp'] },
  nuclear: { de: ['Atom', 'Atomkraft', 'Kernkraft', 'Atomwaffen'], en: ['nuclear'] },
  vaccine: { de: ['Impfstoff', 'Impfung'], en: ['vaccine', 'vaccination'] },
  corruption: { de: ['Korruption', 'Bestechung'], en: ['corruption', 'bribery'] },
  germany: { de: ['Deutschland', 'deutsche', 'deutschen', 'Bundesregierung'], en: ['Germany', 'German'] },
  france: { de: ['Frankreich', 'französisch', 'französische', 'französischen'], en: ['France', 'French'] },
  italy: { de: ['Italien', 'italienisch', 'italienische'], en: ['Italy', 'Italian'] },
  spain: { de: ['Spanien', 'spanisch', 'spanische'], en: ['Spain', 'Spanish'] },
  poland: { de: ['Polen', 'polnisch', 'polnische'], en: ['Poland', 'Polish'] },
  hungary: { de: ['Ungarn', 'ungarisch', 'ungarische'], en: ['Hungary', 'Hungarian'] },
  austria: { de: ['Österreich', 'österreichisch'], en: ['Austria', 'Austrian'] },
  netherlands: { de: ['Niederlande', 'niederländisch'], en: ['Netherlands', 'Dutch'] },
  belgium: { de: ['Belgien', 'belgisch'], en: ['Belgium', 'Belgian'] },
  greece: { de: ['Griechenland', 'griechisch'], en: ['Greece', 'Greek'] },
  russia: { de: ['Russland', 'russisch', 'russische', 'russischen', 'Kreml'], en: ['Russia', 'Russian', 'Kremlin'] },
  ukraine: { de: ['Ukraine', 'ukrainisch', 'ukrainische', 'ukrainischen'], en: ['Ukraine', 'Ukrainian'] },
  turkey: { de: ['Türkei', 'türkisch'], en: ['Turkey', 'Türkiye', 'Turkish'] },
  syria: { de: ['Syrien', 'syrisch', 'syrische', 'syrischen'], en: ['Syria', 'Syrian'] },
  china: { de: ['China', 'chinesisch', 'chinesische'], en: ['China', 'Chinese'] },
  switzerland: { de: ['Schweiz', 'schweizerisch'], en: ['Switzerland', 'Swiss'] },
  sweden: { de: ['Schweden'], en: ['Sweden', 'Swedish'] },
  denmark: { de: ['Dänemark', 'dänisch'], en: ['Denmark', 'Danish'] },
  czechia: { de: ['Tschechien', 'tschechisch'], en: ['Czech Republic', 'Czechia', 'Czech'] },
  romania: { de: ['Rumänien', 'rumänisch'], en: ['Romania', 'Romanian'] },
  israel: { de: ['Israel', 'israelisch', 'israelische'], en: ['Israel', 'Israeli'] },
  moscow: { de: ['Moskau'], en: ['Moscow'] },
  copenhagen: { de: ['Kopenhagen'], en: ['Copenhagen'] },
  lisbon: { de: ['Lissabon'], en: ['Lisbon'] },
  athens: { de: ['Athen'], en: ['Athens'] },
  prague: { de: ['Prag'], en: ['Prague'] },
  the_hague: { de: ['Den Haag'], en: ['The Hague', 'Hague'] },
  strasbourg: { de: ['Straßburg'], en: ['Strasbourg'] },
  bucharest: { de: ['Bukarest'], en: ['Bucharest'] },
  belgrade: { de: ['Belgrad'], en: ['Belgrade'] },
  geneva: { de: ['Genf'], en: ['Geneva'] },
  milan: { de: ['Mailand'], en: ['Milan'] },
  naples: { de: ['Neapel'], en: ['Naples'] },
  venice: { de: ['Venedig'], en: ['Venice'] },
  nice: { de: ['Nizza'], en: ['Nice'] },
  tbilisi: { de: ['Tiflis'], en: ['Tbilisi'] },
  chisinau: { de: ['Chisinau', 'Kischinau'], en: ['Chisinau'] },
  kyiv: { de: ['Kiew'], en: ['Kyiv', 'Kiev'] },
  warsaw: { de: ['Warschau'], en: ['Warsaw'] },
  vienna: { de: ['Wien'], en: ['Vienna'] },
  rome: { de: ['Rom'], en: ['Rome'] },
  cologne: { de: ['Köln'], en: ['Cologne'] },
  munich: { de: ['München'], en: ['Munich'] },
  beijing: { de: ['Peking'], en: ['Beijing'] },
  pope: { de: ['Papst'], en: ['Pope'] },
  nato: { de: ['Nato', 'NATO'], en: ['NATO', 'Nato'] },
  law: {
    de: ['Gesetz', 'Gesetzentwurf', 'Verordnung', 'Richtlinie'],
    en: ['law', 'bill', 'legislation', 'regulation', 'directive'],
  },
};

interface Lookup {
  single: Map<string, string>;
  phrases: Map<string, string>;
}

function key(words: string[], lang: string): string {
  return words.map((w) => fold(stem(w.toLowerCase(), lang))).join(' ');
}

function build(): Record<'de' | 'en', Lookup> {
  const out = {
    de: { single: new Map(), phrases: new Map() },
    en: { single: new Map(), phrases: new Map() },
  } as Record<'de' | 'en', Lookup>;
  for (const [concept, forms] of Object.entries(table)) {
    for (const lang of ['de', 'en'] as const) {
      for (const form of forms[lang]) {
        const words = form.split(/[\s-]+/);
        (words.length === 1 ? out[lang].single : out[lang].phrases).set(key(words, lang), concept);
      }
    }
  }
  return out;
}

const lookup = build();

/** Concept ids (language-independent) for a sequence of lower-case stems, phrases first. */
export function conceptsOf(stems: string[], language: string): string[] {
  const l = lookup[language === 'de' ? 'de' : 'en'];
  const out: string[] = [];
  for (let i = 0; i < stems.length; i++) {
    const three = i + 2 < stems.length ? l.phrases.get(`${stems[i]} ${stems[i + 1]} ${stems[i + 2]}`) : undefined;
    const two = i + 1 < stems.length ? l.phrases.get(`${stems[i]} ${stems[i + 1]}`) : undefined;
    const hit = three ?? two ?? l.single.get(stems[i]);
    if (hit) out.push(hit);
  }
  return out;
}

export const conceptIds = Object.keys(table);

/** Cities whose German and English names differ: a place, named in either language. */
export const cityConcepts = new Set([
  'moscow',
  'kyiv',
  'warsaw',
  'vienna',
  'rome',
  'cologne',
  'munich',
  'beijing',
  'copenhagen',
  'lisbon',
  'athens',
  'prague',
  'the_hague',
  'strasbourg',
  'bucharest',
  'belgrade',
  'geneva',
  'milan',
  'naples',
  'venice',
  'nice',
  'tbilisi',
  'chisinau',
]);

/** The concept of a single word ("Kopenhagen" → copenhagen), if the table has one. */
export function conceptOfWord(word: string, language: string): string | undefined {
  return conceptsOf([fold(stem(word.toLowerCase(), language === 'de' ? 'de' : 'en'))], language)[0];
}
