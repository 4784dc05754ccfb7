/** Word lists for ranking: EU politics relevance and low-relevance topics. Matched on folded lower-case text. */
export const euInstitutionTerms = [
  'eu', 'europäische union', 'european union', 'eu-kommission', 'european commission', 'kommission', 'commission',
  'europaparlament', 'eu-parlament', 'european parliament', 'europäischen parlament', 'mep', 'meps', 'europawahl',
  'european election', 'eu election', 'rat der eu', 'european council', 'eu-gipfel', 'eu summit', 'von der leyen',
  'metsola', 'michel', 'costa', 'kallas', 'eu-kommissar', 'commissioner', 'ezb', 'ecb', 'eugh', 'court of justice',
  'brüssel', 'brussels', 'straßburg', 'strasbourg', 'eurozone', 'euro', 'schengen', 'frontex', 'nato', 'europa', 'europe',
];
export const legislationTerms = [
  'richtlinie', 'directive', 'verordnung', 'regulation', 'gesetz', 'law', 'legislation', 'abkommen', 'agreement',
  'treaty', 'vertrag', 'sanktionen', 'sanctions', 'zölle', 'tariffs', 'beitritt', 'accession', 'haushalt', 'budget',
  'green deal', 'ai act', 'migrationspakt', 'migration pact', 'asylreform', 'asylum', 'asyl', 'klimaziel', 'climate',
];
export const memberStateTerms = [
  'deutschland', 'germany', 'frankreich', 'france', 'italien', 'italy', 'spanien', 'spain', 'polen', 'poland',
  'ungarn', 'hungary', 'österreich', 'austria', 'niederlande', 'netherlands', 'belgien', 'belgium', 'griechenland',
  'greece', 'portugal', 'irland', 'ireland', 'schweden', 'sweden', 'dänemark', 'denmark', 'finnland', 'finland',
  'tschechien', 'czech', 'slowakei', 'slovakia', 'slowenien', 'slovenia', 'kroatien', 'croatia', 'rumänien', 'romania',
  'bulgarien', 'bulgaria', 'estland', 'estonia', 'lettland', 'latvia', 'litauen', 'lithuania', 'luxemburg',
  'luxembourg', 'malta', 'zypern', 'cyprus', 'ukraine', 'moldau', 'moldova', 'georgien', 'georgia', 'westbalkan',
  'serbien', 'serbia', 'macron', 'scholz', 'meloni', 'orbán', 'orban', 'tusk', 'sánchez', 'sanchez', 'selenskyj', 'zelensky',
];
export const lowRelevanceTerms = [
  // sport
  'bundesliga', 'fußball', 'football', 'soccer', 'tor', 'goal', 'trainer', 'coach', 'champions league', 'em 2024',
  'euro 2024', 'nationalmannschaft', 'tennis', 'formel 1', 'formula one', 'olympia', 'olympics', 'match', 'spieltag',
  'wimbledon', 'golf', 'nba', 'nfl', 'cricket', 'rugby',
  // celebrity
  'promi', 'celebrity', 'royal', 'prinz', 'prince', 'princess', 'prinzessin', 'schauspieler', 'actor', 'actress',
  'sängerin', 'singer', 'popstar', 'hollywood', 'netflix', 'kardashian', 'taylor swift', 'dschungelcamp', 'film', 'album',
  // pure crime
  'mord', 'murder', 'messerangriff', 'stabbing', 'festgenommen', 'arrested', 'leiche', 'body found', 'raub', 'robbery',
  'einbruch', 'burglary', 'vergewaltigung', 'rape', 'prozess', 'trial', 'mordprozess',
];
