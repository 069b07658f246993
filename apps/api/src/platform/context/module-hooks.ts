import type { ServiceContext } from './service-context.ts';

/**
 * How a lower module lets a higher one plug in without importing it, so the module graph keeps
 * pointing one way. The lower module defines the point (`defineProvider`, `defineEvent`) in its
 * public file; the higher module, which imports the lower one anyway, fills it when the app
 * registers it (`app.serviceContext.hooks.provide(…)` / `.on(…)` in its `<domain>.module.ts`).
 * One registry per app (in `ctx.hooks`), never a module-level singleton.
 */

/** Something exactly one other module provides: `T` is its function (or object of functions). */
export interface Provider<T> {
  readonly name: string;
  /** Never set: carries `T`. */
  readonly provides?: T;
}

/** Something that happened in a module; every handler runs in the emitter's transaction. */
export interface ModuleEvent<P> {
  readonly name: string;
  /** Never set: carries `P`. */
  readonly payload?: P;
}

export type EventHandler<P> = (tx: ServiceContext, payload: P) => Promise<void>;

export function defineProvider<T>(name: string): Provider<T> {
  return { name };
}

export function defineEvent<P>(name: string): ModuleEvent<P> {
  return { name };
}

export class ModuleHooks {
  readonly #provided = new Map<Provider<unknown>, unknown>();
  readonly #handlers = new Map<ModuleEvent<unknown>, EventHandler<never>[]>();

  provide<T>(provider: Provider<T>, implementation: T): void {
    if (this.#provided.has(provider)) throw new Error(`${provider.name} is provided twice`);
    this.#provided.set(provider, implementation);
  }

  /** The provided implementation; a missing one is a wiring bug, so it throws. */
  use<T>(provider: Provider<T>): T {
    if (!this.#provided.has(provider)) {
      throw new Error(`nothing provides ${provider.name}: is the providing module registered?`);
    }
    return this.#provided.get(provider) as T;
  }

  on<P>(event: ModuleEvent<P>, handler: EventHandler<P>): void {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), handler]);
  }

  /** Runs every handler, in registration order, in `tx` (pass the transaction of the change). */
  async emit<P>(tx: ServiceContext, event: ModuleEvent<P>, payload: P): Promise<void> {
    for (const handler of this.#handlers.get(event) ?? []) {
      await (handler as EventHandler<P>)(tx, payload);
    }
  }
}
