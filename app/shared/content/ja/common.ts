// Japanese: what every page shares — header, footer, language switcher, consent banner, sign-in
// alert, the not-found and error screens — and the site's description. `{name}` placeholders are
// filled in by the page (shared/content/fill.ts); every language has the same ones (shared/content/copy.test.ts).
import type { CommonCopy } from "../copy.ts";

export const common = {
  description: "写真が数分で、あなただけのオリジナルソングに。まずは{days}日間の無料トライアルから。",
  skipToContent: "本文へスキップ",
  nav: { main: "メイン", footer: "フッター", pricing: "料金プラン", contact: "お問い合わせ" },
  rights: "© {year} {product} 無断転載を禁じます。",
  signUp: "新規登録",
  logIn: "ログイン",
  logOut: "ログアウト",
  yourAccount: "マイアカウント",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "アカウント",
    manage: "プランの管理",
    none: "ご契約中のプランはありません",
    experiment: "見出しの実験",
    addedByEmail: "お客様のメールアドレスで購入されたため追加されました。",
    notMine: "自分のものではない：削除する",
    notMineFailed: "いまは削除できませんでした。しばらくしてからもう一度お試しください。",
  },
  holdings: {
    plan: "{plan}プラン",
    research: "リサーチのサブスクリプション",
    price: { month: "月額{price}", year: "年額{price}" },
    standing: {
      trial: "{date}まで無料トライアル、その後{price}",
      active: "{date}に{price}で更新",
      ending: "解約済み：{date}までご利用いただけます。以降の請求はありません",
      pastDue: "前回のお支払いができませんでした：カード情報を更新してください",
      ended: "{date}に終了しました",
    },
    discounted: {
      until: "{charge}（{code}適用、{date}まで）、その後{price}",
      once: "{charge}（{code}適用、1回のみ）、その後{price}",
      always: "{charge}（{code}適用）",
    },
    tax: {
      included: {
        EUR: "{price}（うち付加価値税{tax}）",
        JPY: "{price}（うち消費税{tax}）",
        other: "{price}（うち税{tax}）",
      },
      added: "{price}＋税{tax}",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price}＋税",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "プランの解約",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "プライバシーポリシー", terms: "利用規約", notice: "特定商取引法に基づく表記" },
  languages: {
    label: "言語",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "このページは日本語でもご覧いただけます。",
    accept: "日本語で読む",
    dismiss: "いいえ、結構です",
  },
  consent: {
    title: "分析用Cookie",
    text: "サイトをより良くするため、ご利用状況を計測させてください。同意いただくまで、分析用のデータは一切保存しません。",
    accept: "同意する",
    reject: "拒否する",
    settings: "Cookie設定",
  },
  authAlert: {
    title: "ログインできませんでした",
    dismiss: "閉じる",
    unreachable: "ログインサービスに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。",
    busy: "ログインサービスで問題が発生しています。数分後にもう一度お試しください。",
    cancelled: "登録はキャンセルされ、アカウントは作成されていません。いつでもやり直せます。",
    expired: "このログインリンクはすでに使用済みか、有効期限が切れています。もう一度ログインしてください。",
    confirm: "ログインサービスで追加の手続きが必要です。もう一度ログインしてください。",
    blocked:
      "ブラウザがログイン用のポップアップをブロックしました。このサイトのポップアップを許可してから、もう一度お試しください。",
    storage:
      "登録やログインには、このサイトのサイトデータ（Cookie）を許可してください。ログインページにいる間、ブラウザに情報を一時的に保存する必要があります。",
    failed: "今回はログインできませんでした。もう一度お試しください。",
    code: "エラーコード: {code}",
  },
  notFound: {
    code: "404",
    title: "このページ、音を外しちゃいました",
    text: "お探しのページが見つかりませんでした。ページが移動したか、リンクのURLが間違っている可能性があります。",
    pageTitle: "ページが見つかりません",
  },
  error: {
    code: "おっと",
    title: "問題が発生しました",
    text: "予期しないエラーにより、ページを読み込めませんでした。もう一度お試しいただくか、トップページに戻ってください。",
    pageTitle: "問題が発生しました",
  },
  /** A quotation in the language's quotation marks. */
  quote: "「{text}」",
  unknownTicker: "このページのリサーチはありません",
  home: "トップページへ",
  seePricing: "料金プランを見る",
  shareImageAlt: "{product}：写真が歌になる",
} satisfies CommonCopy;
