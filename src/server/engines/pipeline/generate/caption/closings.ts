/**
 * The closing fits the story (editorial rubric, class 8): after deaths a line of sympathy, after other violence
 * nothing; a result question only after the vote; otherwise a question on the decision the story is about,
 * chosen by its EU angle and the words of its headline. No question fits? Then none: a generic one
 * („Was sollte Europa jetzt tun?“) is worse than silence.
 */
import type { Voice } from '../../../../../shared/voice';
import type { EuAngle } from '../../eu-angle';
import { asSubject, placePhrase } from '../../europe';
import type { StoryType } from './story-type';

type Line = { du: string; sie: string };

export const sympathyLine: Line = {
  du: 'Unsere Gedanken sind bei den Opfern und ihren Angehörigen.',
  sie: 'Unsere Gedanken sind bei den Opfern und ihren Angehörigen.',
};

interface Rule {
  /**
   * Words that make the question fit (any of them): in the headline or the facts where the rule needs an EU angle
   * as well, else in the news itself (the headline and the hook). „Neuwahlen“ in a fact about a party chief's
   * alliance does not make the story about calling them.
   */
  when: RegExp;
  /** The angle the question needs, if any. */
  angle?: EuAngle['kind'][];
  lines: (place?: string) => Line[];
}

const L = '\\p{L}';
const words = (alternatives: string) => new RegExp(`(?<!${L})(?:${alternatives})(?!${L})`, 'iu');

const rules: Rule[] = [
  {
    when: words('Zins\\p{L}*|Leitzins\\p{L}*|Zinssenkung\\p{L}*|Zinswende'),
    angle: ['ecb'],
    lines: () => [
      {
        du: 'Merkst du die Zinsen schon – beim Kredit, beim Sparen oder gar nicht?',
        sie: 'Merken Sie die Zinsen schon – beim Kredit, beim Sparen oder gar nicht?',
      },
    ],
  },
  {
    when: words('Zoll|Zöll\\p{L}*|Strafzöll\\p{L}*'),
    angle: ['trade'],
    lines: () => [
      {
        du: 'Sind Strafzölle aus deiner Sicht der richtige Weg, die eigene Industrie zu schützen?',
        sie: 'Sind Strafzölle aus Ihrer Sicht der richtige Weg, die eigene Industrie zu schützen?',
      },
    ],
  },
  {
    when: /./u,
    angle: ['accession'],
    lines: (place) => [
      place
        ? {
            du: `Was sollte ${asSubject(place).nominative} aus deiner Sicht erfüllen, bevor ${asSubject(place).pronoun} der EU beitritt?`,
            sie: `Was sollte ${asSubject(place).nominative} aus Ihrer Sicht erfüllen, bevor ${asSubject(place).pronoun} der EU beitritt?`,
          }
        : {
            du: 'Was sollte ein Land aus deiner Sicht erfüllen, bevor es der EU beitritt?',
            sie: 'Was sollte ein Land aus Ihrer Sicht erfüllen, bevor es der EU beitritt?',
          },
    ],
  },
  {
    // Only where a member state does not comply with a ruling or EU law.
    when: words(
      'Zwangsgeld\\p{L}*|Vertragsverletzung\\p{L}*|verurteilt\\p{L}*|missacht\\p{L}*|nicht umgesetzt|umzusetzen',
    ),
    angle: ['court', 'law'],
    lines: () => [
      {
        du: 'Wie sollte die EU reagieren, wenn ein Mitgliedstaat ihre Urteile nicht umsetzt?',
        sie: 'Wie sollte die EU reagieren, wenn ein Mitgliedstaat ihre Urteile nicht umsetzt?',
      },
    ],
  },
  {
    when: words('Sanktion\\p{L}*'),
    angle: ['sanctions'],
    lines: () => [
      {
        du: 'Wirken Sanktionen aus deiner Sicht – oder braucht es andere Mittel?',
        sie: 'Wirken Sanktionen aus Ihrer Sicht – oder braucht es andere Mittel?',
      },
    ],
  },
  {
    when: words(
      'Asyl\\p{L}*|Migration\\p{L}*|Flüchtling\\p{L}*|Geflüchtet\\p{L}*|Abschiebung\\p{L}*|Außengrenze\\p{L}*',
    ),
    angle: ['asylum', 'council', 'commission'],
    lines: () => [
      {
        du: 'Wie sollte die EU Asyl und Migration aus deiner Sicht gemeinsam regeln?',
        sie: 'Wie sollte die EU Asyl und Migration aus Ihrer Sicht gemeinsam regeln?',
      },
    ],
  },
  {
    // The decision to call it, not a forecast of its result (that is asked only after the vote).
    when: words('Neuwahl\\p{L}*|löst\\s+\\p{L}*\\s*Parlament\\s+auf|Parlament aufgelöst'),
    lines: (place) => [
      {
        du: `Hältst du die Neuwahl${place ? ` ${placePhrase(place)}` : ''} für den richtigen Schritt?`,
        sie: `Halten Sie die Neuwahl${place ? ` ${placePhrase(place)}` : ''} für den richtigen Schritt?`,
      },
    ],
  },
  {
    // Arms for Ukraine, not a ceasefire („Waffenstillstand“, „Waffenruhe“).
    when: words('Kampfjet\\p{L}*|Waffen(?!stillstand|ruhe)\\p{L}*|Munition|Militärhilfe|Luftverteidigung|Panzer'),
    lines: () => [
      {
        du: 'Wie sollte Europa die Ukraine aus deiner Sicht unterstützen?',
        sie: 'Wie sollte Europa die Ukraine aus Ihrer Sicht unterstützen?',
      },
    ],
  },
  {
    when: words('Atomkraft\\p{L}*|Kernkraft\\p{L}*|Reaktor\\p{L}*|Atomkraftwerk\\p{L}*|Kernkraftwerk\\p{L}*'),
    lines: () => [
      {
        du: 'Atomkraft in Europa: Ausbauen oder aussteigen – was meinst du?',
        sie: 'Atomkraft in Europa: Ausbauen oder aussteigen – was meinen Sie?',
      },
    ],
  },
];

const resultQuestion: Line = { du: 'Wie blickst du auf das Ergebnis?', sie: 'Wie blicken Sie auf das Ergebnis?' };
const europeanVoteQuestion: Line = {
  du: 'Gehst du zur Europawahl – und was ist dir dabei am wichtigsten?',
  sie: 'Gehen Sie zur Europawahl – und was ist Ihnen dabei am wichtigsten?',
};

/** Calls to action of the engaged tone: only where a call fits (never after deaths or violence). */
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

export interface ClosingInput {
  type: StoryType;
  angle: EuAngle | null;
  /** The headline and the caption's facts: what the question may be about. */
  text: string;
  /** The lead's headline and the caption's hook: the news. */
  news: string;
  voice: Voice;
  weekCaptions: string[];
}

/** The closing line(s) for a story, or none. */
export function chooseClosing(input: ClosingInput): string | null {
  const { type, angle, text, news, voice, weekCaptions } = input;
  const pick = (lines: Line[]) => {
    const fresh = lines.find((l) => !weekCaptions.some((c) => c.includes(l.du) || c.includes(l.sie)));
    return fresh ? fresh[voice.address] : null;
  };
  if (type === 'deaths') return sympathyLine[voice.address];
  if (type === 'violence' || type === 'rights') return null;
  // A question on the story's own decision first; a result question only after the vote.
  const candidates: Line[] = [];
  for (const rule of rules) {
    if (rule.angle && !(angle && rule.angle.includes(angle.kind))) continue;
    if (!rule.when.test(rule.angle ? text : news)) continue;
    candidates.push(...rule.lines(angle?.place?.split('|')[0]));
  }
  if (type === 'vote-after') candidates.push(resultQuestion);
  else if (type === 'vote-before' && angle?.kind === 'eu-election') candidates.push(europeanVoteQuestion);
  const question = pick(candidates);
  const call = voice.tone === 'engagiert' ? pick(engaged) : null;
  return [question, call].filter(Boolean).join(' ') || null;
}

/** Every closing this module can write (places filled with a placeholder), to recognise them in a week's captions. */
export const allClosings: string[] = [
  sympathyLine,
  resultQuestion,
  europeanVoteQuestion,
  ...engaged,
  ...rules.flatMap((r) => r.lines('X')),
].flatMap((l) => [l.du, l.sie]);

/** Calls to share, comment or join: never under deaths or violence. */
export const callToEngage =
  /(?<!\p{L})(?:Teile|Teilt|Teilen Sie|teile den Beitrag|Schreib\p{L}*|Kommentar\p{L}*|Mach mit|Machen Sie mit|Diskutier\p{L}*|Folge\p{L}*|Like\p{L}*|Erzähl\p{L}*|Wie sicher fühl\p{L}*)(?!\p{L})/iu;
