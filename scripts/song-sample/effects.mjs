// The song sample's effects and master: a dotted-eighth echo on the lead, a small reverb on the
// send bus, then fades, soft clipping and normalising to 16-bit samples.
import { biquad, SAMPLE_RATE } from "./synth.mjs";

/** Dotted-eighth feedback echo: the echo bus into the dry mix and the reverb send. */
export function addEcho({ n: N, dry, send, echoBus }, eighth) {
  const d = Math.round(eighth * 1.5 * SAMPLE_RATE);
  const lp = biquad("lp", 3000, 0.7);
  const buf = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    const fb = i >= d ? buf[i - d] : 0;
    buf[i] = echoBus[i] + lp(fb) * 0.38;
    const wet = i >= d ? buf[i - d] : 0;
    dry[i] += wet * 0.45;
    send[i] += wet * 0.3;
  }
}

/** Schroeder reverb on the send bus (4 combs + 2 all-passes), into the dry mix. */
export function addReverb({ n: N, dry, send }) {
  const combs = [1557, 1617, 1491, 1422].map((len) => ({
    buf: new Float64Array(Math.round((len * SAMPLE_RATE) / 44100)),
    idx: 0,
    store: 0,
  }));
  const aps = [225, 556].map((len) => ({ buf: new Float64Array(len), idx: 0 }));
  const pre = biquad("hp", 250, 0.7);
  const post = biquad("lp", 5000, 0.7);
  for (let i = 0; i < N; i++) {
    const x = pre(send[i]) * 0.2;
    let out = 0;
    for (const c of combs) {
      const y = c.buf[c.idx];
      c.store = y * 0.7 + c.store * 0.3; // damping
      c.buf[c.idx] = x + c.store * 0.84;
      c.idx = (c.idx + 1) % c.buf.length;
      out += y;
    }
    for (const a of aps) {
      const b = a.buf[a.idx];
      const y = -out + b;
      a.buf[a.idx] = out + b * 0.5;
      a.idx = (a.idx + 1) % a.buf.length;
      out = y;
    }
    dry[i] += post(out) * 0.9;
  }
}

const FADE_IN = 1.0;
const FADE_OUT = 3.2;

/** The dry mix of `duration` seconds, faded in and out, soft-clipped and normalised to about -1 dBFS. */
export function master({ n: N, dry }, duration) {
  const hpMaster = biquad("hp", 28, 0.7);
  let peak = 0;
  for (let i = 0; i < N; i++) {
    const t = i / SAMPLE_RATE;
    let g = 1;
    if (t < FADE_IN) g *= Math.sin((Math.PI / 2) * (t / FADE_IN));
    if (t > duration - FADE_OUT) g *= Math.max(0, Math.cos((Math.PI / 2) * ((t - (duration - FADE_OUT)) / FADE_OUT)));
    const v = Math.tanh(hpMaster(dry[i]) * 1.1) * g;
    dry[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  const norm = 0.89 / (peak || 1); // about -1 dBFS
  const pcm = new Int16Array(N);
  for (let i = 0; i < N; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(dry[i] * norm * 32767)));
  return pcm;
}
