import type { Context, Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../lib/errors';
import { messages } from '../../shared/messages';
import { germanZodError } from '../../shared/zod-german';

/** Parses with a shared zod schema; the first failing message becomes the German error text. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: germanZodError });
  if (!result.success) {
    const first = result.error.issues[0];
    const details = { issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
    // Well-formed input over a limit (a text too long, a list with too many entries, a sharepic text over its budget) is a 422.
    if (first && overLimit(first)) throw new AppError(422, 'validation_failed', first.message, details);
    throw badRequest(first?.message ?? messages.validation.invalidInput, details);
  }
  return result.data;
}

function overLimit(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'too_big') return issue.origin === 'string';
  return issue.code === 'custom' && issue.params?.status === 422;
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;
const isJson = (contentType: string | undefined) => jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? '');

type Validated<Target extends string, S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

/**
 * The JSON body, parsed with a shared schema: `c.req.valid('json')` is typed from it, and so is the typed
 * client's request. A schema that depends on stored state may be given as a function of the context.
 * Not JSON → 415; broken JSON → 400 (Hono's HTTPException, worded in German by the app's error handler).
 */
export function validJson<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S | ((c: Context<E, P>) => S | Promise<S>),
): MiddlewareHandler<E, P, Validated<'json', S>> {
  return validator('json', async (value, c: Context<E, P>) => {
    if (!isJson(c.req.header('content-type')))
      throw new AppError(415, 'unsupported_media_type', messages.validation.notJson);
    const resolved = typeof schema === 'function' ? await schema(c) : schema;
    return parseWith(resolved, value);
  }) as unknown as MiddlewareHandler<E, P, Validated<'json', S>>;
}

/** The query string, parsed with a shared schema (a repeated parameter arrives as a list and is refused). */
export function validQuery<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, Validated<'query', S>> {
  return validator('query', (value) => parseWith(schema, value)) as unknown as MiddlewareHandler<
    E,
    P,
    Validated<'query', S>
  >;
}

/**
 * Path parameters. A malformed id names nothing, so it is answered like an unknown one (404 with the
 * resource's own message), and never reaches the database.
 */
export function validParam<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
  notFoundMessage: string = messages.api.notFound,
): MiddlewareHandler<E, P, Validated<'param', S>> {
  return validator('param', (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw notFound(notFoundMessage);
    return result.data;
  }) as unknown as MiddlewareHandler<E, P, Validated<'param', S>>;
}
