// Where a build records the settings it was made with (relative to the project root): written by
// the build (vite.config.ts), read by the server for its headers and by `npm start` to know when to
// rebuild.
export const SITE_CONFIG_STAMP = "build/site-config.json";
