// A visitor looking around: the landing page, the FAQ, the song sample, the billing toggle and the
// not-found page. flows.test.ts runs each in every engine.
import assert from "node:assert/strict";
import type { Flow } from "./engine-page";
import { poll } from "./poll";
import { expectFirstVisitStorage, waitForStart } from "./steps";

const header = { role: "banner" };
const main = { role: "main" };

export const browsingFlows: Record<string, Flow> = {
  "the landing page renders and stores the visitor's id, paid flag and variant": async (page) => {
    await page.goto("/");
    await page.see({ role: "heading", level: 1 });
    await waitForStart(page);
    await expectFirstVisitStorage(page);
  },

  "a FAQ question opens and closes": async (page) => {
    // The FAQ's words (app/shared/content/en/faq.ts) take the build's settings, which exist only in the page.
    const question = { text: "How many photos do I need?" };
    const answer = { text: /^One is enough/ };
    await page.goto("/");
    await page.notSee(answer);
    await page.click(question);
    await page.see(answer);
    await page.click(question);
    await page.notSee(answer);
  },

  "the song sample plays and pauses": async (page) => {
    const AUDIO_TIMEOUT_MS = 45_000;
    const audio = () => {
      const element = document.querySelector("audio")!;
      return { paused: element.paused, currentTime: element.currentTime, error: element.error?.code ?? null };
    };
    await page.goto("/");
    await waitForStart(page);
    await page.click({ role: "button", name: "Play song sample" });
    // WebKit's media pipeline (GStreamer, no sound card) can stall for seconds on a loaded machine
    // (seen: 15 s at 0.05 s in, on a new machine's first run): a longer wait, over as soon as it plays.
    const playing = await poll(
      () => page.evaluate(audio),
      (now) => !now.paused && now.currentTime > 0.5,
      "for the <audio> to play",
      AUDIO_TIMEOUT_MS,
    );
    // What the <audio> reported, for a failure of what the visitor sees.
    const explain = (error: Error) =>
      Promise.reject(new Error(`${error.message}; <audio>: ${JSON.stringify(playing)}`));
    await page.see({ role: "button", name: "Pause song sample" }).catch(explain);
    await page.notSee({ text: /could not be played/ }).catch(explain);

    await page.click({ role: "button", name: "Pause song sample" });
    await page.see({ role: "button", name: "Play song sample" });
    assert.equal((await page.evaluate(audio)).paused, true);
  },

  "the billing toggle switches the prices between monthly and annual": async (page) => {
    const billing = { role: "group", name: /billing/i };
    const pro = { role: "article", name: "Pro" };
    const max = { role: "article", name: "Max" };
    await page.goto("/pricing");
    await waitForStart(page);
    await page.see({ role: "radio", name: "Monthly", checked: true, within: billing });
    await page.see({ text: "$6", within: pro });
    await page.see({ text: "$12", within: max });
    await page.notSee({ text: /billed \$\d+ yearly/ });

    // The radios are visually hidden; a visitor presses their labels.
    await page.click({ text: "Annually", within: billing });
    await page.see({ role: "radio", name: /^Annually/, checked: true, within: billing });
    await page.see({ text: "$3", within: pro });
    await page.see({ text: "billed $36 yearly", within: pro });
    await page.see({ text: "$6", within: max });
    await page.see({ text: "billed $72 yearly", within: max });
    await page.notSee({ text: "$6", within: pro });
    await page.notSee({ text: "$12", within: max });

    await page.click({ text: "Monthly", within: billing });
    await page.see({ text: "$6", within: pro });
    await page.notSee({ text: /billed \$\d+ yearly/ });
  },

  "an unknown path shows the designed not-found page": async (page) => {
    await page.goto("/no-such-page");
    await page.see({ role: "heading", level: 1, name: /wrong note/i, within: main });
    await page.see({ role: "link", name: /home page/i, within: main });
    await page.see({ role: "link", name: /pricing/i, within: main });
    await page.see(header);
    await page.notSee({ text: /Unexpected Application Error/ });
  },
};
