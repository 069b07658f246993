import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { type AuditEntry, recordAudit } from '../audit/record-audit.ts';
import type { AccessTokenCodec } from '../auth/access-token.ts';
import type { UrlSigner } from '../auth/url-signature.ts';
import type { FileStore } from '../files/file-store.ts';
import { type MailMessage, queueMail } from '../mail/queue-mail.ts';
import type { ParameterCache } from '../parameters/parameter-cache.ts';
import type { Clock } from './clock.ts';
import type { ModuleHooks } from './module-hooks.ts';

/**
 * What every service receives first: the executor its repositories run on and the platform services,
 * mail and audit bound to that same executor, so inside withTransaction they join the transaction.
 */
export interface ServiceContext {
  db: Executor;
  clock: Clock;
  /** Queues a mail in ctx.db: it leaves only if the change commits. */
  mail(message: MailMessage): Promise<void>;
  /** Appends an audit entry in ctx.db: it exists exactly when the change does. */
  audit(entry: AuditEntry): Promise<void>;
  files: FileStore;
  config: Config;
  urlSigner: UrlSigner;
  accessTokens: AccessTokenCodec;
  /** The system parameters in force: `ctx.parameters.current().annualVacationDays`. */
  parameters: ParameterCache;
  /** What modules plug into each other (module-hooks.ts): providers and event handlers. */
  hooks: ModuleHooks;
}

export interface ServiceDependencies {
  db: Database;
  clock: Clock;
  files: FileStore;
  config: Config;
  urlSigner: UrlSigner;
  accessTokens: AccessTokenCodec;
  parameters: ParameterCache;
  hooks: ModuleHooks;
}

function bindTo(executor: Executor, dependencies: Omit<ServiceDependencies, 'db'>): ServiceContext {
  return {
    ...dependencies,
    db: executor,
    mail: (message) => queueMail(executor, message),
    audit: (entry) => recordAudit(executor, entry),
  };
}

export function createServiceContext(dependencies: ServiceDependencies): ServiceContext {
  return bindTo(dependencies.db, dependencies);
}

/** Runs `work` in one transaction (a savepoint when ctx is already in one). */
export function withTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  return (ctx.db as Database).transaction((tx) => work(bindTo(tx, ctx)));
}
