// Resend's error answers: `{statusCode, name, message}` with its status codes and names (what the
// SDK hands back as `error`).
import type { Answer } from "../idempotent-answers";

export class ResendError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }

  get answer(): Answer {
    return { status: this.statusCode, body: { statusCode: this.statusCode, name: this.name, message: this.message } };
  }
}

export const missingApiKey = () =>
  new ResendError(401, "missing_api_key", "Missing API key in the authorization header");
export const invalidApiKey = () => new ResendError(403, "invalid_api_key", "API key is invalid");
export const notFound = () => new ResendError(404, "not_found", "The requested endpoint does not exist.");
export const methodNotAllowed = () =>
  new ResendError(405, "method_not_allowed", "Method is not allowed for the requested path.");
export const invalidField = (message: string) => new ResendError(422, "validation_error", message);
export const missingField = (field: string) =>
  new ResendError(422, "missing_required_field", `Missing \`${field}\` field.`);

/** The answer of an outage a test asked for: Resend's names for its status. */
export function outageError(status: number): ResendError {
  if (status === 429) {
    return new ResendError(
      429,
      "rate_limit_exceeded",
      "Too many requests. Please limit the number of requests per second.",
    );
  }
  return new ResendError(status, "application_error", "An unexpected error occurred.");
}
