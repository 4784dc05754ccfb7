import { seedDemoTopics } from '../features/demo/demo.service';
import { runCli } from './run-cli';

// npm run db:seed — demo topics across all three tabs, marked as demo content.
await runCli(async (ctx) => {
  const count = await seedDemoTopics(ctx);
  console.log(`${count} Demo-Themen angelegt.`);
});
