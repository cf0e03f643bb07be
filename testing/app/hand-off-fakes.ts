// A fake session, provider and site API for the hand-off's tests (app/features/hand-off): the
// order things happen in, and what the API was asked.
import { vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import type { AnalyticsEvent } from "~/shared/analytics/analytics-events";
import type { AuthUser, SessionStart } from "~/shared/auth/auth-session";
import type { HandOffDeps } from "~/features/hand-off/hand-off";

export const ana: AuthUser = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };

export function deps(start: SessionStart, providerReachable: Promise<void> = Promise.resolve()) {
  const order: string[] = [];
  const fake = {
    session: {
      start: vi.fn(async () => start),
      prepare: vi.fn(() => void order.push("prepare")),
      signUp: vi.fn(async () => void order.push("sign-up")),
      accessToken: vi.fn(async () => (start.kind !== "failed-login" && start.user ? "access-token" : undefined)),
    },
    providerReachable: providerReachable.then(() => void order.push("provider answered")),
    track: vi.fn(async (event: AnalyticsEvent) => void order.push(`tracked ${event.action} (${event.label})`)),
    leave: vi.fn(),
    replace: true,
  } satisfies HandOffDeps;
  return { ...fake, order };
}

export const anonymous: SessionStart = { kind: "restored", user: undefined };

/** The site's API as the hand-off meets it: each route answers `answers[path]` (status, body), or the network fails. */
export function api(answers: Record<string, [number, unknown]>) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: new Headers(init.headers).get("Authorization"),
      });
      const answer = answers[path];
      if (!answer) throw new TypeError("Failed to fetch");
      return Response.json(answer[1], { status: answer[0] });
    }),
  );
  return calls;
}

/** What a hand-off leaves behind: storage and the faked fetch. */
export function forgetHandOff(): void {
  localStorage.clear();
  resetMemoryStorage();
  vi.unstubAllGlobals();
}
