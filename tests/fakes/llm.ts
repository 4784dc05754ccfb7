import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'valid' | 'invalid_json' | 'invented_facts' | 'failing' | 'slow' | 'recorded';

export interface FakeLlmOptions {
  mode?: FakeLlmMode;
  /** Content returned in mode "valid": a JSON object as the model would write it, or built from the prompt. */
  validContent?: Record<string, unknown> | ((prompt: string) => Record<string, unknown>);
  /**
   * Mode "recorded": answers a capable model gave to the product's prompts, keyed by `promptKey` (the day and the
   * lead's title). A prompt without a recorded answer gets HTTP 404, as a model that cannot answer.
   */
  recorded?: Map<string, Record<string, unknown>>;
}

/** The lead's title in a prompt: the first article's „Titel:“ line. */
export const promptLeadTitle = (prompt: string) => /Titel: ([^\n]*)/.exec(prompt)?.[1]?.trim() ?? '';

/** A prompt's key for recorded answers: the day it names („Heute ist …“) and its lead's title. */
export const promptKey = (system: string, user: string) =>
  `${/Heute ist ([^\n]*?\d{4})/.exec(system)?.[1] ?? ''} | ${promptLeadTitle(user)}`;

/**
 * An answer as a careful model writes it for any story: hook and facts copied from the numbered articles of the
 * prompt, each citing the sentence it copies; a reason and a closing that name nothing.
 */
export function attributedAnswer(prompt: string): Record<string, unknown> {
  const articles = [...prompt.matchAll(/\[(\d+)\] [^\n]*\nTitel: ([^\n]*)\n([^\n]*)/g)].map((m) => ({
    index: Number(m[1]),
    title: m[2],
    sentences: m[3].split(/(?<=[.!?])\s+/).filter((x) => x.length >= 30 && !/\?$/.test(x)),
  }));
  const cited = articles.flatMap((a) =>
    a.sentences.map((sentence) => ({ text: sentence, sources: [{ article: a.index, sentence }] })),
  );
  const first = articles[0];
  const hook = cited[0] ?? { text: first.title, sources: [{ article: first.index, sentence: first.title }] };
  return {
    title: first.title,
    hook,
    facts: cited.slice(1, 4).length >= 2 ? cited.slice(1, 4) : [hook, hook],
    why: {
      text: 'Für Europa zählt das, denn was in einem Land Europas geschieht, betrifft oft auch die Nachbarn in der EU.',
      sources: hook.sources,
    },
    closing: 'Wie siehst du das?',
    hashtags: [],
    sharepic_titel: first.title.slice(0, 90),
    sharepic_inhalt: (hook.text as string).slice(0, 300),
    search_term: 'Europa',
  };
}

// Every sentence invents: names and numbers no article has, cited to an article sentence that does not carry them.
const invented = {
  title: 'Olaf Scholz verkündet Einigung mit Giorgia Meloni',
  hook: {
    text: 'Bundeskanzler Olaf Scholz und Giorgia Meloni haben sich geeinigt.',
    sources: [{ article: 1, sentence: 'Bundeskanzler Olaf Scholz und Giorgia Meloni haben sich geeinigt.' }],
  },
  facts: [
    {
      text: 'Am 3. März 2031 wurden 450 Milliarden Euro vereinbart.',
      sources: [{ article: 1, sentence: 'Am 3. März 2031 wurden 450 Milliarden Euro vereinbart.' }],
    },
    {
      text: 'Giorgia Meloni nannte die Einigung historisch.',
      sources: [{ article: 1, sentence: 'Giorgia Meloni nannte die Einigung historisch.' }],
    },
  ],
  why: { text: 'Das betrifft ganz Europa.', sources: [{ article: 1, sentence: 'Das betrifft ganz Europa.' }] },
  closing: 'Was meinst du?',
  hashtags: ['#Scholz', '#Meloni'],
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
      // Never answers: the client's timeout must end the call.
      if (state.mode === 'slow') return;
      const messages = (body as { messages?: { role: string; content: string }[] })?.messages ?? [];
      // The articles are in the first user message; a retry adds the feedback after it.
      const prompt = messages.find((m) => m.role === 'user')?.content ?? '';
      if (state.mode === 'recorded') {
        const answer = opts.recorded?.get(promptKey(messages.find((m) => m.role === 'system')?.content ?? '', prompt));
        if (!answer)
          return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no answer"}');
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-recorded',
            object: 'chat.completion',
            model: 'recorded',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer) } },
            ],
          }),
        );
      }
      const valid = typeof opts.validContent === 'function' ? opts.validContent(prompt) : opts.validContent;
      const content =
        state.mode === 'invalid_json'
          ? 'Hier ist dein Text: {title: nicht json'
          : JSON.stringify(state.mode === 'invented_facts' ? invented : (valid ?? invented));
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
