import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Words the fake model treats as the same meaning across German and English. */
const synonyms: Record<string, string> = {
  ezb: 'ecb',
  zentralbank: 'ecb',
  senkt: 'cut',
  senken: 'cut',
  cuts: 'cut',
  leitzins: 'rate',
  zinsen: 'rate',
  rates: 'rate',
  interest: 'rate',
  europawahl: 'election',
  wahl: 'election',
  elections: 'election',
  vote: 'election',
  parlament: 'parliament',
  auflösung: 'dissolve',
  löst: 'dissolve',
  dissolves: 'dissolve',
  frankreich: 'france',
  french: 'france',
  bienen: 'bee',
  bees: 'bee',
  insekten: 'bee',
  pestizid: 'pesticide',
  pestizide: 'pesticide',
  pesticides: 'pesticide',
  verbietet: 'ban',
  verbot: 'ban',
  bans: 'ban',
  banned: 'ban',
  gift: 'pesticide',
  toxic: 'pesticide',
  schützen: 'protect',
  protect: 'protect',
};

const dimensions = 64;
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % dimensions;

/** Deterministic "meaning" vector: each word (mapped through the synonyms) adds one to its hashed dimension. */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (word.length < 3) continue;
    v[hash(synonyms[word] ?? word)] += 1;
  }
  return v;
}

/** OpenAI-compatible `/v1/embeddings` on 127.0.0.1; records the requests; can fail on demand. */
export async function startFakeEmbeddings(opts: { failing?: boolean } = {}) {
  const state = { failing: opts.failing ?? false };
  const requests: { input: string[]; model: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url !== '/v1/embeddings' || req.method !== 'POST') return void res.writeHead(404).end();
      if (state.failing) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
      const body = JSON.parse(raw) as { input: string | string[]; model: string };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      requests.push({ input, model: body.model });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setFailing: (failing: boolean) => void (state.failing = failing),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
