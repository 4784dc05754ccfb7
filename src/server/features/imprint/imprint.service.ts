import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { imprintSchema, type Imprint, type ImprintSettingsView } from '../../../shared/imprint';
import { personActor, recordActivity } from '../activity';
import { findImprint, upsertImprint } from './imprint.repo';

type Editor = { id: string; email: string; name?: string | null };

/** A stored value read through the shared schema; one it no longer accepts counts as not saved. */
function readImprint(stored: unknown): Imprint | null {
  if (!stored || typeof stored !== 'object') return null;
  const parsed = imprintSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The IMPRESSUM_* variables, each as set or null. */
function environmentImprint(ctx: AppContext): ImprintSettingsView['environment'] {
  return {
    name: ctx.env.IMPRESSUM_NAME ?? null,
    address: ctx.env.IMPRESSUM_ADDRESS ?? null,
    email: ctx.env.IMPRESSUM_EMAIL ?? null,
  };
}

function completeEnvironment(ctx: AppContext): Imprint | null {
  const { name, address, email } = environmentImprint(ctx);
  return name && address && email ? { name, address, email } : null;
}

/**
 * What /impressum shows: the details an admin saved, else the IMPRESSUM_* variables when all three are set,
 * else null (the page then says honestly that they are missing).
 */
export async function effectiveImprint(ctx: AppContext): Promise<Imprint | null> {
  return readImprint(await findImprint(ctx.db, ctx.env.ORGANIZATION_NAME)) ?? completeEnvironment(ctx);
}

async function viewOf(ctx: AppContext, db: Db): Promise<ImprintSettingsView> {
  const environment = environmentImprint(ctx);
  const saved = readImprint(await findImprint(db, ctx.env.ORGANIZATION_NAME));
  if (saved) return { ...saved, source: 'saved', environment };
  const fromEnvironment = completeEnvironment(ctx);
  // The form starts from whatever the variables give, even a part of it.
  return {
    name: environment.name ?? '',
    address: environment.address ?? '',
    email: environment.email ?? '',
    source: fromEnvironment ? 'environment' : 'none',
    environment,
  };
}

export const getImprintSettings = (ctx: AppContext) => viewOf(ctx, ctx.db);

/**
 * Saves the operator's details (already validated by the schema) or, with null, goes back to the variables;
 * logs the change with what the imprint showed before and after.
 */
export async function saveImprint(ctx: AppContext, input: Imprint | null, by: Editor): Promise<ImprintSettingsView> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await viewOf(ctx, tx);
    await upsertImprint(tx, ctx.env.ORGANIZATION_NAME, input);
    const after = await viewOf(ctx, tx);
    const shown = ({ name, address, email, source }: ImprintSettingsView) => ({ name, address, email, source });
    if (JSON.stringify(shown(before)) !== JSON.stringify(shown(after)))
      await recordActivity(tx, personActor(by), {
        kind: 'settings.imprint',
        before: shown(before),
        after: shown(after),
      });
    return after;
  });
}
