#!/usr/bin/env node
/**
 * generate-song-sample.mjs
 *
 * Makes public/assets/audio/song-sample.mp3: an original ~22 s instrumental
 * pop loop (D major, I–V–vi–IV at 100 BPM) with an FM electric piano, a soft
 * pad, a bass line, a bell-like lead melody with echo, and light drums
 * (kick, claps, hi-hats), plus a small reverb and a fade-in / fade-out.
 * Everything is synthesised here from sine waves and seeded noise, so the
 * output is the same on every run.
 *
 * Run:   node scripts/generate-song-sample.mjs
 * Needs: the pure-JS MP3 encoder `@breezystack/lamejs` (a devDependency).
 *        If it is installed elsewhere, point NODE_PATH at that node_modules:
 *        NODE_PATH=/tmp/audio-tools/node_modules node scripts/generate-song-sample.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SAMPLE_RATE = 44100;
const KBPS = 128;
const BPM = 100;
const BEAT = 60 / BPM; // seconds per beat
const EIGHTH = BEAT / 2;
const BAR = BEAT * 4;
const BARS = 9; // 8 bars of progression + 1 closing bar
const TAIL = 1.0; // seconds of ring-out after the last bar
const DURATION = BARS * BAR + TAIL; // 22.6 s
const N = Math.ceil(DURATION * SAMPLE_RATE);

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, "../public/assets/audio/song-sample.mp3");

// ---------------------------------------------------------------- helpers
/** Seeded PRNG (mulberry32) so the noise-based drums are deterministic. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(0x5a9 + 2024);
const TAU = Math.PI * 2;
const mtof = (m) => 440 * Math.pow(2, (m - 69) / 12);

/** Simple RBJ biquad filter (state kept per instance). */
function biquad(type, freq, q) {
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

// Busses
const dry = new Float64Array(N);
const send = new Float64Array(N); // goes to reverb
const echoBus = new Float64Array(N); // goes to dotted-eighth delay

/** Render a voice: fn(t, i) -> sample, for `len` seconds starting at `start`. */
function render(start, len, fn, gain, sendAmt = 0, echoAmt = 0) {
  const s0 = Math.round(start * SAMPLE_RATE);
  const n = Math.min(Math.round(len * SAMPLE_RATE), N - s0);
  for (let i = 0; i < n; i++) {
    const v = fn(i / SAMPLE_RATE) * gain;
    dry[s0 + i] += v;
    send[s0 + i] += v * sendAmt;
    echoBus[s0 + i] += v * echoAmt;
  }
}

/** Envelope: linear attack, exponential decay while held, short release. */
function env(t, hold, attack, decayTau, release, sustain = 0) {
  if (t < attack) return t / attack;
  const held = (tt) => sustain + (1 - sustain) * Math.exp(-(tt - attack) / decayTau);
  if (t < hold) return held(t);
  const r = 1 - (t - hold) / release;
  return r > 0 ? held(hold) * r : 0;
}

// ---------------------------------------------------------------- instruments
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

// ---------------------------------------------------------------- score
// Key of D major, I–V–vi–IV: D, A, Bm, G (close voice-leading voicings)
const CHORDS = [
  { root: 38, notes: [62, 66, 69] }, // D
  { root: 45, notes: [61, 64, 69] }, // A
  { root: 47, notes: [62, 66, 71] }, // Bm
  { root: 43, notes: [62, 67, 71] }, // G
];

// Melody per bar: [startEighth, durationEighths, midi]
const MELODY = [
  [
    [0, 1, 69],
    [1, 1, 74],
    [2, 2, 78],
    [4, 1, 76],
    [5, 1, 74],
    [6, 2, 76],
  ], // D
  [
    [0, 1, 76],
    [1, 1, 73],
    [2, 3, 69],
    [6, 1, 76],
    [7, 1, 78],
  ], // A
  [
    [0, 1, 74],
    [1, 2, 78],
    [3, 1, 76],
    [4, 2, 74],
    [6, 2, 71],
  ], // Bm
  [
    [0, 3, 74],
    [3, 1, 71],
    [4, 4, 69],
  ], // G
  [
    [0, 1, 69],
    [1, 1, 74],
    [2, 1, 78],
    [3, 2, 81],
    [5, 1, 78],
    [6, 2, 76],
  ], // D
  [
    [0, 2, 76],
    [2, 1, 73],
    [3, 1, 76],
    [4, 2, 81],
    [6, 1, 79],
    [7, 1, 78],
  ], // A
  [
    [0, 2, 78],
    [2, 2, 74],
    [4, 1, 71],
    [5, 1, 74],
    [6, 2, 76],
  ], // Bm
  [
    [0, 3, 76],
    [3, 1, 74],
    [4, 2, 76],
    [6, 2, 78],
  ], // G
  [[0, 8, 74]], // D (closing)
];

for (let bar = 0; bar < BARS; bar++) {
  const t0 = bar * BAR;
  const last = bar === BARS - 1;
  const chord = last ? CHORDS[0] : CHORDS[bar % 4];

  // Pad underneath everything
  for (const m of chord.notes) pad(t0, last ? BAR * 0.75 : BAR, m - 12);

  // Electric piano: syncopated 3+3+2 rhythm, one long chord at the end
  const hits = last
    ? [[0, 8, 1]]
    : [
        [0, 3, 1],
        [3, 3, 0.8],
        [6, 2, 0.85],
      ];
  for (const [pos, len, vel] of hits) {
    chord.notes.forEach((m, k) => epiano(t0 + pos * EIGHTH + k * 0.006, len * EIGHTH * 0.95, m, vel));
  }

  // Bass
  if (last) bass(t0, BAR * 0.7, chord.root);
  else {
    const pattern = [
      [0, 1.5, 0],
      [3, 1, 0],
      [4, 1.5, 0],
      [6, 1, 0],
      [7, 0.9, 12],
    ];
    for (const [pos, len, oct] of pattern) bass(t0 + pos * EIGHTH, len * EIGHTH, chord.root + oct, oct ? 0.7 : 1);
  }

  // Lead melody
  for (const [pos, len, m] of MELODY[bar]) lead(t0 + pos * EIGHTH, len * EIGHTH * 0.92, m);

  // Drums: light hats for bars 1–2, full groove from bar 3, a clap fill at bar 8
  if (last) {
    kick(t0);
    hat(t0, 0.8, true);
    continue;
  }
  for (let e = 0; e < 8; e++) hat(t0 + e * EIGHTH, e % 2 ? 0.55 : 0.9, bar >= 2 && e === 7);
  if (bar >= 2) {
    kick(t0);
    kick(t0 + 3 * EIGHTH, 0.7);
    kick(t0 + 4 * EIGHTH);
    clap(t0 + BEAT);
    clap(t0 + 3 * BEAT);
    if (bar === 7) {
      clap(t0 + 3.5 * BEAT, 0.6);
      clap(t0 + 3.75 * BEAT, 0.8);
    }
  } else if (bar === 1) {
    kick(t0 + 6 * EIGHTH, 0.5);
  }
}

// ---------------------------------------------------------------- effects
// Dotted-eighth feedback echo on the lead
{
  const d = Math.round(EIGHTH * 1.5 * SAMPLE_RATE);
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

// Schroeder reverb on the send bus (4 combs + 2 all-passes)
{
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

// ---------------------------------------------------------------- master
const FADE_IN = 1.0;
const FADE_OUT = 3.2;
const hpMaster = biquad("hp", 28, 0.7);
let peak = 0;
for (let i = 0; i < N; i++) {
  const t = i / SAMPLE_RATE;
  let g = 1;
  if (t < FADE_IN) g *= Math.sin((Math.PI / 2) * (t / FADE_IN));
  if (t > DURATION - FADE_OUT) g *= Math.max(0, Math.cos((Math.PI / 2) * ((t - (DURATION - FADE_OUT)) / FADE_OUT)));
  const v = Math.tanh(hpMaster(dry[i]) * 1.1) * g;
  dry[i] = v;
  peak = Math.max(peak, Math.abs(v));
}
const norm = 0.89 / (peak || 1); // about -1 dBFS
const pcm = new Int16Array(N);
for (let i = 0; i < N; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(dry[i] * norm * 32767)));

// ---------------------------------------------------------------- encode
async function loadLame() {
  try {
    return await import("@breezystack/lamejs");
  } catch (err) {
    // ESM ignores NODE_PATH, so resolve it by hand for ad-hoc installs.
    for (const dir of (process.env.NODE_PATH || "").split(path.delimiter).filter(Boolean)) {
      const file = path.join(dir, "@breezystack", "lamejs", "dist", "lamejs.js");
      if (fs.existsSync(file)) return import(pathToFileURL(file).href);
    }
    throw new Error("Cannot load @breezystack/lamejs. Install it as a devDependency or set NODE_PATH.\n" + err.message);
  }
}

const lame = await loadLame();
const Mp3Encoder = lame.Mp3Encoder || lame.default?.Mp3Encoder;
const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
const chunks = [];
const BLOCK = 1152;
for (let i = 0; i < N; i += BLOCK) {
  const out = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
  if (out.length) chunks.push(Buffer.from(out));
}
const end = encoder.flush();
if (end.length) chunks.push(Buffer.from(end));

const mp3 = Buffer.concat(chunks);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, mp3);
console.log(
  `wrote ${path.relative(process.cwd(), OUT)}: ${DURATION.toFixed(1)} s, ${KBPS} kbps, ${(mp3.length / 1024).toFixed(1)} KB`,
);
