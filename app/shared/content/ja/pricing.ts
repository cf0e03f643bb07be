// Japanese: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (catalogue/plans.ts).
import type { PricingCopy } from "../copy.ts";

export const pricing = {
  pageTitle: "料金プラン · {product}",
  title: "まずは{days}日間の無料トライアルから",
  lede: "プランを選んで、1週間たっぷり曲作り。トライアル期間中に解約すれば、料金は一切かかりません。",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "プランをお選びください",
  ledeTrialUsed: "プランやお支払い期間は、いつでも変更できます。料金はご利用のプランに応じて変わります。",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning: "無料トライアルはご利用済みです。また曲を作りたくなったら、いつでもプランをお選びください。",
  toggleLabel: "お支払い期間",
  periodLabels: { monthly: "月払い", annual: "年払い" },
  discountBadge: "{percent}オフ",
  mostBought: "人気No.1",
  choose: "{plan}を無料で試す",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "{plan}に申し込む",
  yourPlan: "現在のプラン",
  switchTo: "{plan}に変更する",
  manage: "プランの管理",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "{plan}プランは解約済みです。{date}までは引き続きご利用いただけます。",
  perMonth: "{price}/月",
  billedMonthly: "毎月のお支払い",
  billedYearly: "年額{total}のお支払い",
  facts: {
    credits: "月{credits}クレジット",
    unlimitedCredits: "クレジット無制限",
    songs: "月{songs}曲まで",
    unlimitedSongs: "毎月、曲数無制限",
    parallel: "最大{count}曲を同時生成",
  },
  plans: {
    pro: {
      tagline: "お気に入りの瞬間を歌にしたい方に。",
      features: ["すべての音楽スタイルとムード", "曲をMP3でダウンロード", "友だちにシェアできるリンク"],
    },
    max: {
      tagline: "どのアルバムもサウンドトラックにしたいクリエイターに。",
      features: [
        "Proのすべての機能",
        "最長4分のロングバージョン",
        "歌詞とボーカルスタイルをカスタマイズ",
        "優先生成",
        "商用利用ライセンス",
      ],
    },
  },
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "最初のプランには{days}日間の無料トライアルが付きます（お一人様1回まで）。料金はトライアル終了時に初めて発生します。",
  notes: [
    "{creditsPerSong}クレジットで1曲です。",
    "各ページ下部の「プランの解約」から、いつでも解約できます。",
    "年払いは月払いより{percent}お得で、年に1回のお支払いです。",
    "価格は日本円・税込です。",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan}（月払い）", annual: "{plan}（年払い）" },
} satisfies PricingCopy;
