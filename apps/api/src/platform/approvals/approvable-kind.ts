import type { ApprovalVariations } from '@quadro/contract/approval';
import type { Profile } from '@quadro/contract/profiles';
import type { SystemParameterKey } from '@quadro/contract/system-parameters';
import type { Executor } from '../../db/database.ts';
import type { ServiceContext } from '../context/service-context.ts';
import type { MailMessage } from '../mail/queue-mail.ts';
import type { ApprovableTable } from './approvable-table.ts';

/** A person the approval engine mails or names: the owner, the sender, a decider. */
export interface ApprovalPerson {
  id: string;
  name: string;
  email: string;
}

/**
 * How the engine reads people, given by the module that owns them (the platform imports no
 * module): each call is one query, whatever the number of items.
 */
export interface ApprovalDirectory {
  peopleByIds(db: Executor, ids: readonly string[]): Promise<Map<string, ApprovalPerson>>;
  /** Enabled people holding any of the profiles. */
  enabledHolders(db: Executor, profiles: readonly string[]): Promise<ApprovalPerson[]>;
}

type Row<T extends ApprovableTable> = T['$inferSelect'];
type Column<T extends ApprovableTable> = keyof Row<T> & string;

/**
 * A mail's own words; the engine gives it the shared shape (approval-mail.ts): 'Quadro: ' before
 * the subject, the lines, a blank line, then `<label>: <the page's public address>`.
 */
export interface ApprovalMailText {
  subject: string;
  lines: readonly string[];
  link: { label: string; path: string };
}

/** A decision's words: the engine greets the owner and adds the rejection reason after the lines. */
export interface DecidedMailText extends ApprovalMailText {
  /** Follows the rejection reason: what the owner does next ('Fix it and send it again.'). */
  nextStep?: string;
}

export interface SentMail<T extends ApprovableTable, Facts> {
  items: readonly Row<T>[];
  /** What `mailFacts` read, by item id (empty when the kind reads none). */
  facts: ReadonlyMap<string, Facts>;
  sender: ApprovalPerson;
}

export interface DecidedMail<T extends ApprovableTable, Facts> {
  item: Row<T>;
  /** What `mailFacts` read for this item (undefined when the kind reads none). */
  facts: Facts;
  owner: ApprovalPerson;
  sender: ApprovalPerson | undefined;
  approved: boolean;
  reason: string | null;
}

/** A whole decided mail written by the kind, for one the shared shape does not fit. */
export interface HandWrittenDecidedMail<T extends ApprovableTable, Facts>
  extends DecidedMail<T, Facts> {
  link: (path: string) => string;
}

/**
 * One approvable kind, declared once by its module; `platform/approvals` does the rest (send
 * selected, decide selected, levels, four eyes, audit, mails, the pending count). See
 * docs/architecture.md, "Adding an approvable kind".
 */
export interface ApprovableKind<T extends ApprovableTable, Facts = undefined> {
  /** Names the kind in approval_decisions and the audit log: its table's name. */
  kind: string;
  /** Names one item in messages: 'travel pass'. */
  label: string;
  /** The deciders' page, linked from the mails that ask for a decision: '/app/manage-travel-pass'. */
  managePath: string;
  table: T;
  /** How the kind varies the one approval workflow (approvalWorkflow); none: the usual moves. */
  variations?: ApprovalVariations;
  /** The column naming whose item it is: they never decide it, and are told the decision. */
  owner: Column<T>;
  /** The column naming who sent it when that is someone else (four eyes: they never decide it). */
  sentBy?: Column<T>;
  /** Who decides the first level. */
  deciders: readonly Profile[];
  /** A profile-list system parameter naming the second level's deciders; empty keeps one level. */
  secondLevel?: SystemParameterKey;
  directory: ApprovalDirectory;
  notFound: () => Error;
  /** Columns set with every move (e.g. updatedAt, publishedAt on approve). */
  alsoSet?: (move: { action: string; now: Date }) => Partial<T['$inferInsert']>;
  /** What the mails need beyond the row, read for all moved items at once. */
  mailFacts?: (db: Executor, items: readonly Row<T>[]) => Promise<Map<string, Facts>>;
  mails?: {
    /** To the deciders of the level the items now wait for, never the sender. */
    sent?: (sent: SentMail<T, Facts>) => ApprovalMailText;
    /** One per finally decided item, to its owner. */
    decided?: (decided: DecidedMail<T, Facts>) => DecidedMailText;
    /**
     * Instead of `decided`, when the kind's decided mail does not take the shared shape: the
     * whole message, to whom the kind says (null: no mail).
     */
    decidedHandWritten?: (decided: HandWrittenDecidedMail<T, Facts>) => MailMessage | null;
  };
  /** What else changes when an item is finally decided (in the same transaction). */
  afterDecision?: (tx: ServiceContext, item: Row<T>, approved: boolean) => Promise<void>;
}

/** Declares a kind; the identity function keeps the declaration's types. */
export function defineApprovable<T extends ApprovableTable, Facts = undefined>(
  kind: ApprovableKind<T, Facts>,
): ApprovableKind<T, Facts> {
  return kind;
}
