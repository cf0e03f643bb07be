// The drums of the song sample: a pitched-down sine kick, and claps and hi-hats from filtered noise
// (`rand`, a seeded generator, so every run makes the same bytes).
import { biquad, SAMPLE_RATE, TAU } from "./synth.mjs";

export function drums({ render }, rand) {
  function kick(start, vel = 1) {
    let phase = 0;
    render(
      start,
      0.45,
      (t) => {
        const f = 45 + 85 * Math.exp(-t / 0.035);
        phase += (TAU * f) / SAMPLE_RATE;
        const click = t < 0.004 ? (1 - t / 0.004) * 0.4 : 0;
        return Math.sin(phase) * Math.exp(-t / 0.18) + click;
      },
      0.42 * vel,
    );
  }

  function clap(start, vel = 1) {
    const bp = biquad("bp", 1400, 0.9);
    const hp = biquad("hp", 600, 0.7);
    render(
      start,
      0.3,
      (t) => {
        const n = rand() * 2 - 1;
        // three quick bursts, then a tail
        let e = 0;
        for (const o of [0, 0.011, 0.022]) if (t >= o) e = Math.max(e, Math.exp(-(t - o) / 0.006));
        e = Math.max(e, t >= 0.022 ? 0.6 * Math.exp(-(t - 0.022) / 0.09) : 0);
        return hp(bp(n)) * e;
      },
      0.55 * vel,
      0.45,
    );
  }

  function hat(start, vel = 1, open = false) {
    const hp = biquad("hp", 7500, 0.8);
    const tau = open ? 0.12 : 0.03;
    render(start, open ? 0.35 : 0.12, (t) => hp(rand() * 2 - 1) * Math.exp(-t / tau), 0.12 * vel, 0.1);
  }

  return { kick, clap, hat };
}
