/**
 * A local fake of the Wikimedia Commons MediaWiki Action API (file search with licence metadata), as a real
 * HTTP server:
 *
 *   const commons = await startFakeCommons();          // tests
 *   npx tsx tests/fakes/commons.ts --port 4012         // offline development and e2e
 *
 * It answers the same query parameters with the same response shape: a few files per licence kind, an HTML
 * `Artist`, one file with personality `Restrictions`, one non-free licence (must be filtered out), one SVG, and
 * thumbnails served from the fake itself. The search term "nichts" has no results.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

interface FakeFile {
  name: string;
  licence: string;
  licenceUrl: string;
  artist: string;
  description: string;
  mime?: string;
  restrictions?: string;
  width?: number;
  height?: number;
}

export const commonsFiles: FakeFile[] = [
  {
    name: 'Europäisches_Parlament_Straßburg.jpg',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
    artist: '<a href="//commons.wikimedia.org/wiki/User:Ralf_Roletschek">Ralf Roletschek</a>',
    description: 'Plenarsaal des Europäischen Parlaments in Straßburg',
  },
  {
    name: 'EZB_Frankfurt.jpg',
    licence: 'CC-BY-3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/3.0',
    artist: '<span class="fn">Epizentrum</span>',
    description: 'Gebäude der Europäischen Zentralbank in Frankfurt',
  },
  {
    name: 'Flagge_Europa.jpg',
    licence: 'Public domain',
    licenceUrl: '',
    artist: 'Unbekannt',
    description: 'Europaflaggen vor der Kommission',
  },
  {
    name: 'Berlaymont_Bruessel.jpg',
    licence: 'CC0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/deed.en',
    artist: 'Jane Doe',
    description: 'Berlaymont-Gebäude in Brüssel',
  },
  {
    name: 'Politikerin_Portraet.jpg',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0',
    artist: 'Max Fotograf',
    description: 'Porträt einer Abgeordneten',
    restrictions: 'personality',
  },
  {
    name: 'Unfrei_Nichtkommerziell.jpg',
    licence: 'CC BY-NC 2.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-nc/2.0',
    artist: 'Nicht Frei',
    description: 'Nur nicht-kommerziell',
  },
  {
    name: 'Karte_Europa.svg',
    licence: 'CC BY-SA 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0',
    artist: 'Kartograf',
    description: 'Karte Europas',
    mime: 'image/svg+xml',
  },
];

export interface StartFakeCommonsOptions {
  port?: number;
  host?: string;
}

const required = {
  action: 'query',
  format: 'json',
  formatversion: '2',
  generator: 'search',
  gsrnamespace: '6',
  prop: 'imageinfo',
};

export async function startFakeCommons(options: StartFakeCommonsOptions = {}) {
  const state = { down: false };
  const requests: { query: Record<string, string>; userAgent?: string }[] = [];
  const sockets = new Set<Socket>();
  let base = '';

  const thumbnail = async (res: ServerResponse, name: string) => {
    const seed = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    const jpeg = await sharp({
      create: { width: 1280, height: 853, channels: 3, background: { r: seed % 200, g: (seed >> 8) % 200, b: 120 } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname.startsWith('/thumb/')) return void thumbnail(res, decodeURIComponent(url.pathname.slice(7)));
    if (url.pathname !== '/w/api.php') return void res.writeHead(404).end();
    const query = Object.fromEntries(url.searchParams);
    requests.push({ query, userAgent: req.headers['user-agent'] });
    if (state.down) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const wrong = Object.entries(required).find(([k, v]) => query[k] !== v);
    if (wrong) return json({ error: { code: 'badvalue', info: `Unrecognized value for parameter "${wrong[0]}".` } });
    const terms = (query.gsrsearch ?? '')
      .replace(/filetype:\S+/g, '')
      .trim()
      .toLowerCase();
    if (!terms || terms.includes('nichts')) return json({ batchcomplete: true });
    const limit = Math.min(50, Number(query.gsrlimit ?? 10));
    const width = Number(query.iiurlwidth ?? 1080);
    const pages = commonsFiles.slice(0, limit).map((f, index) => ({
      pageid: 1000 + index,
      ns: 6,
      title: `File:${f.name}`,
      index: index + 1,
      imageinfo: [
        {
          url: `${base}/original/${encodeURIComponent(f.name)}`,
          thumburl: `${base}/thumb/${encodeURIComponent(f.name)}`,
          thumbwidth: width,
          thumbheight: Math.round((width * 853) / 1280),
          width: f.width ?? 4000,
          height: f.height ?? 2667,
          mime: f.mime ?? 'image/jpeg',
          descriptionurl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(f.name)}`,
          extmetadata: {
            ImageDescription: { value: f.description, source: 'commons-desc-page' },
            LicenseShortName: { value: f.licence, source: 'commons-desc-page' },
            LicenseUrl: { value: f.licenceUrl, source: 'commons-desc-page' },
            Artist: { value: f.artist, source: 'commons-desc-page' },
            AttributionRequired: { value: /by/i.test(f.licence) ? 'true' : 'false', source: 'commons-desc-page' },
            ...(f.restrictions ? { Restrictions: { value: f.restrictions, source: 'commons-desc-page' } } : {}),
          },
        },
      ],
    }));
    json({ batchcomplete: true, query: { pages } });
  };

  const server = createServer(handle);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: `${base}/w/api.php`,
    requests,
    setDown: (down: boolean) => void (state.down = down),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port');
  const commons = await startFakeCommons({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : 4012 });
  console.log(`Wikimedia Commons (Fake) ${commons.url}`);
}
