// The consent feature's public entry.
export { ConsentBanner, ConsentSettingsButton } from "./consent-banner";
