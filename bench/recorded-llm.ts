/**
 * Answers a capable model gave to the product's prompts (`answer-NN.json` beside `prompt-NN.md`, written with
 * `npm run eval:llm-prompts`), served by the fake LLM so a replay runs the LLM path on them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promptKey, startFakeLlm } from '../tests/fakes/llm';

export function loadRecordedAnswers(dir: string): Map<string, Record<string, unknown>> {
  const answers = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(dir).filter((f) => /^prompt-\d+\.md$/.test(f))) {
    const answerFile = path.join(dir, file.replace('prompt-', 'answer-').replace(/\.md$/, '.json'));
    if (!existsSync(answerFile)) continue;
    const [system, user] = readFileSync(path.join(dir, file), 'utf8').split('## Nutzer');
    answers.set(promptKey(system, user ?? ''), JSON.parse(readFileSync(answerFile, 'utf8')) as Record<string, unknown>);
  }
  return answers;
}

export async function startRecordedLlm(dir: string) {
  const recorded = loadRecordedAnswers(dir);
  const fake = await startFakeLlm({ mode: 'recorded', recorded });
  return { ...fake, answers: recorded.size, config: { baseUrl: fake.url, model: 'recorded' } };
}
