// A test control's JSON body (test-controls.ts), read with its zod schema: what it asks for, or a
// refusal saying what is wrong, as the control answers it (400, or 404 for what it names that is not there).
import type { z } from "zod";

/** Why a control cannot do what it is asked, as it answers. */
export class ControlRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** The request a body asks for; a refusal for a body that is not one, naming `example`. */
export function parseControlBody<T>(schema: z.ZodType<T>, body: string, example: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ControlRefusal(400, `The body must be JSON: ${example}.`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ControlRefusal(400, issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message);
}
