// The not-found page's part of the page's inline scripts (app/boot/document-end.ts): an odd address goes to the one the visitor meant.
export { canonicalAddress } from "./canonical-address";
