// npm run fakes — the local stand-ins for Buffer, Pexels and Wikimedia Commons, for offline development.
// (Texts need no stand-in: without LLM_BASE_URL the extractive generator writes them offline.)
// Prints the environment to start the server against them.
import { startFakeBuffer } from './buffer';
import { startFakeCommons } from './commons';
import { startFakePexels } from './pexels';

const buffer = await startFakeBuffer({ port: 4010 });
const pexels = await startFakePexels({ port: 4011 });
const commons = await startFakeCommons({ port: 4012 });

console.log(
  `Buffer (GraphQL) ${buffer.url}  API-Schlüssel: ${buffer.seed.apiKey}  Instagram-Kanal: ${buffer.seed.instagramChannelId}`,
);
console.log(`Pexels           ${pexels.url}`);
console.log(`Commons          ${commons.url}`);
console.log('\nServer dagegen starten:');
console.log(
  `BUFFER_API_URL=${buffer.url} PEXELS_API_URL=${pexels.url} PEXELS_API_KEY=${pexels.apiKey} COMMONS_API_URL=${commons.url} ` +
    'ALLOW_PRIVATE_FETCH=true npm run dev',
);

const stop = async () => {
  await Promise.all([buffer.close(), pexels.close(), commons.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
