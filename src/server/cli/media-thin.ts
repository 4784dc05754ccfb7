import { thinAfterDays, thinOldImages } from '../features/archive-media';
import { CliError, parseArgs, runCli } from './run-cli';

// npm run media:thin [-- --days 90] [--dry-run] — removes the rendered images of proposals older than
// `days` that were never published; they are drawn again when someone asks for them (issue 25).
await runCli(async (ctx) => {
  const args = parseArgs(process.argv.slice(2));
  const days = Number(args.days?.[0] ?? thinAfterDays);
  if (!Number.isInteger(days) || days < 1) throw new CliError('--days erwartet eine ganze Zahl ab 1.');
  const dryRun = args['dry-run']?.[0] === 'true';
  const { topics, files, bytes } = await thinOldImages(ctx, { days, dryRun });
  const size = `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
  console.log(
    dryRun
      ? `Würde ${files} Bilddateien von ${topics} Vorschlägen älter als ${days} Tage entfernen (${size}).`
      : `${files} Bilddateien von ${topics} Vorschlägen älter als ${days} Tage entfernt (${size}). Veröffentlichte Themen behalten ihre Bilder; entfernte werden beim nächsten Aufruf neu erzeugt.`,
  );
});
