/**
 * The labelled sentences of the editorial flags (tests/fixtures/flags/README.md): the tuning part from the
 * repository, the held-out part resolved against the June 2024 data set of the data folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlToText } from '../src/server/engines/pipeline/normalise';
import { parseJsonl } from '../src/server/engines/pipeline/parse-feed';
import { splitSentences } from '../src/server/engines/pipeline/text/tokenize';
import type { LabelledSentence } from '../src/server/engines/pipeline/eval/flag-scores';
import type { FlagKind, FlagRole } from '../src/server/engines/pipeline/flags/types';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/flags');

const letters: Record<string, FlagKind> = { j: 'juristische_risiko', a: 'alarmismus', s: 'spekulation' };
const expected = (flags: string) => [...flags].map((l) => letters[l]!);
const lines = (file: string) =>
  readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

interface TuningRow {
  role: FlagRole;
  flags: string;
  text: string;
  outlet: string;
  from: string;
  sources?: { outlet: string; sentence: string }[];
}

/** The tuning part: sentences of the feeds in the repository, text included. */
export function loadTuningCases(): LabelledSentence[] {
  return (lines('tuning.jsonl') as unknown as TuningRow[]).map((r) => ({
    text: r.text,
    role: r.role,
    // A sentence without `sources` was copied verbatim, so it cites itself.
    sources: r.sources ?? [{ outlet: r.outlet, sentence: r.text }],
    from: r.from,
    expected: expected(r.flags),
  }));
}

interface Ref {
  article: string | number;
  sha: string;
}
interface HeldoutRow extends Ref {
  role: FlagRole;
  flags: string;
  sources?: Ref[];
}

const sha = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Resolves a held-out part's references against the sentences of its data set. */
function resolve(
  file: string,
  sentences: Map<string, { text: string; outlet: string }>,
  origin: string,
): { cases: LabelledSentence[]; unresolved: number } {
  const find = (r: Ref) => sentences.get(`${r.article}|${r.sha}`);
  let unresolved = 0;
  const cases: LabelledSentence[] = [];
  for (const r of lines(file) as unknown as HeldoutRow[]) {
    const own = find(r);
    const sources = (r.sources ?? [r]).map(find);
    if (!own || sources.some((s) => !s)) {
      unresolved++;
      continue;
    }
    cases.push({
      text: own.text,
      role: r.role,
      sources: sources.map((s) => ({ outlet: s!.outlet, sentence: s!.text })),
      from: `${origin} ${r.article}`,
      expected: expected(r.flags),
    });
  }
  return { cases, unresolved };
}

/** DER SPIEGEL, June 2024: references into eu-election-weeks-2024/articles.jsonl (title, then the description). */
export function loadJuneCases(articlesJsonl: string) {
  const body = readFileSync(articlesJsonl, 'utf8');
  const ids = body
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { id: string }).id);
  const parsed = parseJsonl(body);
  const sentences = new Map<string, { text: string; outlet: string }>();
  if (parsed.ok)
    parsed.items.forEach((item, i) => {
      for (const t of [htmlToText(item.title), ...splitSentences(htmlToText(item.description))])
        sentences.set(`${ids[i]}|${sha(clean(t))}`, { text: clean(t), outlet: item.source });
    });
  return resolve('heldout-june-2024.jsonl', sentences, 'eu-election-weeks-2024');
}

/**
 * The second field of `label;'text'` rows, read as Python's csv module reads them (the data set's documented
 * reader): „'“ quotes, „''“ is a quote inside, and text after a closing quote belongs to the same field.
 */
function readQuotedCsv(body: string): string[] {
  const texts: string[] = [];
  let fields: string[] = [];
  let field = '';
  let state: 'start' | 'quoted' | 'afterQuote' | 'plain' = 'start';
  const endField = () => {
    fields.push(field);
    field = '';
    state = 'start';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (state === 'quoted') {
      if (c !== "'") field += c;
      else if (body[i + 1] === "'") {
        field += "'";
        i++;
      } else state = 'afterQuote';
    } else if (c === ';') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endField();
      if (fields.length > 1) texts.push(fields[1]!);
      fields = [];
    } else if (state === 'start' && c === "'") state = 'quoted';
    else {
      field += c;
      state = 'plain';
    }
  }
  if (field || fields.length) {
    endField();
    if (fields.length > 1) texts.push(fields[1]!);
  }
  return texts;
}

/** DER STANDARD, 2015–2016: references into 10kgnad-test/test.csv (row, then a sentence of the article). */
export function loadStandardCases(testCsv: string, part: 'a' | 'b') {
  const sentences = new Map<string, { text: string; outlet: string }>();
  readQuotedCsv(readFileSync(testCsv, 'utf8')).forEach((text, row) => {
    for (const t of splitSentences(clean(text))) sentences.set(`${row}|${sha(t)}`, { text: t, outlet: 'DER STANDARD' });
  });
  return resolve(`heldout-10kgnad-${part}.jsonl`, sentences, '10kGNAD');
}
