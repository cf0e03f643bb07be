// The Management API's errors as Auth0 answers them: `{statusCode, error, message}` and, for most,
// an `errorCode` (Auth0's API framework shapes them so; the `auth0` SDK throws them with that body).
import type { Context } from "koa";

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  501: "Not Implemented",
};

export class ManagementApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
    /** A bearer token's problem, as the framework repeats it for the WWW-Authenticate header. */
    readonly attributes?: { error: string },
  ) {
    super(message);
  }
}

export function answerError(ctx: Context, { statusCode, message, errorCode, attributes }: ManagementApiError): void {
  ctx.status = statusCode;
  if (attributes) ctx.set("WWW-Authenticate", `Bearer error="${attributes.error}"`);
  ctx.body = {
    statusCode,
    error: REASONS[statusCode] ?? "Error",
    message,
    ...(errorCode && { errorCode }),
    ...(attributes && { attributes }),
  };
}

/** A body Auth0 refuses, in its validator's words. */
export const invalidBody = (detail: string) =>
  new ManagementApiError(400, `Payload validation error: ${detail}`, "invalid_body");
