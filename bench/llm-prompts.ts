/**
 * npm run eval:llm-prompts [-- --data <dir>] --out <folder>
 * Writes the prompt the LLM path sends for every topic of the replayed weeks (the two June 2024 weeks and the
 * demo day), one file each, so a capable model — or a person playing one — can answer them. The answers, saved
 * as `answer-NN.json` next to `prompt-NN.md`, are what `npm run eval:texts -- --llm <folder>` replays.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promptKey, startFakeLlm } from '../tests/fakes/llm';
import { llmOutputSchema } from '../src/server/engines/pipeline/generate/llm';
import { datasetDir } from './dataset-dir';
import { replayWeeks } from './replay';

const out = process.argv[process.argv.indexOf('--out') + 1];
if (!process.argv.includes('--out') || !out) throw new Error('--out <folder> fehlt');

// A model that never answers usefully: the replay falls back to the extractive text, and every first prompt is
// recorded (a retry adds feedback to the same prompt).
const fake = await startFakeLlm({ mode: 'failing' });
await replayWeeks(datasetDir(), { llm: { baseUrl: fake.url, model: 'prompt-recorder' } });
await fake.close();

mkdirSync(out, { recursive: true });
const seen = new Set<string>();
let n = 0;
for (const request of fake.requests) {
  const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
  const system = messages.find((m) => m.role === 'system')!.content;
  const user = messages.find((m) => m.role === 'user')!.content;
  const key = promptKey(system, user);
  if (seen.has(key)) continue;
  seen.add(key);
  n++;
  const id = String(n).padStart(2, '0');
  writeFileSync(
    path.join(out, `prompt-${id}.md`),
    [`# Prompt ${id}`, '', '## System', '', system, '', '## Nutzer', '', user, ''].join('\n'),
  );
}
writeFileSync(
  path.join(out, 'answer-schema.json'),
  JSON.stringify((await import('zod')).z.toJSONSchema(llmOutputSchema), null, 2),
);
console.log(`${n} Prompts nach ${out} geschrieben`);
