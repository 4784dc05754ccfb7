/**
 * „Why it matters“ from the topic's EU angle: a general, true statement about how the EU actor or mechanism the
 * sources name works, filled with the story's member state, candidate or territory. No angle, no line — and no
 * line either where the sources name the actor but not what it does in this story: a country's membership, or
 * the Commission without a proposal, a decision on state aid or an agreement, is stock text an editor strikes.
 */
import type { EuAngle, EuAngleKind } from '../../eu-angle';

/** What the Commission does in the sentence that names it; each has its own, true mechanism. */
const commissionActs: { pattern: RegExp; reasons: string[] }[] = [
  {
    pattern: /Staatshilfe|Beihilfe|Subvention|state aid|subsid/iu,
    reasons: [
      'Staatshilfen für Unternehmen muss in der EU die Kommission genehmigen – damit der Wettbewerb im Binnenmarkt fair bleibt.',
    ],
  },
  // Before the agreement: „Vertragsverletzung“ holds „Vertrag“.
  {
    pattern: /Vertragsverletzung|verklagt|Klage|Strafe|Bußgeld|infringement|(?<!\p{L})fine[ds]?(?!\p{L})/iu,
    reasons: [
      'Die EU-Kommission wacht darüber, dass alle Mitgliedstaaten und Unternehmen das gemeinsame Recht einhalten.',
    ],
  },
  {
    pattern: /Abkommen|Vertrag|Verträge|Deal|agreement|treaty/iu,
    reasons: [
      'Abkommen mit Ländern außerhalb der EU verhandelt die Kommission für alle Mitgliedstaaten; gelten können sie erst, wenn die EU-Staaten zustimmen.',
    ],
  },
  {
    pattern: /schlägt\p{L}* .*vor|vorschlag|Vorschlag|Gesetzentwurf|Entwurf|propos/iu,
    reasons: [
      'Die EU-Kommission schlägt die Gesetze der EU vor; beschlossen werden sie von den Mitgliedstaaten und dem Europäischen Parlament.',
      'Was die EU-Kommission vorschlägt, kann für alle Mitgliedstaaten zum Gesetz werden.',
    ],
  },
];

/** A government named with the EU in the lead: it acts in the EU (a veto, a summit, Brussels), not only at home. */
const inTheEu =
  /(?<!\p{L})(?:EU|Brüssel|Brussels|EU-\p{L}+|Europäische[nr]? (?:Union|Rat)|European (?:Union|Council))(?!\p{L})/u;

type Reasons = (
  place: string | undefined,
  angle: EuAngle,
  lead: EuAngle['evidence']['article'] | undefined,
) => string[];

const reasons: Record<EuAngleKind, Reasons> = {
  accession: () => [
    'Über die Aufnahme neuer Mitglieder entscheiden am Ende alle EU-Staaten gemeinsam, und zwar einstimmig.',
    'Ein Beitritt zur EU braucht die Zustimmung aller Mitgliedstaaten und des Europäischen Parlaments.',
  ],
  court: (place) => [
    `Der Europäische Gerichtshof wacht darüber, dass alle Mitgliedstaaten das gemeinsame Recht einhalten${place ? ` – auch ${place}` : ''}.`,
    'Urteile des Europäischen Gerichtshofs gelten für alle Mitgliedstaaten gleichermaßen.',
  ],
  ecb: () => [
    'Die EZB entscheidet über die Leitzinsen für alle Länder mit dem Euro – das wirkt auf Kredite und Ersparnisse auch bei uns.',
    'Die Geldpolitik der EZB gilt im ganzen Euroraum: Ihre Entscheidungen spüren Sparerinnen und Kreditnehmer in allen Euro-Ländern.',
  ],
  trade: () => [
    'Zölle legt die EU für alle Mitgliedstaaten gemeinsam fest: Handelspolitik ist Sache der EU, nicht der einzelnen Länder.',
    'Über Handel und Zölle verhandelt die EU für alle Mitgliedstaaten gemeinsam.',
  ],
  sanctions: () => [
    'Sanktionen beschließen die EU-Staaten einstimmig – jede Regierung muss zustimmen.',
    'EU-Sanktionen gelten in allen Mitgliedstaaten; beschlossen werden sie einstimmig.',
  ],
  asylum: () => [
    'Asyl und den Schutz der Außengrenzen regelt die EU mit gemeinsamen Regeln für alle Mitgliedstaaten.',
    'Beim Asyl hängen die EU-Staaten voneinander ab: Die Regeln dafür beschließen sie gemeinsam.',
  ],
  // The election itself is the lead's news; a party's crisis after it („nach der Wahlschlappe“) is national news.
  'eu-election': (_place, angle, lead) =>
    angle.evidence.article !== lead
      ? []
      : [
          'Bei der Europawahl bestimmen die Bürgerinnen und Bürger der EU, wer im Europäischen Parlament über die Gesetze der Union mitentscheidet.',
          'Das neu gewählte Europäische Parlament entscheidet fünf Jahre lang über die Gesetze der EU mit.',
        ],
  parliament: () => [
    'Das Europäische Parlament beschließt die Gesetze der EU mit und wählt die Spitze der EU-Kommission.',
    'Ohne das Europäische Parlament kommt kein EU-Gesetz zustande.',
  ],
  commission: (_place, angle) => commissionActs.find((act) => act.pattern.test(angle.evidence.sentence))?.reasons ?? [],
  council: () => [
    'Im Rat und im Europäischen Rat entscheiden die Regierungen der EU-Staaten gemeinsam über den Kurs der Union.',
    'Die Regierungen der Mitgliedstaaten entscheiden in der EU gemeinsam – oft muss jede einzelne zustimmen.',
  ],
  euro: () => [
    'Die Länder der Eurozone teilen eine Währung und eine gemeinsame Geldpolitik.',
    'Im Euroraum hängen die Mitgliedstaaten über die gemeinsame Währung eng zusammen.',
  ],
  schengen: () => [
    'Im Schengen-Raum gibt es eigentlich keine Kontrollen an den Grenzen zwischen den Mitgliedstaaten.',
    'Offene Grenzen im Schengen-Raum gehören zu den greifbarsten Errungenschaften der EU.',
  ],
  law: () => [
    'EU-Recht gilt in allen Mitgliedstaaten gleichermaßen.',
    'Was die EU als Gesetz beschließt, gilt in allen Mitgliedstaaten.',
  ],
  territory: (place) => {
    const [territory, ofState] = (place ?? '|').split('|');
    const name = territory.replace(/^die /, 'Die ');
    return [
      `${name} ${territory.startsWith('die ') ? 'gehören' : 'gehört'} als Teil ${ofState} zur Europäischen Union – weit weg vom Kontinent, aber EU-Gebiet.`,
    ];
  },
  'member-government': (place, angle) => {
    const { title, description } = angle.evidence.article;
    if (!inTheEu.test(`${title} ${description}`)) return [];
    if (place === 'Deutschland')
      return [
        'Wer in Deutschland regiert, entscheidet im Rat der EU über die Gesetze mit, die in der ganzen Union gelten.',
      ];
    const state = memberState(place ?? '');
    return [
      `${state.subject} ${state.plural ? 'sind' : 'ist'} Mitglied der EU – wer dort regiert, entscheidet im Rat der EU über die Gesetze mit, die auch bei uns gelten.`,
      `Die Regierung ${state.in} sitzt im Rat der EU mit am Tisch, wenn über unsere gemeinsamen Gesetze entschieden wird.`,
    ];
  },
};

/** Member states whose German name takes an article: „Die Slowakei ist …“, „in den Niederlanden“. */
const withArticle: Record<string, { subject: string; in: string; plural?: boolean }> = {
  Slowakei: { subject: 'Die Slowakei', in: 'in der Slowakei' },
  Niederlande: { subject: 'Die Niederlande', in: 'in den Niederlanden', plural: true },
  'Tschechische Republik': { subject: 'Die Tschechische Republik', in: 'in der Tschechischen Republik' },
};

function memberState(place: string): { subject: string; in: string; plural?: boolean } {
  return withArticle[place] ?? { subject: place, in: `in ${place}` };
}

/**
 * A model's why line as ours: it explains the EU's part in general words, which no outlet wrote, so an outlet
 * in parentheses at its end („… mitentscheidet (SPIEGEL).“) would credit a report with our sentence.
 */
export function asOurWhy(text: string): string {
  return text.replace(/\s*\((?!Stand:)[^()]{2,40}\)(?=[.!?]?\s*$)/u, '');
}

const leadIns = ['Warum das für Europa zählt:', 'Der europäische Blick:', 'Was das mit der EU zu tun hat:'];

/** Every sentence this module can write (with a placeholder place), so checks can tell ours from a model's. */
export const whyLeadIns = leadIns;

/**
 * The why line for an angle, not repeating a lead-in or reason another caption of the week already uses; null
 * where the sources show no mechanism to name.
 */
export function whySentence(
  angle: EuAngle,
  weekCaptions: string[],
  lead: EuAngle['evidence']['article'] = angle.evidence.article,
): string | null {
  const variants = reasons[angle.kind](angle.place, angle, lead).flatMap((reason) =>
    leadIns.map((lead) => `${lead} ${reason}`),
  );
  if (variants.length === 0) return null;
  const used = (v: string) => weekCaptions.some((c) => c.includes(v.slice(v.indexOf(':') + 2)) || c.includes(v));
  const leadUsed = (v: string) => weekCaptions.some((c) => c.includes(v.slice(0, v.indexOf(':') + 1)));
  return variants.find((v) => !used(v) && !leadUsed(v)) ?? variants.find((v) => !used(v)) ?? variants[0];
}

/** Every reason this module can write (places as the gazetteer names them), for the fact check's vocabulary. */
const anyAngle = { evidence: { article: { id: 'any', title: 'EU', description: '' } } } as EuAngle;
export const allWhySentences: string[] = [
  ...leadIns,
  ...Object.entries(reasons).flatMap(([kind, r]) =>
    kind === 'commission'
      ? commissionActs.flatMap((act) => act.reasons)
      : r('Deutschland|Frankreichs', anyAngle, anyAngle.evidence.article),
  ),
];
