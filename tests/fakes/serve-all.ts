// npm run fakes — the local stand-ins for Buffer and Pexels, for offline development.
// (Texts need no stand-in: without LLM_BASE_URL the extractive generator writes them offline.)
// Prints the environment to start the server against them.
import { startFakeBuffer } from './buffer';
import { startFakePexels } from './pexels';

const buffer = await startFakeBuffer({ port: 4010 });
const pexels = await startFakePexels({ port: 4011 });

console.log(
  `Buffer (GraphQL) ${buffer.url}  API-Schlüssel: ${buffer.seed.apiKey}  Instagram-Kanal: ${buffer.seed.instagramChannelId}`,
);
console.log(`Pexels           ${pexels.url}`);
console.log('\nServer dagegen starten:');
console.log(
  `BUFFER_API_URL=${buffer.url} PEXELS_API_URL=${pexels.url} PEXELS_API_KEY=${pexels.apiKey} ` +
    'ALLOW_PRIVATE_FETCH=true npm run dev',
);

const stop = async () => {
  await Promise.all([buffer.close(), pexels.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
