/**
 * npm run review:packet [-- --data <dir>] --out <folder> [--llm <answers folder>]
 * Writes what an independent editor needs to judge the captions with the editorial rubric, and nothing else:
 * per topic the caption as it would be posted, the day it is proposed for, the card's note where the caption has no
 * European side, and the story's source articles (outlet, date, title, teaser), newest first. No code, no scores, no
 * labels of before or after.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { datasetDir } from './dataset-dir';
import { startRecordedLlm } from './recorded-llm';
import { replayWeeks } from './replay';

const out = process.argv[process.argv.indexOf('--out') + 1];
if (!process.argv.includes('--out') || !out) throw new Error('--out <folder> fehlt');
const maxArticles = 30;

// With --llm, the captions are the LLM path's, on a capable model's recorded answers (npm run eval:llm-prompts).
const llmDir = process.argv.includes('--llm') ? process.argv[process.argv.indexOf('--llm') + 1] : null;
const recorded = llmDir ? await startRecordedLlm(llmDir) : null;
const { weeks, articles } = await replayWeeks(datasetDir(), { llm: recorded?.config ?? null });
await recorded?.close();
const byId = new Map(articles.map((a) => [a.id, a]));
mkdirSync(out, { recursive: true });
let n = 0;
const index: string[] = [];
for (const week of weeks) {
  for (const item of week.items) {
    n++;
    const d = item.draft;
    const sources = d.storyArticleIds
      .map((id) => byId.get(id))
      .filter((a) => a !== undefined)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const lines = [
      `# Beitrag ${n}`,
      '',
      `Vorgeschlagen für: ${d.date} (Woche ${d.weekKey}); veröffentlicht würde er frühestens am ${week.asOf.slice(0, 10)}.`,
      `Titel (Karte): ${d.title}`,
      `Sharepic 1: ${d.sharepicTexts[0]?.titel ?? d.title}`,
      // What the card tells the editor where the caption has no „why it matters“ line (the rubric asks for it).
      ...(d.captionReview && d.captionReview.euAngle === null ? ['Hinweis auf der Karte: „EU-Bezug fehlt“'] : []),
      '',
      '## Instagram-Text',
      '',
      '```',
      d.instagramText,
      '```',
      '',
      `## Quellartikel der Geschichte (${sources.length}${sources.length > maxArticles ? `, die neuesten ${maxArticles}` : ''})`,
      '',
      ...sources
        .slice(0, maxArticles)
        .flatMap((a) => [
          `- **${a.source}**, ${a.publishedAt.slice(0, 16).replace('T', ' ')} UTC (${a.language}): ${a.title}`,
          `  ${a.description || '(kein Teaser)'}`,
        ]),
      '',
    ];
    const file = `beitrag-${String(n).padStart(2, '0')}.md`;
    writeFileSync(path.join(out, file), lines.join('\n'));
    index.push(`- ${file}: ${d.title}`);
  }
}
writeFileSync(path.join(out, 'index.md'), `# ${n} Beiträge\n\n${index.join('\n')}\n`);
console.log(`${n} Beiträge nach ${out} geschrieben`);
