import { removeDemoTopics } from '../features/demo';
import { runCli } from './run-cli';

// npm run demo:remove — deletes every topic marked as demo content.
await runCli(async (ctx) => {
  const count = await removeDemoTopics(ctx);
  console.log(`${count} Demo-Themen entfernt.`);
});
