// The building blocks of the song sample (scripts/generate-song-sample.mjs): pitch, a seeded noise
// source, filters, envelopes and the mix busses every voice renders into.
export const SAMPLE_RATE = 44100;
export const TAU = Math.PI * 2;

export const mtof = (m) => 440 * Math.pow(2, (m - 69) / 12);

/** Seeded PRNG (mulberry32) so the noise-based drums are deterministic. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Simple RBJ biquad filter (state kept per instance). */
export function biquad(type, freq, q) {
  const w = (TAU * freq) / SAMPLE_RATE;
  const cw = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  let b0, b1, b2;
  if (type === "lp") [b0, b1, b2] = [(1 - cw) / 2, 1 - cw, (1 - cw) / 2];
  else if (type === "hp") [b0, b1, b2] = [(1 + cw) / 2, -(1 + cw), (1 + cw) / 2];
  else [b0, b1, b2] = [alpha, 0, -alpha]; // band-pass (0 dB peak)
  const a0 = 1 + alpha;
  const a1 = -2 * cw;
  const a2 = 1 - alpha;
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  return (x) => {
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** Envelope: linear attack, exponential decay while held, short release. */
export function env(t, hold, attack, decayTau, release, sustain = 0) {
  if (t < attack) return t / attack;
  const held = (tt) => sustain + (1 - sustain) * Math.exp(-(tt - attack) / decayTau);
  if (t < hold) return held(t);
  const r = 1 - (t - hold) / release;
  return r > 0 ? held(hold) * r : 0;
}

/** The mix of `n` samples: the dry bus, the reverb send and the echo send. */
export function createMix(n) {
  const dry = new Float64Array(n);
  const send = new Float64Array(n); // goes to reverb
  const echoBus = new Float64Array(n); // goes to dotted-eighth delay

  /** Render a voice: fn(t, i) -> sample, for `len` seconds starting at `start`. */
  function render(start, len, fn, gain, sendAmt = 0, echoAmt = 0) {
    const s0 = Math.round(start * SAMPLE_RATE);
    const count = Math.min(Math.round(len * SAMPLE_RATE), n - s0);
    for (let i = 0; i < count; i++) {
      const v = fn(i / SAMPLE_RATE) * gain;
      dry[s0 + i] += v;
      send[s0 + i] += v * sendAmt;
      echoBus[s0 + i] += v * echoAmt;
    }
  }

  return { n, dry, send, echoBus, render };
}
