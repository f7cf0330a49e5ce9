/**
 * Domain errors: thrown by rules and services, mapped to tRPC codes in packages/api
 * and to HTTP statuses in the REST adapter. The message is shown to users as is.
 */
export const domainErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
  "PRECONDITION_FAILED",
  "SERVICE_UNAVAILABLE",
  "UNPROCESSABLE_CONTENT",
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];

export const httpStatusOf: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PRECONDITION_FAILED: 412,
  SERVICE_UNAVAILABLE: 503,
  UNPROCESSABLE_CONTENT: 422,
};

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new DomainError("BAD_REQUEST", message, field);
export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
