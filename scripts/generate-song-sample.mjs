#!/usr/bin/env node
/**
 * generate-song-sample.mjs
 *
 * Makes public/assets/audio/song-sample.mp3: an original ~22 s instrumental
 * pop loop (D major, I–V–vi–IV at 100 BPM) with an FM electric piano, a soft
 * pad, a bass line, a bell-like lead melody with echo, and light drums
 * (kick, claps, hi-hats), plus a small reverb and a fade-in / fade-out.
 * Everything is synthesised here from sine waves and seeded noise, so the
 * output is the same on every run. The parts live in scripts/song-sample/:
 * synth.mjs (building blocks), score.mjs and arrangement.mjs (what plays
 * when), instruments.mjs and drums.mjs (the voices), effects.mjs (echo,
 * reverb, master) and encode-mp3.mjs.
 *
 * Run:   node scripts/generate-song-sample.mjs
 * Needs: the pure-JS MP3 encoder `@breezystack/lamejs` (a devDependency).
 *        If it is installed elsewhere, point NODE_PATH at that node_modules:
 *        NODE_PATH=/tmp/audio-tools/node_modules node scripts/generate-song-sample.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { playScore } from "./song-sample/arrangement.mjs";
import { drums } from "./song-sample/drums.mjs";
import { addEcho, addReverb, master } from "./song-sample/effects.mjs";
import { encodeMp3 } from "./song-sample/encode-mp3.mjs";
import { instruments } from "./song-sample/instruments.mjs";
import { DURATION, EIGHTH } from "./song-sample/score.mjs";
import { createMix, mulberry32, SAMPLE_RATE } from "./song-sample/synth.mjs";

const KBPS = 128;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, "../public/assets/audio/song-sample.mp3");

const mix = createMix(Math.ceil(DURATION * SAMPLE_RATE));
const rand = mulberry32(0x5a9 + 2024);
playScore({ ...instruments(mix), ...drums(mix, rand) });
addEcho(mix, EIGHTH);
addReverb(mix);
const mp3 = await encodeMp3(master(mix, DURATION), SAMPLE_RATE, KBPS);

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, mp3);
console.log(
  `wrote ${path.relative(process.cwd(), OUT)}: ${DURATION.toFixed(1)} s, ${KBPS} kbps, ${(mp3.length / 1024).toFixed(1)} KB`,
);
