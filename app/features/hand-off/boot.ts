// The hand-off's part of the boot script: a sign-up, plan or account press goes on from the page
// itself. Once the app runs, its session takes every press (app-hand-off.ts); before that, a
// signed-out visitor's press takes the short way (hand-off-here.ts), and anyone else follows the
// link to /signup or /account. Why: docs/decisions/003-press-short-way.md
import { bootMarks } from "~/contracts/boot-marks";
import { hasSessionHint, stashedLoginCallback } from "~/shared/auth/auth-hints";
import { probeIdentityProvider } from "~/shared/auth/identity-probe";
import { isPlainPress, type PageControl } from "~/shared/page/page-controls";
import { hasPageFlag, leavingFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";

const HAND_OFF_LINK = bootMarks.handOffLink;

/** Props of a link to the /signup or /account hand-off that the page itself may take on. */
export const handOffLink = { [HAND_OFF_LINK]: "" };

export interface HandOffHereSettings {
  /** The hand-off module's address (scripts/vite/inline-scripts-plugin.ts). */
  module: string;
  /** The identity provider's discovery document (shared/auth/identity-probe.ts). */
  probeUrl: string;
}

/** Sends the visitor on as the link would; rejects when it cannot (the link is followed then). */
export type HandOffHere = (href: string, providerReachable: Promise<void>) => Promise<void>;

/**
 * A hand-off's refusal of a press it is not for, before it recorded anything: the link takes it.
 * Known by its name: the hand-off module is bundled apart from the boot script, with its own classes.
 */
export class PressDeclined extends Error {
  static readonly label = "PressDeclined";
  static is = (error: unknown) => (error as Error | null)?.name === PressDeclined.label;
  override name = PressDeclined.label;
}

/** What the hand-off module exports (hand-off-here.ts). */
export interface HandOffModule {
  handOffHere: HandOffHere;
}

/** The event by which the control asks the running app for its hand-off (app-hand-off.ts answers). */
export const APP_HAND_OFF_EVENT = "hand-off:app";

/** The question's detail: the app answers by filling it in. */
export interface AppHandOffRequest {
  handOff?: HandOffHere;
}

function appHandOff(): HandOffHere | undefined {
  const request: AppHandOffRequest = {};
  window.dispatchEvent(new CustomEvent(APP_HAND_OFF_EVENT, { detail: request }));
  return request.handOff;
}

/** The query parameter that tells /signup the press was recorded already (hand-off-request.ts reads it). */
export const PRESS_RECORDED = "recorded";

const withPressRecorded = (href: string) => {
  const url = new URL(href, window.location.href);
  url.searchParams.set(PRESS_RECORDED, "1");
  return url.href;
};

/** A press again after this long while the first is still on its way follows the link (ms). */
export const PRESS_AGAIN_MS = 3000;

/** What the control talks to: the module's download, the way to /signup when anything fails, a reload. */
interface HandOffHereDeps {
  load(url: string): Promise<HandOffModule>;
  follow(href: string): void;
  reload(): void;
}

const browserDeps: HandOffHereDeps = {
  load: (url) => import(/* @vite-ignore */ url) as Promise<HandOffModule>,
  follow: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
};

export function handOffHereControl(
  { module, probeUrl }: HandOffHereSettings,
  { load, follow, reload }: HandOffHereDeps = browserDeps,
): PageControl {
  let pressed: HTMLAnchorElement | undefined;
  let pressedAt = 0;
  let stopped = false;
  // Back from the hosted login through the back/forward cache: the links work again; a page whose
  // loading was stopped for the press loads afresh, app and all.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !pressed) return;
    pressed.removeAttribute("aria-busy");
    pressed = undefined;
    if (stopped) reload();
    stopped = false;
  });
  return {
    attribute: HAND_OFF_LINK,
    press(link, event) {
      if (!(link instanceof HTMLAnchorElement) || !isPlainPress(event) || link.target) return;
      const app = appHandOff();
      // Before the app runs, a session to restore or a login to complete is /signup's to wait for.
      if (!app && (hasSessionHint() || stashedLoginCallback())) return;
      event.preventDefault();
      if (pressed) {
        // One press is on its way. Pressed again a while later (the hand-off stalled, or the visitor
        // stopped the browser leaving): /signup takes it, as the link would have.
        if (Date.now() - pressedAt >= PRESS_AGAIN_MS) follow(link.href);
        return;
      }
      pressed = link;
      pressedAt = Date.now();
      link.setAttribute("aria-busy", "true"); // shown: app.css
      // Before the app has loaded, the page's own downloads (the app, its images) would share the
      // line with the hand-off's, and the visitor is leaving: they stop (its loader lets them go,
      // scripts/postbuild/defer-hydration.ts; docs/decisions/003-press-short-way.md).
      if (!app && !hasPageFlag(pageFlags.hydrated)) {
        setPageFlag(leavingFlag);
        window.stop();
        stopped = true;
      }
      const providerReachable = probeIdentityProvider(probeUrl);
      providerReachable.catch(() => undefined); // the hand-off awaits it
      const { href } = link;
      const handOff = app ? Promise.resolve({ handOffHere: app }) : load(module);
      handOff.then(
        // The hand-off recorded the press before it failed: /signup does not count it again.
        ({ handOffHere }) =>
          handOffHere(href, providerReachable).catch((error) =>
            follow(PressDeclined.is(error) ? href : withPressRecorded(href)),
          ),
        () => follow(href),
      );
    },
  };
}
