// 16-bit mono samples to MP3 with the pure-JS encoder @breezystack/lamejs (a devDependency, or
// wherever NODE_PATH points for an ad-hoc install).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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

/** The MP3 of `pcm` (Int16Array, mono) at `sampleRate` and `kbps`. */
export async function encodeMp3(pcm, sampleRate, kbps) {
  const lame = await loadLame();
  const Mp3Encoder = lame.Mp3Encoder || lame.default?.Mp3Encoder;
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks = [];
  const BLOCK = 1152;
  for (let i = 0; i < pcm.length; i += BLOCK) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
    if (out.length) chunks.push(Buffer.from(out));
  }
  const end = encoder.flush();
  if (end.length) chunks.push(Buffer.from(end));
  return Buffer.concat(chunks);
}
