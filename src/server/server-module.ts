import type { Hono, Schema } from 'hono';
import type { MergeSchemaPath } from 'hono/types';
import type { AppContext } from './context';
import type { AppEnv } from './http/types';

/** Any router of ours, whatever routes it declares. */
type AnyRoutes = Hono<AppEnv, Schema, string>;

/** A feature's routes, mounted under `/api<path>`. */
export interface ModuleRoutes<Path extends string = string, Routes extends AnyRoutes = AnyRoutes> {
  path: Path;
  create: (ctx: AppContext) => Routes;
}

/**
 * How a feature describes itself to the server: its routes, its durable job handlers, and what it
 * does at start. The composition root (modules.ts) lists the modules; app.ts mounts their routes,
 * main.ts starts them.
 */
export interface ServerModule<Routes extends readonly ModuleRoutes[] = readonly ModuleRoutes[]> {
  name: string;
  routes?: Routes;
  /** Registers the module's job handlers; only called when the process runs jobs. */
  workers?: (ctx: AppContext) => Promise<void>;
  /** Start-up work that must finish before the server listens. */
  onBoot?: (ctx: AppContext) => Promise<void>;
  /** Start-up work that runs after the server listens, one module after another. */
  background?: (ctx: AppContext) => Promise<void>;
}

/** Keeps the literal route paths and route types, so the typed client (`hc<AppType>`) knows every route. */
export function defineModule<const Routes extends readonly ModuleRoutes[] = []>(
  module: ServerModule<Routes>,
): ServerModule<Routes> {
  return module;
}

type SchemaOf<R> = R extends {
  path: infer P extends string;
  create: (ctx: AppContext) => Hono<AppEnv, infer S, string>;
}
  ? MergeSchemaPath<S, P>
  : never;
type RoutesOf<M> = M extends ServerModule<infer Routes> ? Routes[number] : never;

/** The route schema of all modules together, as chained `.route()` calls would have built it. */
export type ModulesSchema<Modules extends readonly ServerModule<readonly ModuleRoutes[]>[]> = SchemaOf<
  RoutesOf<Modules[number]>
>;
