// What the song sample plays: an original pop loop in D major, I–V–vi–IV at 100 BPM, eight bars
// and a closing one, with a little ring-out after.
export const BPM = 100;
export const BEAT = 60 / BPM; // seconds per beat
export const EIGHTH = BEAT / 2;
export const BAR = BEAT * 4;
export const BARS = 9; // 8 bars of progression + 1 closing bar
const TAIL = 1.0; // seconds of ring-out after the last bar
export const DURATION = BARS * BAR + TAIL; // 22.6 s

// Key of D major, I–V–vi–IV: D, A, Bm, G (close voice-leading voicings)
export const CHORDS = [
  { root: 38, notes: [62, 66, 69] }, // D
  { root: 45, notes: [61, 64, 69] }, // A
  { root: 47, notes: [62, 66, 71] }, // Bm
  { root: 43, notes: [62, 67, 71] }, // G
];

// Melody per bar: [startEighth, durationEighths, midi]
export const MELODY = [
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
