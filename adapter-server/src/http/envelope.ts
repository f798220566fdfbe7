import type { Response } from 'express';

/** The envelope of api-contract.md: status 0 success, -1 error, -2 warning. */
export interface Envelope<T = unknown> {
  status: 0 | -1 | -2;
  msg: string;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export function ok<T>(res: Response, data: T, msg = 'success'): void {
  res.json({ status: 0, msg, data } satisfies Envelope<T>);
}

/** A refusal the user should read: every status it takes maps onto the envelope. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly envelopeStatus: -1 | -2 = -1,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) =>
  new AppError(400, message, -1, { errors });
export const unauthorized = (message = 'Not signed in or the sign-in has expired') => new AppError(401, message);
export const forbidden = (message = 'You have no permission to operate the resource') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
/** A business rule said no (HTTP 200, status -1): the request was well formed. */
export const refused = (message: string, data: unknown = null) => new AppError(200, message, -1, data);
/** Done nothing, and the user should be warned (status -2), e.g. a duplicate. */
export const warning = (message: string, data: unknown = null) => new AppError(200, message, -2, data);
