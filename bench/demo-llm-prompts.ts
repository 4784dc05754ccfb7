/**
 * npx tsx bench/demo-llm-prompts.ts --out <folder>
 * Writes the prompts the LLM path sends for the demo day's topics (the run demo-llm.test.ts makes), one file each
 * with `keys.json` (file → promptKey), so a capable model can answer them again when the week's choice changes.
 * The answers go into tests/fixtures/llm-answers/demo-day-2024-12-21.json, keyed by promptKey.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { promptKey, startFakeLlm } from '../tests/fakes/llm';
import { llmOutputSchema } from '../src/server/engines/pipeline/generate/llm';
import { createMemoryPorts } from '../src/server/engines/pipeline/memory-ports';
import { runPipeline } from '../src/server/engines/pipeline/run-pipeline';
import { demoSources } from '../src/server/features/demo';

const out = process.argv[process.argv.indexOf('--out') + 1];
if (!process.argv.includes('--out') || !out) throw new Error('--out <folder> fehlt');

const fake = await startFakeLlm({ mode: 'failing' });
const demo = createMemoryPorts(demoSources, { llm: { baseUrl: fake.url, model: 'prompt-recorder' } });
await runPipeline({ asOf: new Date('2024-12-21T19:00:00Z') }, demo.ports);
await fake.close();

mkdirSync(out, { recursive: true });
const keys: Record<string, string> = {};
for (const request of fake.requests) {
  const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
  const system = messages.find((m) => m.role === 'system')!.content;
  const user = messages.find((m) => m.role === 'user')!.content;
  const key = promptKey(system, user);
  if (Object.values(keys).includes(key)) continue;
  const file = `prompt-${String(Object.keys(keys).length + 1).padStart(2, '0')}.md`;
  keys[file] = key;
  writeFileSync(path.join(out, file), ['# System', '', system, '', '# Nutzer', '', user, ''].join('\n'));
}
writeFileSync(path.join(out, 'keys.json'), JSON.stringify(keys, null, 2));
writeFileSync(path.join(out, 'answer-schema.json'), JSON.stringify(z.toJSONSchema(llmOutputSchema), null, 2));
console.log(`${Object.keys(keys).length} Prompts nach ${out} geschrieben`);
