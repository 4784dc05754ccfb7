import { seedDemoTopics } from '../features/demo';
import { renderForNews } from '../features/news';
import { runCli } from './run-cli';

// npm run db:seed — demo topics across all three tabs, marked as demo content, with rendered sharepics.
await runCli(async (ctx) => {
  const count = await seedDemoTopics(ctx, async ({ titel, inhalt }) => {
    const rendered = await renderForNews(
      ctx,
      [
        { titel, inhalt: '', image_url: '' },
        { titel, inhalt, image_url: '' },
      ],
      [null, null],
    );
    return rendered.sharepics;
  });
  console.log(`${count} Demo-Themen angelegt.`);
});
