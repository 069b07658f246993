import type { ErrorCode } from '@quadro/contract/api-errors';

export interface FieldError {
  field: string;
  message: string;
}

/** A failure the client caused or may see; turned into the one error body by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('unauthorized', message);
export const invalidField = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ field, message }]);
