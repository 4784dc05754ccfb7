/**
 * Alarmism: war, catastrophe and panic words the sources do not carry, and any of them or a dramatising
 * superlative in the hook, where the organisation chooses what the reader sees first.
 */
import { pipelineMessages as m } from '../messages';
import { words } from './pattern';
import { type Finding, type JudgedSentence, isHeadline } from './types';

const alarm = (span: string, rule: string): Finding => ({ flag: 'alarmismus', span, rule });

type Family = 'war' | 'catastrophe';

// German words that escalate, each with its family. Names and terms of real events stay out: „Zweiter
// Weltkrieg“, „Kalter Krieg“, „Katastrophenschutz“, „Naturkatastrophe“, „Jahrhunderthochwasser“.
const escalating: { family: Family; pattern: RegExp }[] = [
  {
    family: 'war',
    pattern: words(
      String.raw`(?<!\b(?:Erste[nr]?|Zweite[nr]?|1\.|2\.)\s+)\b(?:Weltkrieg\p{L}*|Atomkrieg\p{L}*|Nuklearkrieg\p{L}*|Kriegsgefahr|Flächenbrand\p{L}*|Pulverfass\p{L}*)\b`,
      'g',
    ),
  },
  {
    family: 'catastrophe',
    pattern: words(
      String.raw`\b(?:(?!Natur|Umwelt|Hochwasser|Flut|Kriegs)\p{L}*[Kk]atastrophe(?!n(?:schutz|fall|vorsorge|alarm|hilfe|gebiet))n?|katastrophal\p{L}*|Desaster\p{L}*|desaströs\p{L}*|\p{L}*[Dd]ebakel\p{L}*|Fiasko|Apokalypse|apokalyptisch\p{L}*|Inferno|Hölle|Horror\p{L}*|Albtraum\p{L}*|Untergang|\p{L}*[Kk]ollaps|Zusammenbruch\p{L}*|Zeitbombe|Abgrund|Crash|Chaos|chaotisch\p{L}*|dramatisch\p{L}*|Panik\p{L}*|panisch\p{L}*|Hysterie|Blutbad|Gemetzel)\b`,
      'g',
    ),
  },
];

// What a source may carry, in German or English, per family: „Chaos“ in the source carries „dramatisch“.
const carriers: Record<Family, RegExp> = {
  war: words(
    String.raw`\b(?:\p{L}*krieg\p{L}*|\p{L}*eskal\p{L}*|world war|nuclear war|brink of war|powder ?keg|all-out war|escalat\p{L}*)\b`,
    'i',
  ),
  catastrophe:
    /katastroph|desast|debakel|fiasko|apokalyp|inferno|hölle|horror|albtraum|untergang|kollaps|zusammenbr|zeitbombe|abgrund|crash|chao|dramati|panik|panisch|hysterie|blutbad|gemetzel|massaker|catastroph|disast|debacle|fiasco|apocalyp|\bhell\b|nightmare|collaps|meltdown|bloodbath|carnage|massacre|drama|turmoil|panic|hysteria|abyss|time bomb/iu,
};

// Superlatives that dramatise present harm: „schlimmste“, „größte Katastrophe“, „beispiellos“, „so groß wie lange nicht“.
const superlative = words(
  String.raw`\b(?:schlimmste\p{L}*|gefährlichste\p{L}*|tödlichste\p{L}*|brutalste\p{L}*|verheerendste\p{L}*|dramatischste\p{L}*|blutigste\p{L}*|größte[nrs]?\s+(?:\p{L}+\s+)?(?:Katastrophe|Krise|Gefahr|Bedrohung|Demütigung\p{L}*|Skandal|Desaster)|beispiellos\p{L}*|nie\s+dagewesen\p{L}*|so\s+\p{L}+\s+wie\s+(?:lange|noch)\s+(?:nie|nicht))\b`,
  'gi',
);
const harm =
  /angriff|anschlag|attentat|krise|gefahr|bedroh|terror|gewalt|krieg|katastroph|zerstör|tote|opfer|verletz|demütigung|befürchtung|verlust/iu;

// A sentence that reports a disaster with victims may call it one („nach dem Zyklon ist die Lage katastrophal“).
const disaster = words(
  String.raw`\b(?:Tote[nr]?|getötet|Todesopfer|Verletzte[nr]?|verletzt|Zyklon|Hurrikan|Taifun|Tornado|Unwetter|Sturm|Lawine|Erdbeben|Hochwasser|Überschwemmung\p{L}*|Flut|Waldbrand|Explosion|Anschlag|Attentat|Amokfahrt|Absturz)\b`,
);

/** The alarmism findings of one sentence. */
export function alarmFindings(s: JudgedSentence): Finding[] {
  const out: Finding[] = [];
  const headline = isHeadline(s.role);
  for (const { family, pattern } of escalating)
    for (const match of s.text.matchAll(pattern)) {
      if (headline) {
        if (family === 'catastrophe' && disaster.test(s.text)) continue;
        out.push(alarm(match[0], m.flags.alarmInHeadline.rule));
      } else if (!(s.sources ?? []).some((source) => carriers[family].test(source.sentence)))
        out.push(alarm(match[0], m.flags.alarmNotInSources.rule));
    }
  if (headline && harm.test(s.text))
    for (const match of s.text.matchAll(superlative)) {
      // „Im schlimmsten Fall“ hedges, it does not dramatise.
      if (/\bim\s*$/i.test(s.text.slice(0, match.index))) continue;
      out.push(alarm(match[0], m.flags.superlativeInHeadline.rule));
    }
  return out;
}
