// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { handOffLink } from "~/features/hand-off/boot";
import { sampleSeek, sampleToggle } from "~/features/song-sample/boot";
import { pageFlags } from "~/shared/page/page-flags";
import { paymentLink } from "~/shared/payment-links/payment-link-control";
import { boot } from "./boot";
import { bootParts, bootPartsOf } from "./boot-parts";
import { DEFERRED_MODULES_ID } from "./module-downloads";

describe("the boot script's parts", () => {
  it("are called for by the marks the controls' props and the root put in the page", () => {
    const marks = (props: object) => Object.keys(props).filter((name) => name !== "aria-controls");
    expect(bootParts.sample).toEqual([...marks(sampleToggle("s")), ...marks(sampleSeek("s"))]);
    expect(bootParts.paymentLinks).toEqual(marks(paymentLink(undefined)));
    expect(bootParts.handOff).toEqual(marks(handOffLink));
    expect(bootParts.appWhenNeeded).toEqual([pageFlags.appWhenNeeded]);
    expect(bootParts.moduleDownloads).toEqual([`id="${DEFERRED_MODULES_ID}"`]);
  });

  it("are read off a page's markup, not its scripts' or styles' text", () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="de" data-app-when-needed=""><head><script>var a = '<b data-headline="A">';</script>` +
      `<style>[data-sample-toggle] { color: red }</style><script type="application/json" id="deferred-modules">[]</script></head>` +
      `<body>${body}</body></html>`;
    expect(bootPartsOf(page("<p>Hi</p>"))).toEqual(["appWhenNeeded", "moduleDownloads"]);
    expect(
      bootPartsOf(
        page(
          `<a href="/signup" data-hand-off-link="">Sign up</a><input type="range" data-sample-seek="" aria-controls="s">`,
        ),
      ),
    ).toEqual(["sample", "handOff", "appWhenNeeded", "moduleDownloads"]);
    expect(
      bootPartsOf(`<html><body><span data-headline="B">B</span><a data-checkout-link="{}" href="/x">x</a>`),
    ).toEqual(["experiment", "paymentLinks"]);
    // A mark is a whole attribute's name.
    expect(bootPartsOf(`<html><body><p data-headline-note="1" title="data-sample-toggle">x</p>`)).toEqual([]);
  });

  it("a page's boot script runs only its parts: every page's steps, and no headline or page view without theirs", () => {
    const root = document.documentElement;
    window.history.replaceState(null, "", "/");
    root.setAttribute("data-app-when-needed", "");
    boot({ landingPaths: ["/"], callbackPath: "/pricing", returnPaths: [], consentRequired: true }, {});
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    expect(root.hasAttribute("data-variant")).toBe(false);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);
    expect(root.getAttribute("data-boot-parts")).toBe("");
  });
});
