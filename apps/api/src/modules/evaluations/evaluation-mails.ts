import type { ServiceContext } from '../../platform/context/service-context.ts';

const evaluationsLink = (ctx: ServiceContext) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/app/evaluations`;

interface Person {
  email: string;
  name: string;
}

/** Tells the employee their evaluation of a year was published. */
export function mailPublished(ctx: ServiceContext, employee: Person, year: number) {
  return ctx.mail({
    to: employee.email,
    subject: `Quadro: your ${year} evaluation was published`,
    text: [
      `Hello ${employee.name},`,
      '',
      `Your ${year} evaluation was published: read it and acknowledge it.`,
      `Open your evaluations: ${evaluationsLink(ctx)}`,
    ].join('\n'),
  });
}

/** Tells the employee their evaluation of a year went back to their evaluator, and why. */
export function mailUnpublished(
  ctx: ServiceContext,
  employee: Person,
  year: number,
  reason: string,
) {
  return ctx.mail({
    to: employee.email,
    subject: `Quadro: your ${year} evaluation was unpublished`,
    text: [
      `Hello ${employee.name},`,
      '',
      `Your ${year} evaluation was unpublished and is back with your evaluator: ${reason}`,
      `Open your evaluations: ${evaluationsLink(ctx)}`,
    ].join('\n'),
  });
}

/** Asks a colleague for feedback on a member, saying who asks (never who answers). */
export function mailFeedbackAsked(
  ctx: ServiceContext,
  colleague: Person,
  about: { member: string; askedBy: string; year: number; anonymous: boolean },
) {
  return ctx.mail({
    to: colleague.email,
    subject: `Quadro: feedback on ${about.member}`,
    text: [
      `Hello ${colleague.name},`,
      '',
      `${about.askedBy} asks for your feedback on ${about.member} for the ${about.year} evaluation${
        about.anonymous ? ': your answer stays anonymous' : ''
      }.`,
      `Answer it in your evaluations: ${evaluationsLink(ctx)}`,
    ].join('\n'),
  });
}
