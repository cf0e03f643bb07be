// The links the subscriber mails carry, found in a mail's text part (api/mail/*.test.ts).

/** The first link of the pattern in the text; throws, showing the text, when there is none. */
export const linkIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[0];
  if (!found) throw new Error(`No link ${pattern} in:\n${text}`);
  return found;
};
/** A one-press cancellation: `/cancel/confirm?token=…` in any language. */
export const CANCEL_LINK = /https?:\/\/[^\s"<>]+\/cancel\/confirm\?token=[\w-]{43}/;
/** A failed payment's way to the portal's payment method. */
export const CARD_LINK = /https?:\/\/[^\s"<>]+\/api\/mail-links\/[\w-]{43}/;
export const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
