// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installBootPartsLeft } from "./boot-parts-in-app";
import { markBootParts } from "./boot-parts-left";

const link = "http://localhost:3001/checkout/paywall-monthly";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-boot-parts");
});

describe("the boot parts the app installs", () => {
  it("are those the page's boot script did not run, for markup the app renders later", async () => {
    // The landing page's script: the sample's control, no payment links'.
    markBootParts(["experiment", "sample", "handOff"]);
    installBootPartsLeft();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    // The app follows a link to the paywall without a new document, and renders its links bare.
    document.body.innerHTML =
      `<a href="${link}" data-checkout-link="">Monthly</a>` +
      `<audio id="s"></audio><button type="button" data-sample-toggle="" aria-controls="s">Play</button>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(new URL(document.querySelector("a")!.href).searchParams.has("client_reference_id")).toBe(true);
    // The sample's control is the boot script's (not run in this test): the app adds no second one.
    document.querySelector("button")!.click();
    expect(play).not.toHaveBeenCalled();
  });
});
