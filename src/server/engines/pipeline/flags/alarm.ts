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
      String.raw`(?<!\b(?:Erste[nrs]?|Zweite[nrs]?|1\.|2\.)\s+)\b(?:(?:[Dd]ritte[nrs]?\s+)?Weltkrieg\p{L}*|Atomkrieg\p{L}*|Nuklearkrieg\p{L}*|Kriegsgefahr|Flächenbrand\p{L}*|Pulverfass\p{L}*)\b`,
      'g',
    ),
  },
  {
    family: 'catastrophe',
    // „Horror“ alone or as „Horror-…“ („Horrorfilm“ is a genre), „Panik“ but not „panische Angst“ or „Panikattacke“.
    pattern: words(
      String.raw`\b(?:(?!Natur|Umwelt|Hochwasser|Flut|Klima|Kriegs|Tsunami)\p{L}*[Kk]atastrophe(?!n(?:schutz|fall|vorsorge|alarm|hilfe|gebiet))n?|[Kk]atastrophal\p{L}*|Desaster\p{L}*|[Dd]esaströs\p{L}*|\p{L}*[Dd]ebakel\p{L}*|Fiasko|Apokalypse|[Aa]pokalyptisch\p{L}*|Inferno|Hölle|Horror(?:-\p{L}+)?(?!\p{L})|Albtraum\p{L}*|Untergang|\p{L}*[Kk]ollaps|Zusammenbruch\p{L}*|Zeitbombe|Abgrund|Crash|Chaos|[Cc]haotisch\p{L}*|[Dd]ramatisch\p{L}*|Panik(?:mache)?(?![\p{L}-])|Hysterie|Blutbad|Gemetzel)\b`,
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

// Superlatives of harm itself („schlimmste“, „gefährlichste“), and superlatives that dramatise harm in context
// („größte Katastrophe“, „beispiellos“, „so groß wie lange nicht“ next to an attack, a threat, a crisis).
const harmSuperlative = words(
  String.raw`\b(?:[Ss]chlimmste\p{L}*|[Gg]efährlichste\p{L}*|[Tt]ödlichste\p{L}*|[Bb]rutalste\p{L}*|[Vv]erheerendste\p{L}*|[Dd]ramatischste\p{L}*|[Bb]lutigste\p{L}*|[Gg]rößte[nrs]?\s+(?:\p{L}+\s+)?(?:Katastrophe|Krise|Gefahr|Bedrohung|Demütigung\p{L}*|Skandal|Desaster))\b`,
  'g',
);
const contextualSuperlative = words(
  String.raw`\b(?:[Bb]eispiellos\p{L}*|nie\s+dagewesen\p{L}*|so\s+\p{L}+\s+wie\s+(?:lange|noch)\s+(?:nie|nicht))\b`,
  'g',
);
const harm =
  /angriff|anschlag|attentat|krise|gefahr|gefähr|bedroh|terror|gewalt|krieg|katastroph|zerstör|tote|opfer|verletz|demütigung|befürchtung|verlust/iu;

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
        out.push(alarm(match[0], m.flagRules.alarmInHeadline.rule));
      } else if (!(s.sources ?? []).some((source) => carriers[family].test(source.sentence)))
        out.push(alarm(match[0], m.flagRules.alarmNotInSources.rule));
    }
  if (headline) {
    const superlatives = [...s.text.matchAll(harmSuperlative)];
    if (harm.test(s.text)) superlatives.push(...s.text.matchAll(contextualSuperlative));
    for (const match of superlatives) {
      // „Im schlimmsten Fall“ hedges, it does not dramatise.
      if (/\bim\s*$/i.test(s.text.slice(0, match.index))) continue;
      out.push(alarm(match[0], m.flagRules.superlativeInHeadline.rule));
    }
  }
  return out;
}
