// Japanese: the research paywall, for every ticker.
import type { PaywallCopy } from "../copy.ts";

export const paywall = {
  pageTitle: "{name}（{symbol}）のリサーチ · {product}",
  description: "{name}（{symbol}）のAIリサーチを毎日更新。まずは{days}日間の無料トライアルから。",
  statsTitle: "本日のリサーチ実績",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n}件の情報源を収集", pages: "{n}ページを分析", hours: "{n}時間分のリサーチを節約" },
  trialTitle: "{days}日間の無料トライアル",
  unlock: "{symbol}のリサーチをすべてご覧いただけます。",
  monthly: "月払い · {price}/月",
  yearly: "年払い · {price}/月",
  /** `{percent}` is the yearly price's true saving, formatted ('40%'): catalogue/paywall.ts. */
  yearlyLabel: "年払いなら{percent}お得",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "年額{total}（年1回のお支払い）",
  cancelNote: "いつでも解約できます。",
  unlocked: {
    title: "{symbol}のリサーチのロックを解除しました",
    text: "リサーチの内容：",
  },
  benefits: [
    "毎日のAIリサーチレポートを、わかりやすい言葉で",
    "ニュース、掲示板、開示資料のセンチメントを追跡",
    "価格アラートと今後の注目材料をリアルタイムで通知",
    "過去のレポートをすべて検索可能",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "ゲーム小売 · NYSE",
    anf: "アパレル小売 · NYSE",
    tsla: "電気自動車・エネルギー · NASDAQ",
    msft: "ソフトウェア・クラウド · NASDAQ",
    panw: "サイバーセキュリティ · NASDAQ",
    crwd: "サイバーセキュリティ · NASDAQ",
    cl: "オラクルネットワーク · 暗号資産",
    mom: "ミームコイン · 暗号資産",
    doge: "元祖ミームコイン · 暗号資産",
  },
} satisfies PaywallCopy;
