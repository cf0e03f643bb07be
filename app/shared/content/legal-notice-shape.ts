// What every market's legal notice has (legal-notice.ts): a title, rows of facts and paragraphs.
export interface LegalNotice {
  pageTitle: string;
  title: string;
  lede: string;
  /** The notice's facts, a label and its value each. */
  rows: readonly { label: string; value: string }[];
  /** What the market's law asks to be said in words (dispute resolution, who answers for the content). */
  paragraphs: readonly { title: string; text: string }[];
}
