// The not-found page's part of the boot script: an odd address goes to the one the visitor meant.
export { canonicalAddress } from "./canonical-address";
