// The pitched voices of the song sample: an FM electric piano, a soft pad, a bass and a bell-like
// lead, each rendered into the mix (synth.mjs) as it is played.
import { env, mtof, TAU } from "./synth.mjs";

export function instruments({ render }) {
  function epiano(start, dur, midi, vel) {
    const f = mtof(midi);
    const rel = 0.25;
    render(
      start,
      dur + rel,
      (t) => {
        const idx = 1.6 * Math.exp(-t / 0.35) + 0.25;
        const mod = Math.sin(TAU * f * t) * idx;
        const tine = Math.sin(TAU * f * 7.0 * t) * 0.05 * Math.exp(-t / 0.05);
        const body = Math.sin(TAU * f * t + mod) + tine;
        return body * env(t, dur, 0.004, 1.1, rel);
      },
      0.11 * vel,
      0.35,
    );
  }

  function pad(start, dur, midi) {
    const f = mtof(midi);
    const rel = 0.8;
    render(
      start,
      dur + rel,
      (t) => {
        let s = 0;
        for (const det of [-0.004, 0.004]) {
          const ff = f * (1 + det);
          // soft triangle-ish spectrum (odd harmonics, 1/n^2)
          s += Math.sin(TAU * ff * t) + Math.sin(TAU * 3 * ff * t) / 9 + Math.sin(TAU * 5 * ff * t) / 25;
        }
        const a = t < 0.6 ? t / 0.6 : t < dur ? 1 : Math.max(0, 1 - (t - dur) / rel);
        return s * 0.5 * a;
      },
      0.035,
      0.6,
    );
  }

  function bass(start, dur, midi, vel = 1) {
    const f = mtof(midi);
    render(
      start,
      dur + 0.06,
      (t) => {
        const s = Math.sin(TAU * f * t) + 0.3 * Math.sin(TAU * 2 * f * t) + 0.08 * Math.sin(TAU * 3 * f * t);
        return s * env(t, dur, 0.006, 0.5, 0.06, 0.55);
      },
      0.2 * vel,
      0.05,
    );
  }

  function lead(start, dur, midi) {
    const f = mtof(midi);
    const rel = 0.18;
    render(
      start,
      dur + rel,
      (t) => {
        const vib = 1 + 0.003 * Math.sin(TAU * 5.2 * t) * Math.min(1, Math.max(0, (t - 0.15) / 0.2));
        const ph = TAU * f * vib * t;
        const idx = 1.2 * Math.exp(-t / 0.25) + 0.35;
        const s = Math.sin(ph + idx * Math.sin(2 * ph)) * 0.8 + 0.2 * Math.sin(2 * ph);
        return s * env(t, dur, 0.008, 0.9, rel, 0.35);
      },
      0.15,
      0.4,
      0.35,
    );
  }

  return { epiano, pad, bass, lead };
}
