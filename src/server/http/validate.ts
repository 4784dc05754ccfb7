import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../lib/errors';
import { messages } from '../../shared/messages';

/** Parses with a shared zod schema; the first failing message becomes the German error text. */
export function parseWith<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    throw badRequest(first?.message ?? messages.validation.invalidInput, {
      issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}

export async function jsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(messages.validation.invalidInput);
  }
  return parseWith(schema, body);
}
