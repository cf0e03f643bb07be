// Unbiased random draws from the Web Crypto API (rejection sampling, never Math.random).

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A uniformly random integer in [min, max], both inclusive. */
export function randomInt(min: number, max: number): number {
  const span = max - min + 1;
  if (!Number.isInteger(min) || !Number.isInteger(max) || span < 1 || span > 2 ** 32) {
    throw new RangeError(`randomInt needs integers with min ≤ max, got ${min}..${max}`);
  }
  const limit = 2 ** 32 - (2 ** 32 % span);
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return min + (word[0]! % span);
}

/** A random id of letters and digits, which also satisfies Stripe's client_reference_id rules. */
export function randomId(length: number): string {
  return Array.from({ length }, () => ID_ALPHABET[randomInt(0, ID_ALPHABET.length - 1)]).join("");
}
