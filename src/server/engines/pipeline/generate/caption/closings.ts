import type { Voice } from '../../../../../shared/voice';
import type { PolicyField } from '../../policy-fields';

type Line = { du: string; sie: string };

/** Questions that fit a field: they ask for the reader's view, never suggest an answer. */
const byField: Record<PolicyField, Line[]> = {
  money: [
    { du: 'Merkst du die Zinsen bei Kredit oder Sparbuch?', sie: 'Merken Sie die Zinsen bei Kredit oder Sparbuch?' },
    {
      du: 'Was bedeuten steigende oder sinkende Preise für dich?',
      sie: 'Was bedeuten steigende oder sinkende Preise für Sie?',
    },
  ],
  elections: [
    { du: 'Wie blickst du auf das Ergebnis?', sie: 'Wie blicken Sie auf das Ergebnis?' },
    { du: 'Was erwartest du jetzt von den Gewählten?', sie: 'Was erwarten Sie jetzt von den Gewählten?' },
  ],
  trade: [
    { du: 'Sind Zölle für dich der richtige Weg?', sie: 'Sind Zölle für Sie der richtige Weg?' },
    { du: 'Wie sollte die EU ihren Handel schützen?', sie: 'Wie sollte die EU ihren Handel schützen?' },
  ],
  migration: [
    {
      du: 'Wie sollte Europa Asyl und Migration gemeinsam regeln?',
      sie: 'Wie sollte Europa Asyl und Migration gemeinsam regeln?',
    },
    {
      du: 'Was wünschst du dir von einer gemeinsamen Asylpolitik?',
      sie: 'Was wünschen Sie sich von einer gemeinsamen Asylpolitik?',
    },
  ],
  security: [
    { du: 'Was sollte Europa jetzt tun?', sie: 'Was sollte Europa jetzt tun, was meinen Sie?' },
    { du: 'Wie sicher fühlst du dich in Europa?', sie: 'Wie sicher fühlen Sie sich in Europa?' },
  ],
  climate: [
    { du: 'Was ist dir beim Klimaschutz am wichtigsten?', sie: 'Was ist Ihnen beim Klimaschutz am wichtigsten?' },
    {
      du: 'Wie sollte Europa Energie sichern und das Klima schützen?',
      sie: 'Wie sollte Europa Energie sichern und das Klima schützen?',
    },
  ],
  law: [
    {
      du: 'Wie sollte die EU reagieren, wenn Regeln gebrochen werden?',
      sie: 'Wie sollte die EU reagieren, wenn Regeln gebrochen werden?',
    },
    { du: 'Wie wichtig ist dir ein starker Rechtsstaat?', sie: 'Wie wichtig ist Ihnen ein starker Rechtsstaat?' },
  ],
  government: [
    {
      du: 'Was bedeutet das für die Zusammenarbeit in Europa, was meinst du?',
      sie: 'Was bedeutet das für die Zusammenarbeit in Europa, was meinen Sie?',
    },
    {
      du: 'Welche Erwartungen hast du an die neue Regierung?',
      sie: 'Welche Erwartungen haben Sie an die neue Regierung?',
    },
  ],
  economy: [
    { du: 'Spürst du das in deinem Alltag oder Beruf?', sie: 'Spüren Sie das in Ihrem Alltag oder Beruf?' },
    { du: 'Was sollte Europa für gute Arbeitsplätze tun?', sie: 'Was sollte Europa für gute Arbeitsplätze tun?' },
  ],
  enlargement: [
    { du: 'Wie groß sollte die EU werden?', sie: 'Wie groß sollte die EU Ihrer Meinung nach werden?' },
    {
      du: 'Was sollte ein Land erfüllen, bevor es der EU beitritt?',
      sie: 'Was sollte ein Land erfüllen, bevor es der EU beitritt?',
    },
  ],
  general: [],
};

const general: Line[] = [
  {
    du: 'Was denkst du darüber? Schreib es uns in die Kommentare.',
    sie: 'Was denken Sie darüber? Schreiben Sie es uns in die Kommentare.',
  },
  { du: 'Welche Fragen hast du dazu?', sie: 'Welche Fragen haben Sie dazu?' },
  { du: 'Wie siehst du das?', sie: 'Wie sehen Sie das?' },
  { du: 'Betrifft dich das? Erzähl es uns.', sie: 'Betrifft Sie das? Erzählen Sie es uns.' },
  { du: 'Was sollte die EU aus deiner Sicht tun?', sie: 'Was sollte die EU aus Ihrer Sicht tun?' },
  {
    du: 'Kennst du jemanden, den das interessiert? Teile den Beitrag.',
    sie: 'Kennen Sie jemanden, den das interessiert? Teilen Sie den Beitrag.',
  },
  { du: 'Wie würdest du entscheiden?', sie: 'Wie würden Sie entscheiden?' },
];

/** Calls to action for the engaged tone: they invite to take part, not only to comment. */
const engaged: Line[] = [
  {
    du: 'Mach mit: Europa lebt davon, dass wir uns einmischen.',
    sie: 'Machen Sie mit: Europa lebt davon, dass wir uns einmischen.',
  },
  {
    du: 'Diskutier mit uns – bei unserem nächsten Treffen oder hier in den Kommentaren.',
    sie: 'Diskutieren Sie mit uns – bei unserem nächsten Treffen oder hier in den Kommentaren.',
  },
];

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** A closing that fits the field and the voice and that no other caption of the week uses. */
export function chooseClosing(field: PolicyField, voice: Voice, weekCaptions: string[], seed: string): string {
  const rotate = (xs: Line[]) => xs.map((_, i) => xs[(i + hash(seed)) % xs.length]);
  const candidates = [
    ...(voice.tone === 'engagiert' ? rotate(engaged) : []),
    ...rotate(byField[field]),
    ...rotate(general),
  ];
  const used = (line: string) => weekCaptions.some((caption) => caption.includes(line));
  const fresh = candidates.find((c) => !used(c.du) && !used(c.sie)) ?? candidates[0];
  return fresh[voice.address];
}

/** Every closing this generator can write, to recognise them in existing captions of the week. */
export const allClosings: string[] = [...Object.values(byField).flat(), ...general, ...engaged].flatMap((l) => [
  l.du,
  l.sie,
]);
