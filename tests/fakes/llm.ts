import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'valid' | 'invalid_json' | 'invented_facts' | 'failing';

export interface FakeLlmOptions {
  mode?: FakeLlmMode;
  /** Content returned in mode "valid": a JSON object as the model would write it. */
  validContent?: Record<string, unknown>;
}

const invented = {
  title: 'Olaf Scholz verkündet Einigung mit Giorgia Meloni',
  instagram_text:
    'Bundeskanzler Olaf Scholz und Giorgia Meloni haben am 3. März 2031 eine Einigung über 450 Milliarden Euro erzielt. #Europa',
  sharepic_titel: 'Scholz und Meloni einigen sich',
  sharepic_inhalt: 'Am 3. März 2031 wurden 450 Milliarden Euro vereinbart.',
  search_term: 'Scholz Meloni',
};

/** OpenAI-compatible /v1/chat/completions on 127.0.0.1; records the requests it received. */
export async function startFakeLlm(opts: FakeLlmOptions = {}) {
  const state = { mode: opts.mode ?? ('valid' as FakeLlmMode) };
  const requests: { path: string; body: unknown; authorization?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return void res.writeHead(404).end();
      if (state.mode === 'failing')
        return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      const content =
        state.mode === 'invalid_json'
          ? 'Hier ist dein Text: {title: nicht json'
          : JSON.stringify(state.mode === 'invented_facts' ? invented : (opts.validContent ?? invented));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: 'fake',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (mode: FakeLlmMode) => void (state.mode = mode),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
