import { policyFieldOf, storyConcepts, type PolicyField } from '../pipeline/policy-fields';
import type { Story } from '../pipeline/types';

const labels: Record<PolicyField, string> = {
  money: 'Geldpolitik',
  elections: 'Wahlen',
  trade: 'Handel',
  migration: 'Migration',
  security: 'Sicherheit',
  climate: 'Klima',
  law: 'Recht',
  government: 'Politik',
  economy: 'Wirtschaft',
  enlargement: 'Erweiterung',
  general: '',
};

const enlargement = /Beitritt|EU-Kandidat|Kandidatenstatus|accession|candidate status/;
// A person's case before the law: a fugitive ex-minister granted asylum is a matter of justice, not migration.
const legalCase =
  /(?<!\p{L})(?:Prozess|Gericht\p{L}*|Urteil\p{L}*|angeklagt|Anklage|verurteilt|freigesprochen|Freispruch|[Ff]lüchtig\p{L}*|Haftbefehl|Auslieferung|trial|court|convicted|acquitted|fugitive)(?!\p{L})/u;

/** The topic of a story in one word for the kicker („Wahlen“, „Sicherheit“); empty when it has none. */
export function topicLabel(story: Story, headline: string): string {
  if (enlargement.test(headline)) return labels.enlargement;
  if (legalCase.test(headline)) return labels.law;
  const concepts = storyConcepts(story);
  const field = policyFieldOf(concepts, story.articles.length);
  // The climate field holds energy too: a reactor or a gas pipeline is about energy first.
  if (
    field === 'climate' &&
    (concepts.get('energy') ?? 0) + (concepts.get('nuclear') ?? 0) > (concepts.get('climate') ?? 0)
  )
    return 'Energie';
  return labels[field];
}
