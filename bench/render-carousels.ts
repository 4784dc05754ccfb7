/**
 * npx tsx bench/render-carousels.ts --out <folder> [--data <dir>]   (data folder: see bench/dataset-dir.ts)
 * Replays the demo day (21 Dec 2024) and both weeks of the 2024 European election collection day by day, as
 * bench/eval-texts.ts does, without any photo source, and renders every topic's three sharepics into
 * `<folder>/<week>/<nn>-<n>.png`, with `manifest.json` (and a readable `manifest.md`): per topic the title,
 * the caption, the sharepic texts and the source articles (outlet, date, title, teaser). For a reviewer who
 * scores the carousels with the editorial rubric's section „Sharepics“, before and after a change.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoSources } from '../src/server/features/demo';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import type { Article, TopicDraft } from '../src/server/engines/pipeline/types';
import { defaultBranding } from '../src/server/engines/sharepics/branding';
import { renderNewsSharepics } from '../src/server/engines/sharepics/render-news-sharepics';
import { renderSharepicJob } from '../src/server/engines/sharepics/render-job';
import { draftSharepicLayers } from '../src/server/engines/carousel/draft-layers';
import { datasetDir, datasetFile } from './dataset-dir';

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag >= 0 ? process.argv[outFlag + 1] : undefined;
if (!outDir) {
  console.error('Bitte den Zielordner mit `--out <ordner>` angeben.');
  process.exit(1);
}

const jsonl = datasetFile(datasetDir(), 'eu-election-weeks-2024/articles.jsonl');
const june = createMemoryPorts([{ name: 'eu-election-weeks-2024', url: jsonl, language: 'en', country: '' }]);
for (let day = 3; day <= 16; day++)
  await runPipeline({ asOf: new Date(`2024-06-${String(day).padStart(2, '0')}T21:59:00Z`) }, june.ports);
const demo = createMemoryPorts(demoSources);
await runPipeline({ asOf: new Date('2024-12-21T19:00:00Z') }, demo.ports);

const weeks: { name: string; drafts: TopicDraft[]; articles: Map<string, Article> }[] = [
  { name: 'demo-2024-12-21', drafts: demo.items.map((i) => i.draft), articles: demo.articles },
  ...['2024-W23', '2024-W24'].map((week) => ({
    name: `juni-${week}`,
    drafts: june.items.filter((i) => i.weekKey === week).map((i) => i.draft),
    articles: june.articles,
  })),
];

const branding = defaultBranding('Europa-Union Musterstadt');
const renderer = { render: renderSharepicJob };
const mediaDir = await mkdtemp(path.join(tmpdir(), 'carousels-'));
await rm(outDir, { recursive: true, force: true });

const manifest: unknown[] = [];
const readable: string[] = ['# Karussells ohne Foto', ''];
for (const week of weeks) {
  await mkdir(path.join(outDir, week.name), { recursive: true });
  readable.push(`## ${week.name}`, '');
  const byId = new Map([...week.articles.values()].map((a) => [a.id, a]));
  for (const [n, draft] of week.drafts.entries()) {
    const number = String(n + 1).padStart(2, '0');
    const articles = draft.storyArticleIds.map((id) => byId.get(id)).filter((a): a is Article => Boolean(a));
    const rendered = await renderNewsSharepics(
      { layers: draftSharepicLayers(draft, '') },
      { mediaDir, branding, renderer },
    );
    const files: string[] = [];
    for (const [i, sharepic] of rendered.sharepics.entries()) {
      const file = path.join(week.name, `${number}-${i + 1}.png`);
      await writeFile(
        path.join(outDir, file),
        await readFile(path.join(mediaDir, sharepic.url.replace(/^\/media\//, ''))),
      );
      files.push(file);
    }
    const sources = articles.map((a) => ({
      outlet: a.source,
      date: a.publishedAt,
      title: a.title,
      teaser: a.description,
    }));
    manifest.push({
      week: week.name,
      number: n + 1,
      title: draft.title,
      caption: draft.instagramText,
      sharepics: rendered.sharepics.map((s, i) => ({ file: files[i], layers: s.layers, overflow: s.overflow })),
      sources,
    });
    readable.push(
      `### ${week.name} ${number}: ${draft.title}`,
      '',
      ...files.map((f) => `- ![](${f})`),
      '',
      '```',
      draft.instagramText,
      '```',
      '',
      ...sources.map((s) => `- ${s.outlet}, ${s.date.slice(0, 10)}: **${s.title}** – ${s.teaser}`),
      '',
    );
    console.log(`${week.name} ${number}  ${draft.title}`);
  }
}
await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
await writeFile(path.join(outDir, 'manifest.md'), readable.join('\n'));
await rm(mediaDir, { recursive: true, force: true });
console.log(`${manifest.length} Karussells in ${outDir}`);
