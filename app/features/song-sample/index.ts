// The song sample's public entry.
export { SongSample } from "./song-sample";
