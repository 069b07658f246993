import { AppError } from '../../platform/errors/app-error.ts';

/** Until the slice that builds it lands (removed then). */
export const notImplemented = () => new AppError('conflict', 'Not built yet');
