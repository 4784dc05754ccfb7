/**
 * The countries a carousel's map can highlight: ISO 3166 alpha-2 code, the name of the shape in Natural Earth's
 * admin-0 data (world-atlas), the German name for the kicker, the country's relation to the EU, and the words
 * that name it in German and English news (names, adjectives, capitals, heads of government). Word starts are
 * matched case-sensitively, so „Paris“ counts and „parisisch“ does not; adjectives are given by their stem.
 */
export type EuRelation = 'member' | 'candidate' | 'neighbour' | 'world';

export interface Country {
  code: string;
  atlasName: string;
  nameDe: string;
  relation: EuRelation;
  words: string[];
}

const c = (code: string, atlasName: string, nameDe: string, relation: EuRelation, words: string): Country => ({
  code,
  atlasName,
  nameDe,
  relation,
  words: words.split('|'),
});

export const countries: Country[] = [
  c('AT', 'Austria', 'Österreich', 'member', 'Österreich|österreichisch|Austria|Wien|Vienna'),
  c('BE', 'Belgium', 'Belgien', 'member', 'Belgien|belgisch|Belgium|Belgian|Antwerpen|De Croo'),
  c('BG', 'Bulgaria', 'Bulgarien', 'member', 'Bulgarien|bulgarisch|Bulgaria|Sofia'),
  c('HR', 'Croatia', 'Kroatien', 'member', 'Kroatien|kroatisch|Croatia|Croatian|Zagreb'),
  c('CY', 'Cyprus', 'Zypern', 'member', 'Zypern|zypriotisch|Cyprus|Cypriot|Nikosia|Nicosia'),
  c('CZ', 'Czechia', 'Tschechien', 'member', 'Tschechien|tschechisch|Czech|Prag|Prague|Fiala'),
  c('DK', 'Denmark', 'Dänemark', 'member', 'Dänemark|dänisch|Däne|Denmark|Danish|Kopenhagen|Copenhagen|Frederiksen'),
  c('EE', 'Estonia', 'Estland', 'member', 'Estland|estnisch|Estonia|Tallinn'),
  c('FI', 'Finland', 'Finnland', 'member', 'Finnland|finnisch|Finland|Finnish|Helsinki'),
  c(
    'FR',
    'France',
    'Frankreich',
    'member',
    'Frankreich|französisch|Franzos|France|French|Paris|Macron|Élysée|Mayotte|Flamanville|Le Pen|Bardella|Barnier|Bayrou|Attal',
  ),
  c(
    'DE',
    'Germany',
    'Deutschland',
    'member',
    'Deutschland|deutsche|Germany|German|Bundesregierung|Bundestag|Bundesrat|Bundeswehr|Bundesverfassungsgericht|Bundeskanzler|Scholz|Merz|Habeck|Lindner|Baerbock|Faeser|Pistorius|Wagenknecht|Steinmeier|CDU|CSU|SPD|AfD|BSW|Berlin|Magdeburg|München|Munich|Hamburg|Sachsen|Bayern|Thüringen|Brandenburg|Chemnitz|Volkswagen|VW-',
  ),
  c('GR', 'Greece', 'Griechenland', 'member', 'Griechenland|griechisch|Greece|Greek|Athen|Mitsotakis'),
  c('HU', 'Hungary', 'Ungarn', 'member', 'Ungarn|ungarisch|Hungary|Hungarian|Budapest|Orbán|Orban'),
  c('IE', 'Ireland', 'Irland', 'member', 'Irland|irisch|Ireland|Irish|Dublin'),
  c('IT', 'Italy', 'Italien', 'member', 'Italien|italienisch|Italy|Italian|Rom|Rome|Meloni|Mailand|Milan'),
  c('LV', 'Latvia', 'Lettland', 'member', 'Lettland|lettisch|Latvia|Latvian|Riga'),
  c('LT', 'Lithuania', 'Litauen', 'member', 'Litauen|litauisch|Lithuania|Lithuanian|Vilnius'),
  c('LU', 'Luxembourg', 'Luxemburg', 'member', 'Luxemburger|luxemburgisch|Luxembourgish'),
  c('MT', 'Malta', 'Malta', 'member', 'Malta|maltesisch|Maltese|Valletta'),
  c(
    'NL',
    'Netherlands',
    'Niederlande',
    'member',
    'Niederlande|niederländisch|Holland~|Netherlands|Dutch|Amsterdam|Den Haag|The Hague|Rutte|Wilders',
  ),
  c('PL', 'Poland', 'Polen', 'member', 'Polen|polnisch|Poland|Polish|Warschau|Warsaw|Tusk|Duda'),
  c('PT', 'Portugal', 'Portugal', 'member', 'Portugal|portugiesisch|Portuguese|Lissabon|Lisbon'),
  c('RO', 'Romania', 'Rumänien', 'member', 'Rumänien|rumänisch|Romania|Romanian|Bukarest|Bucharest'),
  c('SK', 'Slovakia', 'Slowakei', 'member', 'Slowakei|slowakisch|Slovakia|Slovak|Bratislava|Fico'),
  c('SI', 'Slovenia', 'Slowenien', 'member', 'Slowenien|slowenisch|Slovenia|Slovenian|Ljubljana'),
  c('ES', 'Spain', 'Spanien', 'member', 'Spanien|spanisch|Spain|Spanish|Madrid|Barcelona|Katalonien|Catalonia|Sánchez'),
  c('SE', 'Sweden', 'Schweden', 'member', 'Schweden|schwedisch|Sweden|Swedish|Stockholm|Kristersson'),
  c(
    'UA',
    'Ukraine',
    'Ukraine',
    'candidate',
    'Ukraine|ukrainisch|Ukrainian|Kiew|Kyiv|Kiev|Selenskyj|Zelensky|Charkiw|Kharkiv|Melnyk',
  ),
  c('MD', 'Moldova', 'Moldau', 'candidate', 'Moldau|moldauisch|Moldova|Moldovan|Chisinau|Sandu'),
  c('GE', 'Georgia', 'Georgien', 'candidate', 'Georgien|georgisch|Tiflis|Tbilisi'),
  c('AL', 'Albania', 'Albanien', 'candidate', 'Albanien|albanisch|Albania|Albanian|Tirana|Rama'),
  c('BA', 'Bosnia and Herz.', 'Bosnien und Herzegowina', 'candidate', 'Bosnien|bosnisch|Bosnia|Bosnian|Sarajevo'),
  c('ME', 'Montenegro', 'Montenegro', 'candidate', 'Montenegro|montenegrinisch|Montenegrin|Podgorica'),
  c('MK', 'Macedonia', 'Nordmazedonien', 'candidate', 'Nordmazedonien|nordmazedonisch|North Macedonia|Skopje'),
  c('RS', 'Serbia', 'Serbien', 'candidate', 'Serbien|serbisch|Serbia|Serbian|Belgrad|Belgrade|Vučić|Vucic'),
  c('XK', 'Kosovo', 'Kosovo', 'candidate', 'Kosovo|kosovarisch|Pristina'),
  c('TR', 'Turkey', 'Türkei', 'candidate', 'Türkei|türkisch|Turkey|Turkish|Türkiye|Ankara|Istanbul|Erdoğan|Erdogan'),
  c(
    'GB',
    'United Kingdom',
    'Großbritannien',
    'neighbour',
    'Großbritannien|Vereinigtes Königreich|britisch|Brite|England|Schottland|Britain|British|UK|United Kingdom|London|Sunak|Starmer|Farage|Downing Street|Tories',
  ),
  c('NO', 'Norway', 'Norwegen', 'neighbour', 'Norwegen|norwegisch|Norway|Norwegian|Oslo'),
  c(
    'CH',
    'Switzerland',
    'Schweiz',
    'neighbour',
    'Schweiz|schweizerisch|Switzerland|Swiss|Bern|Zürich|Zurich|Genf|Geneva',
  ),
  c('IS', 'Iceland', 'Island', 'neighbour', 'Island|isländisch|Iceland|Icelandic|Reykjavik'),
  c(
    'BY',
    'Belarus',
    'Belarus',
    'neighbour',
    'Belarus|belarussisch|Weißrussland|Belarusian|Minsk|Lukaschenko|Lukashenko',
  ),
  c(
    'RU',
    'Russia',
    'Russland',
    'neighbour',
    'Russland|russisch|Russe|Russia|Russian|Moskau|Moscow|Kreml|Kremlin|Putin|Nawalny|Navalny',
  ),
  c('AM', 'Armenia', 'Armenien', 'neighbour', 'Armenien|armenisch|Armenia|Armenian|Eriwan|Yerevan|Arzach'),
  c('AZ', 'Azerbaijan', 'Aserbaidschan', 'neighbour', 'Aserbaidschan|aserbaidschanisch|Azerbaijan|Baku'),
  c(
    'US',
    'United States of America',
    'USA',
    'world',
    'USA|US-|Vereinigte Staaten|amerikanisch|United States|America|Washington|Weißes Haus|White House|Biden|Trump|Congress|Repräsentantenhaus',
  ),
  c('CA', 'Canada', 'Kanada', 'world', 'Kanada|kanadisch|Canada|Canadian|Trudeau'),
  c('CN', 'China', 'China', 'world', 'China|chinesisch|Chinese|Peking|Beijing|Xi Jinping|Tiananmen'),
  c('JP', 'Japan', 'Japan', 'world', 'Japan|japanisch|Japanese|Tokio|Tokyo'),
  c('IN', 'India', 'Indien', 'world', 'Indien|indisch|India|Indian|Neu-Delhi|New Delhi|Modi'),
  c('IL', 'Israel', 'Israel', 'world', 'Israel|israelisch|Israeli|Tel Aviv|Jerusalem|Netanjahu|Netanyahu'),
  c(
    'PS',
    'Palestine',
    'Palästinensische Gebiete',
    'world',
    'Gaza|palästinensisch|Palästinenser|Palestinian|Westjordanland|West Bank|Hamas|Rafah',
  ),
  c('LB', 'Lebanon', 'Libanon', 'world', 'Libanon|libanesisch|Lebanon|Lebanese|Beirut|Hisbollah|Hezbollah'),
  c('SY', 'Syria', 'Syrien', 'world', 'Syrien|syrisch|Syria|Syrian|Damaskus|Damascus|Assad'),
  c('IR', 'Iran', 'Iran', 'world', 'Iran|iranisch|Iranian|Teheran|Tehran'),
  c('IQ', 'Iraq', 'Irak', 'world', 'Irak|irakisch|Iraq|Iraqi|Bagdad|Baghdad'),
  c('YE', 'Yemen', 'Jemen', 'world', 'Jemen|jemenitisch|Yemen|Huthi|Houthi'),
  c('SA', 'Saudi Arabia', 'Saudi-Arabien', 'world', 'Saudi-Arabien|saudisch|Saudi'),
  c('EG', 'Egypt', 'Ägypten', 'world', 'Ägypten|ägyptisch|Egypt|Egyptian|Kairo|Cairo'),
  c('LY', 'Libya', 'Libyen', 'world', 'Libyen|libysch|Libya|Libyan|Tripolis|Tripoli'),
  c('TN', 'Tunisia', 'Tunesien', 'world', 'Tunesien|tunesisch|Tunisia|Tunisian'),
  c('MA', 'Morocco', 'Marokko', 'world', 'Marokko|marokkanisch|Morocco|Moroccan|Rabat'),
  c('AF', 'Afghanistan', 'Afghanistan', 'world', 'Afghanistan|afghanisch|Afghan|Kabul|Taliban'),
  c('ZA', 'South Africa', 'Südafrika', 'world', 'Südafrika|südafrikanisch|South Africa|ANC'),
  c('BR', 'Brazil', 'Brasilien', 'world', 'Brasilien|brasilianisch|Brazil|Brazilian|Lula'),
  c('AR', 'Argentina', 'Argentinien', 'world', 'Argentinien|argentinisch|Argentina|Milei'),
];

export const countryByCode = new Map(countries.map((x) => [x.code, x]));

/** The 27 member states, in the order of the table. */
export const euMembers = countries.filter((x) => x.relation === 'member').map((x) => x.code);

/** The 20 states that pay with the euro (2024): an ECB decision is about these. */
export const euroArea = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
];

// Capitalised names may carry a German or English ending („Frankreichs“, „Franzosen“, „Pariser“, „Ukrainians“);
// lower-case adjective stems any ending („französischen“); a word ending in a hyphen is a prefix („US-Senat“), one
// ending in „~“ takes no ending but the genitive.
const ending = '(?:s|es|n|en|e|er|ern|ns|in|innen|ians?)?';
/** A pattern that finds any of the words at a word start, with the endings above. */
export function wordsPattern(words: string[]): RegExp {
  const alternatives = words.map((w) => {
    const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (w.endsWith('-')) return escaped;
    // „Holland~“: only the genitive, since the same word with an ending is a person („Hollande“).
    if (w.endsWith('~')) return `${escaped.slice(0, -1)}s?(?!\\p{L})`;
    if (/^\p{Ll}/u.test(w)) return `${escaped}\\p{L}*`;
    return `${escaped}${ending}(?!\\p{L})`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'u');
}

export const countryPatterns: [Country, RegExp][] = countries.map((x) => [x, wordsPattern(x.words)]);

/** True when the text is a country's German name („Ukraine“, „Slowakei“), not a person or a city. */
export const isCountryName = (text: string) => countries.some((x) => x.nameDe === text);

/**
 * Places a headline names that a country's outline does not show: cities where the news happens, and places
 * far from the country they belong to (Mayotte). Marked on the map with a dot; longitude and latitude in degrees.
 */
export interface Place {
  id: string;
  /** The country the place lies in (ISO alpha-2). */
  country: string;
  words: string[];
  lon: number;
  lat: number;
}

const place = (id: string, country: string, lon: number, lat: number, words = id): Place => ({
  id,
  country,
  lon,
  lat,
  words: words.split('|'),
});

export const places: Place[] = [
  place('Mayotte', 'FR', 45.15, -12.8),
  place('Magdeburg', 'DE', 11.63, 52.13, 'Magdeburg|Magdeburger'),
  place('Flamanville', 'FR', -1.87, 49.53),
  place('Chemnitz', 'DE', 12.92, 50.83, 'Chemnitz|Chemnitzer'),
  place('Wolfsburg', 'DE', 10.79, 52.42, 'Wolfsburg|Wolfsburger'),
  place('Berlin', 'DE', 13.4, 52.52, 'Berlin|Berliner'),
  place('München', 'DE', 11.58, 48.14, 'München|Münchner|Munich'),
  place('Hamburg', 'DE', 9.99, 53.55, 'Hamburg|Hamburger'),
  place('Frankfurt', 'DE', 8.68, 50.11, 'Frankfurt|Frankfurter'),
  place('Brüssel', 'BE', 4.35, 50.85, 'Brüssel|Brüsseler|Brussels'),
  place('Straßburg', 'FR', 7.75, 48.57, 'Straßburg|Straßburger|Strasbourg'),
  place('Luxemburg', 'LU', 6.13, 49.61, 'Luxemburg|Luxembourg'),
  place('Den Haag', 'NL', 4.3, 52.08, 'Den Haag|The Hague'),
  place('Paris', 'FR', 2.35, 48.86, 'Paris|Pariser'),
  place('Normandie', 'FR', -0.6, 49.3, 'Normandie|Normandy|D-Day'),
  place('Rom', 'IT', 12.5, 41.9, 'Rom|Rome'),
  place('Madrid', 'ES', -3.7, 40.42),
  place('Wien', 'AT', 16.37, 48.21, 'Wien|Wiener|Vienna'),
  place('Warschau', 'PL', 21.01, 52.23, 'Warschau|Warsaw'),
  place('Budapest', 'HU', 19.04, 47.5),
  place('Kopenhagen', 'DK', 12.57, 55.68, 'Kopenhagen|Copenhagen'),
  place('Kiew', 'UA', 30.52, 50.45, 'Kiew|Kyiv|Kiev'),
  place('Charkiw', 'UA', 36.23, 49.99, 'Charkiw|Kharkiv'),
  place('Donezk', 'UA', 37.8, 48.0, 'Donezk|Donetsk|Donbass|Donbas'),
  place('Luhansk', 'UA', 39.3, 48.57, 'Luhansk'),
  place('Saporischschja', 'UA', 35.14, 47.84, 'Saporischschja|Zaporizhzhia'),
  place('Cherson', 'UA', 32.62, 46.64, 'Cherson|Kherson'),
  place('Odessa', 'UA', 30.73, 46.48, 'Odessa|Odesa'),
  place('Krim', 'UA', 34.1, 44.95, 'Krim|Crimea'),
  place('Kursk', 'RU', 36.19, 51.73, 'Kursk'),
  place('Wiesbaden', 'DE', 8.24, 50.08, 'Wiesbaden|Wiesbadener'),
  place('Dresden', 'DE', 13.74, 51.05, 'Dresden|Dresdner'),
  place('Leipzig', 'DE', 12.37, 51.34, 'Leipzig|Leipziger'),
  place('Köln', 'DE', 6.96, 50.94, 'Köln|Kölner|Cologne'),
  place('Stuttgart', 'DE', 9.18, 48.78, 'Stuttgart|Stuttgarter'),
  place('Kaliningrad', 'RU', 20.51, 54.71),
  place('Moskau', 'RU', 37.62, 55.76, 'Moskau|Moscow|Kreml|Kremlin'),
  place('London', 'GB', -0.13, 51.51),
  place('Gaza', 'PS', 34.45, 31.5, 'Gaza|Gazastreifen|Rafah'),
  place('Tel Aviv', 'IL', 34.78, 32.08),
  place('Washington', 'US', -77.04, 38.9, 'Washington|Weißes Haus|White House'),
  // Capitals and large cities of Europe and its neighbourhood, where news often happens.
  place('Amsterdam', 'NL', 4.9, 52.37, 'Amsterdam|Amsterdamer'),
  place('Rotterdam', 'NL', 4.48, 51.92, 'Rotterdam|Rotterdamer'),
  place('Antwerpen', 'BE', 4.4, 51.22, 'Antwerpen|Antwerp'),
  place('Dublin', 'IE', -6.26, 53.35, 'Dublin|Dubliner'),
  place('Edinburgh', 'GB', -3.19, 55.95),
  place('Lissabon', 'PT', -9.14, 38.72, 'Lissabon|Lissaboner|Lisbon'),
  place('Barcelona', 'ES', 2.17, 41.39),
  place('Sevilla', 'ES', -5.98, 37.39),
  place('Marseille', 'FR', 5.37, 43.3),
  place('Lyon', 'FR', 4.84, 45.76),
  place('Nizza', 'FR', 7.26, 43.7, 'Nizza|Nizzaer'),
  place('Calais', 'FR', 1.86, 50.95),
  place('Mailand', 'IT', 9.19, 45.46, 'Mailand|Mailänder|Milan'),
  place('Venedig', 'IT', 12.32, 45.44, 'Venedig|Venice'),
  place('Neapel', 'IT', 14.27, 40.85, 'Neapel|Naples'),
  place('Palermo', 'IT', 13.36, 38.12),
  place('Lampedusa', 'IT', 12.6, 35.51),
  place('Apulien', 'IT', 16.6, 40.9, 'Apulien|Apulia|Puglia'),
  place('Genf', 'CH', 6.14, 46.2, 'Genf|Genfer|Geneva'),
  place('Bern', 'CH', 7.45, 46.95, 'Bern|Berner'),
  place('Zürich', 'CH', 8.54, 47.37, 'Zürich|Zürcher|Zurich'),
  place('Prag', 'CZ', 14.42, 50.08, 'Prag|Prager|Prague'),
  place('Bratislava', 'SK', 17.11, 48.15),
  place('Ljubljana', 'SI', 14.51, 46.06),
  place('Zagreb', 'HR', 15.98, 45.81),
  place('Belgrad', 'RS', 20.46, 44.79, 'Belgrad|Belgrade'),
  place('Sarajevo', 'BA', 18.41, 43.86),
  place('Podgorica', 'ME', 19.26, 42.44),
  place('Pristina', 'XK', 21.17, 42.66),
  place('Skopje', 'MK', 21.43, 42.0),
  place('Tirana', 'AL', 19.82, 41.33),
  place('Athen', 'GR', 23.73, 37.98, 'Athen|Athener|Athens'),
  place('Thessaloniki', 'GR', 22.94, 40.64),
  place('Nikosia', 'CY', 33.38, 35.17, 'Nikosia|Nicosia'),
  place('Valletta', 'MT', 14.51, 35.9),
  place('Bukarest', 'RO', 26.1, 44.43, 'Bukarest|Bucharest'),
  place('Chișinău', 'MD', 28.86, 47.01, 'Chișinău|Chisinau|Kischinau'),
  place('Istanbul', 'TR', 28.98, 41.01, 'Istanbul|Istanbuler'),
  place('Ankara', 'TR', 32.85, 39.93),
  place('Tiflis', 'GE', 44.79, 41.72, 'Tiflis|Tbilisi'),
  place('Eriwan', 'AM', 44.51, 40.18, 'Eriwan|Jerewan|Yerevan'),
  place('Baku', 'AZ', 49.87, 40.41),
  place('Minsk', 'BY', 27.56, 53.9),
  place('Vilnius', 'LT', 25.28, 54.69),
  place('Riga', 'LV', 24.11, 56.95, 'Riga|Rigaer'),
  place('Tallinn', 'EE', 24.75, 59.44),
  place('Helsinki', 'FI', 24.94, 60.17),
  place('Stockholm', 'SE', 18.07, 59.33, 'Stockholm|Stockholmer'),
  place('Göteborg', 'SE', 11.97, 57.71, 'Göteborg|Gothenburg'),
  place('Oslo', 'NO', 10.75, 59.91, 'Oslo|Osloer'),
  place('Reykjavík', 'IS', -21.94, 64.15, 'Reykjavík|Reykjavik'),
  place('Danzig', 'PL', 18.65, 54.35, 'Danzig|Gdańsk|Gdansk'),
  place('Krakau', 'PL', 19.94, 50.06, 'Krakau|Kraków|Krakow'),
  place('Lwiw', 'UA', 24.03, 49.84, 'Lwiw|Lviv|Lemberg'),
  place('Dnipro', 'UA', 35.05, 48.46),
  place('Mariupol', 'UA', 37.55, 47.1),
  place('Sankt Petersburg', 'RU', 30.34, 59.93, 'Sankt Petersburg|St. Petersburg'),
  place('Belgorod', 'RU', 36.59, 50.6),
  place('Kasan', 'RU', 49.11, 55.8, 'Kasan|Kazan'),
  place('Düsseldorf', 'DE', 6.77, 51.23, 'Düsseldorf|Düsseldorfer'),
  place('Hannover', 'DE', 9.73, 52.37, 'Hannover|Hannoveraner|Hanover'),
  place('Bremen', 'DE', 8.8, 53.08, 'Bremen|Bremer'),
  place('Nürnberg', 'DE', 11.08, 49.45, 'Nürnberg|Nürnberger|Nuremberg'),
  place('Erfurt', 'DE', 11.03, 50.98, 'Erfurt|Erfurter'),
  place('Potsdam', 'DE', 13.06, 52.39, 'Potsdam|Potsdamer'),
  place('Schwerin', 'DE', 11.41, 53.63, 'Schwerin|Schweriner'),
  place('Bonn', 'DE', 7.1, 50.73, 'Bonn|Bonner'),
  place('Karlsruhe', 'DE', 8.4, 49.01, 'Karlsruhe|Karlsruher'),
  place('Mannheim', 'DE', 8.47, 49.49, 'Mannheim|Mannheimer'),
  place('Solingen', 'DE', 7.08, 51.17, 'Solingen|Solinger'),
];

export const placeById = new Map(places.map((p) => [p.id, p]));
export const placePatterns: [Place, RegExp][] = places.map((p) => [p, wordsPattern(p.words)]);
