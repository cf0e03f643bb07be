// Debian's Chromium, as every browser-driving tool here launches it (tests, bench, image script).
// Never a downloaded browser; the flags keep it off the network this machine does not have.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];
