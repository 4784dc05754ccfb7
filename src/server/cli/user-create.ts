import { createUserSchema } from '../../shared/auth';
import { createUser } from '../features/users';
import { CliError, parseArgs, runCli } from './run-cli';

// npm run user:create -- --email a@b.de --password geheim123 --role admin|editor
await runCli(async (ctx) => {
  const args = parseArgs(process.argv.slice(2));
  const parsed = createUserSchema.safeParse({
    email: args.email?.[0],
    password: args.password?.[0],
    role: args.role?.[0] ?? 'editor',
  });
  if (!parsed.success) {
    throw new CliError(
      `${parsed.error.issues[0]?.message}\nAufruf: npm run user:create -- --email name@beispiel.de --password <mind. 6 Zeichen> --role admin|editor`,
    );
  }
  try {
    const user = await createUser(ctx, parsed.data);
    console.log(`Benutzer ${user.email} (${user.role}) wurde angelegt.`);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
});
