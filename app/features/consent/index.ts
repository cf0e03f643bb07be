// The consent feature's public entry.
export { ConsentBanner } from "./consent-banner";
