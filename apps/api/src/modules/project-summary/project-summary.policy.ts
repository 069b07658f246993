import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** Admin and comercial read a project's executive summary (the projects routes are theirs). */
export const canReadSummary = (actor: Actor) =>
  holdsAnyProfile(actor.profiles, ['admin', 'comercial']);

/**
 * Salary costs, and the budget's euro use built on them, are admin's alone: someone holding admin
 * and comercial is admin.
 */
export const seesCosts = (actor: Actor) => holdsAnyProfile(actor.profiles, ['admin']);
