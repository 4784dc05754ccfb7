/**
 * Relative time words go stale: a post goes out days after the report it quotes. „an diesem Donnerstag“ in a
 * report of Thursday 6 June becomes „am Donnerstag, 6. Juni“, „gestern Abend“ in a report of Saturday becomes
 * „am Freitagabend, 7. Juni“, „derzeit“ becomes „(Stand: 7. Juni)“. What cannot be turned into a date safely
 * stays and is reported as `stale`, so the sentence is dropped (extractive) or flagged (LLM, edited text).
 */
import { addDays, berlinDate } from '../../../../../shared/dates';
import { germanCounts } from './number-words';

export const weekdays = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
export const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** „6. Juni“, with the year when it is not the reference year. */
export function dayMonth(date: string, referenceYear?: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)}. ${months[Number(m) - 1]}${referenceYear && referenceYear !== y ? ` ${y}` : ''}`;
}

/** „Donnerstag, 6. Juni“ (with a part of the day: „Donnerstagabend, 6. Juni“). */
export function dayName(date: string, part = '', referenceYear?: string): string {
  return `${weekdays[weekdayOf(date)]}${part.toLowerCase()}, ${dayMonth(date, referenceYear)}`;
}

const weekdayPattern = weekdays.join('|');
const dayParts = 'abend|morgen|nachmittag|vormittag|mittag|nacht';
// German reports tell coming events in the present tense („Am Sonntag wählen die Franzosen“): a sentence that is
// not in a past tense looks ahead.
const strongPreterite =
  'gab|gaben|kam|kamen|ging|gingen|griff|griffen|fiel|fielen|traf|trafen|starb|starben|sprach|sprachen|stand|standen|lag|lagen|fand|fanden|hielt|hielten|ließ|ließen|rief|riefen|schlug|schlugen|schoss|schossen|stieß|stießen|verlor|verloren|gewann|gewannen|brach|brachen|sank|sanken|stieg|stiegen|flog|flogen|zog|zogen|schrieb|schrieben|trat|traten|wies|wiesen|bat|baten|warf|warfen|nahm|nahmen|sah|sahen|blieb|blieben|erschien|entschied|verließ|beschloss|betrat|erlitt|erlitten|geriet|gerieten|floh|flohen|stahl|stahlen';
// A past participle's prefixes („abgesagt“, „festgesetzt“; „beschlossen“, „verhaftet“).
const separable = '(?:ab|an|auf|aus|bei|ein|mit|nach|vor|zu|zurück|fest|los|weg|durch|um)';
const inseparable = '(?:be|ver|er|ent|zer|über|unter|miss)';
const pastTense = new RegExp(
  [
    `(?<!\\p{L})(?:hatte|hatten|war|waren|wurde|wurden|${strongPreterite})(?!\\p{L})`,
    // perfect: „hat … beschlossen“, „ist … abgesagt worden“
    `(?<!\\p{L})(?:hat|haben|ist|sind)(?!\\p{L})[^.!?,;–]*(?<!\\p{L})(?:${separable}?ge\\p{L}{3,}|${inseparable}\\p{L}{3,}(?:t|en)|\\p{L}{3,}iert)(?!\\p{L})`,
    // weak preterite after a subject („Die Polizei stoppte“, „er sagte“), not an adjective after an article
    `(?<=\\p{Lu}\\p{L}*\\s|(?:er|sie|es|man)\\s)\\p{Ll}{3,}(?:te|ten)(?!\\p{L})`,
    // …or in second place after an opening adverb („Doch nun setzte es …“)
    `^(?:(?:Doch|Und|Aber)\\s+)?(?:[Nn]un|[Jj]etzt|[Dd]ann)\\s+\\p{Ll}{3,}(?:te|ten)(?!\\p{L})`,
  ].join('|'),
  'u',
);

// „Nun wird ein Mann festgesetzt“: a passive in the present tells what happened on the report's day.
// Not „wird … verlieren“: with an inseparable prefix only the -t participle, never an infinitive.
const presentPassive = new RegExp(
  `(?<!\\p{L})(?:wird|werden)(?!\\p{L})[^.!?]*(?<!\\p{L})(?:${separable}?ge\\p{L}{3,}|${inseparable}\\p{L}{3,}t|\\p{L}{3,}iert)(?!\\p{L})`,
  'u',
);

const L = '\\p{L}';

export interface TimeWords {
  text: string;
  /** A relative time word is left that could not be turned into a date. */
  stale: string[];
  /**
   * The day from which the sentence is overtaken, when it names a day after the report's own („In Apulien beraten
   * ab Donnerstag, 13. Juni, die G7-Staaten“ of 12 June, „Neuwahlen für den 30. Juni angekündigt“: a plan or an
   * announcement, whatever the tense) or starts something on the report's day („ab diesem Donnerstag“ of that
   * Thursday): that day, or the day after a start.
   */
  announces?: string;
}

const datePattern = new RegExp(`(?<!\\d)(\\d{1,2})\\.\\s*(${months.join('|')})(?:\\s+(\\d{4}))?`, 'g');

/** See `TimeWords.announces`. */
function announcedDay(text: string, day: string): string | undefined {
  const overtakenFrom = [...text.matchAll(datePattern)].flatMap((m) => {
    const month = String(months.indexOf(m[2]!) + 1).padStart(2, '0');
    const date = `${m[3] ?? day.slice(0, 4)}-${month}-${m[1]!.padStart(2, '0')}`;
    if (date > day) return [date];
    const start = /(?<!\p{L})ab\s+(?:\p{L}+,\s*)?$/u.test(text.slice(Math.max(0, m.index - 20), m.index));
    return date === day && start ? [addDays(day, 1)] : [];
  });
  return overtakenFrom.sort().at(-1);
}

/** „drei“, „einer“, „3“: how many days or weeks a span counts. */
const spanCounts: Record<string, number> = { ein: 1, eine: 1, einem: 1, einen: 1, einer: 1, ...germanCounts };
const spanCount = `(?:\\d{1,2}|${Object.keys(spanCounts).join('|')})`;
const countOf = (word: string) => spanCounts[word.toLowerCase()] ?? Number(word);
const spanAroundEvent = new RegExp(
  `(?<!${L})(?:(?:knapp|gut|rund|etwa|fast|nur|noch)\\s+)?${spanCount}\\s+(?:Tag(?:e|en)?|Wochen?|Monat(?:e|en)?)\\s+(vor|nach)(?=\\s+(?:der|dem|den|des|einer|einem|seiner|seinem|ihrer|ihrem)\\s)`,
  'giu',
);
const daysFromReport = new RegExp(`(?<!${L})(vor|seit|in)\\s+(${spanCount})\\s+Tag(?:en)?(?!${L})`, 'giu');

/** Words that date a sentence to the day it was written and that this module cannot resolve. */
const unresolved = new RegExp(
  `(?<!${L})(?:(?:vor|seit)\\s+(?:${spanCount}|einigen|wenigen|mehreren)\\s+(?:Wochen?|Monat(?:e|en)?)|in\\s+${spanCount}\\s+(?:Wochen?|Monat(?:e|en)?)|(?:vor|seit|in)\\s+(?:einigen|wenigen|mehreren)\\s+Tagen|heutig\\p{L}*|gestrig\\p{L}*|jüngst|morgig\\p{L}*|diesjährig\\p{L}*|soeben|neulich|kürzlich|vorhin|demnächst|in Kürze|in den kommenden Tagen|in den nächsten Tagen|in den vergangenen Tagen|in den letzten Tagen|am Vortag|tags zuvor|am Abend(?! des)|in der Nacht(?! zu)|heute|gestern|vorgestern|übermorgen|jetzt|nun|morgen)(?!${L})`,
  'iu',
);

/**
 * Replaces relative time words by absolute dates, read from the day the report was published (Europe/Berlin).
 * `referenceDate` (the topic's day) decides whether a year is written.
 */
export function absoluteDates(sentence: string, publishedAt: string, referenceDate?: string): TimeWords {
  const day = berlinDate(new Date(publishedAt));
  const year = (referenceDate ?? day).slice(0, 4);
  const past = pastTense.test(sentence);
  const ahead = !past;
  let text = sentence;

  // A date phrase inside a sentence needs its closing comma („am Donnerstag, 6. Juni, ging …“).
  const closeComma = (rest: string) => (/^\s*[\p{L}\d„"»(]/u.test(rest) ? ',' : '');
  const capital = (s: string, atStart: boolean) => (atStart ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const replace = (pattern: RegExp, build: (m: RegExpExecArray) => string | null) => {
    let out = '';
    let last = 0;
    for (const m of text.matchAll(pattern)) {
      const built = build(m as RegExpExecArray);
      if (built === null) continue;
      const start = m.index!;
      const rest = text.slice(start + m[0].length);
      // Only an apposition („am Donnerstag, 6. Juni, ging …“) needs a closing comma; „bis zum 8. Juni“ does not.
      out += text.slice(last, start) + capital(built, start === 0) + (built.includes(',') ? closeComma(rest) : '');
      last = start + m[0].length;
    }
    text = out + text.slice(last);
  };
  const weekdayDate = (name: string, mode: 'this' | 'next' | 'previous' | 'nearest') => {
    const target = weekdays.indexOf(name.charAt(0).toUpperCase() + name.slice(1).toLowerCase());
    const current = weekdayOf(day);
    if (mode === 'this') return addDays(day, target - current);
    if (mode === 'next') return addDays(day, ((target - current + 6) % 7) + 1);
    if (mode === 'previous') return addDays(day, -(((current - target + 6) % 7) + 1));
    if (target === current) return day;
    return ahead ? addDays(day, (target - current + 7) % 7) : addDays(day, -((current - target + 7) % 7));
  };

  // „an diesem Donnerstag“, „am kommenden Montag“, „am Sonntagabend“, „seit Montag“, „ab diesem Donnerstag“.
  replace(
    new RegExp(
      `(?<!${L})((?:seit|bis|ab|vom|zum|für)\\s+(?:dem\\s+)?(?:diese[mn]|kommende[mn]?|nächste[mn]?|vergangene[mn]?|letzte[mn]?)|an diesem|diesen|am heutigen|am kommenden|kommenden|am nächsten|nächsten|am vergangenen|vergangenen|am letzten|letzten|am|seit|bis|ab|vom|zum|in der Nacht zu(?:m)?)\\s+(${weekdayPattern})(${dayParts})?(?!${L})(?!,\\s*\\d{1,2}\\.)`,
      'giu',
    ),
    (m) => {
      const lead = m[1].toLowerCase();
      const mode: 'this' | 'next' | 'previous' | 'nearest' = /diese|heutig/.test(lead)
        ? 'this'
        : /kommend|nächst|^bis$|^ab$/.test(lead)
          ? 'next'
          : /vergangen|letzt|^seit$/.test(lead)
            ? 'previous'
            : 'nearest';
      const date = weekdayDate(m[2], mode);
      const first = lead.split(/\s+/)[0];
      const preposition = /^(seit|bis|ab|vom|zum|für)$/.test(first)
        ? `${first} `
        : lead.startsWith('in der nacht')
          ? 'in der Nacht zum '
          : 'am ';
      return `${preposition}${dayName(date, m[3] ?? '', year)}`;
    },
  );

  // „heute“, „gestern Abend“, „bis heute“, „noch heute“.
  const offsets: Record<string, number> = { vorgestern: -2, gestern: -1, heute: 0, morgen: 1, übermorgen: 2 };
  replace(
    new RegExp(
      `(?<!${L})(bis |noch |seit )?(vorgestern|gestern|heute|übermorgen|morgen)(?:\\s+(Abend|Morgen|früh|Nachmittag|Vormittag|Mittag|Nacht))?(?!${L})`,
      'giu',
    ),
    (m) => {
      const word = m[2].toLowerCase();
      // Sentence-initial „Morgen“ is the noun (the morning) as often as the adverb.
      if (m[2] === 'Morgen' || (word === 'morgen' && /\b(?:am|den|jeden|guten)\s+$/i.test(text.slice(0, m.index))))
        return null;
      const date = addDays(day, offsets[word]);
      const part = m[3] && m[3] !== 'früh' ? m[3] : '';
      if (m[1]?.trim().toLowerCase() === 'bis') return `bis zum ${dayMonth(date, year)}`;
      if (m[1]?.trim().toLowerCase() === 'seit') return `seit ${dayName(date, part, year)}`;
      return `${m[1]?.trim().toLowerCase() === 'noch' ? 'noch ' : ''}am ${dayName(date, part, year)}`;
    },
  );

  // „drei Wochen vor der Parlamentswahl“ counted from the report's day; „vor der Parlamentswahl“ stays true.
  replace(spanAroundEvent, (m) => m[1].toLowerCase());
  // „vor drei Tagen“, „seit zwei Tagen“, „in fünf Tagen“: days counted from the report's day.
  replace(daysFromReport, (m) => {
    const n = countOf(m[2]);
    const preposition = m[1].toLowerCase();
    if (preposition === 'seit') return `seit dem ${dayMonth(addDays(day, -n), year)}`;
    return `am ${dayName(addDays(day, preposition === 'vor' ? -n : n), '', year)}`;
  });

  // „diese Woche“, „nächste Woche“, „am Wochenende“.
  const monday = addDays(day, -weekdayOf(day));
  replace(
    /(?<!\p{L})(in dieser|diese|in der kommenden|kommende|in der nächsten|nächste|in der vergangenen|vergangene|in der letzten|letzte)\s+Woche(?!\p{L})/giu,
    (m) => {
      const w = m[1].toLowerCase();
      const start = /kommend|nächst/.test(w)
        ? addDays(monday, 7)
        : /vergangen|letzt/.test(w)
          ? addDays(monday, -7)
          : monday;
      return `in der Woche ab ${dayName(start, '', year)}`;
    },
  );
  replace(/(?<!\p{L})am (?:kommenden |vergangenen )?Wochenende(?!\p{L})(?!,\s*\d)/giu, (m) => {
    const saturday = /vergangen/i.test(m[0])
      ? addDays(monday, -2)
      : /kommend/i.test(m[0]) || ahead
        ? addDays(monday, weekdayOf(day) === 6 ? 12 : 5)
        : addDays(monday, 5) > day
          ? addDays(monday, -2)
          : addDays(monday, 5);
    return `am Wochenende, ${dayMonth(saturday, year).replace(/\s.*$/, '')} und ${dayMonth(addDays(saturday, 1), year)}`;
  });

  // „Nun hat die Partei … suspendiert“, „Nun wird ein Mann festgesetzt“: an opening „Nun“ of a sentence in the
  // past or the present passive keeps the word order with the date in its place. „Ein Einsatz war nun wohl
  // erfolgreich“ happened before the report, on a day it does not say (the state is dated below); „Nun folgt ein
  // Dekret“ stays unresolved.
  replace(/(?<!\p{L})(nun|jetzt)(?!\p{L})/giu, (m) =>
    (past || presentPassive.test(sentence)) &&
    (m.index === 0 || /^(?:Doch|Und|Aber|Denn)\s+$/.test(m.input.slice(0, m.index)))
      ? `am ${dayName(day, '', year)}`
      : null,
  );

  // A state word that opens a clause („Bislang war Ryanair …“, „…: Derzeit liegt …“) holds the verb in second
  // place: removing it would leave a question's word order, so „zuvor“ (for what happened before the news:
  // „Jüngst boxte die Regierung … durch“) or the date takes its place.
  replace(
    /(?<=^|[:–]\s)(bislang|bisher|jüngst|kürzlich|neulich|inzwischen|mittlerweile|derzeit|zurzeit|momentan|aktuell)(?!\p{L})(?=\s+\p{L})/giu,
    (m) =>
      capital(
        /^(bislang|bisher|jüngst|kürzlich|neulich)$/i.test(m[1])
          ? 'zuvor'
          : /^(inzwischen|mittlerweile)$/i.test(m[1])
            ? `bis zum ${dayMonth(day, year)}`
            : `am ${dayName(day, '', year)}`,
        m.input.charAt(m.index - 2) === ':',
      ),
  );

  // „derzeit“, „bislang“, a state's „jetzt“ inside a clause: the state on the report's day.
  let stand = false;
  text = text.replace(
    /(?<!\p{L}|wie |als )\s*(derzeit|zurzeit|momentan|aktuell|inzwischen|mittlerweile|bislang|bisher|nun|jetzt)(?!\p{L})/giu,
    (all, word: string, offset: number) => {
      // An opening „Nun folgt …“ left over above: removing it breaks the sentence; it stays, and is stale.
      if (/^(nun|jetzt)$/i.test(word) && /^(?:(?:Doch|Und|Aber|Denn)\s*)?$/.test(text.slice(0, offset).trim()))
        return all;
      // So does one that opens a quoted or reported clause („… und sagt: Jetzt brauche sie Ruhe“): without it the
      // clause would start with its verb.
      if (/^(nun|jetzt)$/i.test(word) && /[:–]$/.test(text.slice(0, offset).trim())) return all;
      stand = true;
      return offset === 0 ? '' : ' ';
    },
  );
  if (stand) {
    text = text.replace(/\s{2,}/g, ' ').replace(/^\s*(\p{L})/u, (s) => s.toUpperCase());
    text = text.replace(/([.!?]?)$/, (end) => ` (Stand: ${dayMonth(day, year)})${end || '.'}`);
  }

  const announces = announcedDay(text, day);
  return {
    text: text.replace(/\s+([,.])/g, '$1'),
    stale: staleTimeWords(text),
    ...(announces ? { announces } : {}),
  };
}

/** Relative time words a text still contains (for checks of texts nobody converted, e.g. an edited caption). */
export function staleTimeWords(text: string): string[] {
  return text.match(new RegExp(unresolved.source, 'giu')) ?? [];
}
