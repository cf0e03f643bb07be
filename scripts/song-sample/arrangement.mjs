// How the parts play the score, bar by bar: pad, electric piano, bass, lead and drums.
import { BAR, BARS, BEAT, CHORDS, EIGHTH, MELODY } from "./score.mjs";

/**
 * Plays the whole score on the given instruments (instruments.mjs, drums.mjs). The drums draw their
 * noise from one seeded stream as they play, so this order is part of the output's bytes.
 */
export function playScore({ epiano, pad, bass, lead, kick, clap, hat }) {
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
}
