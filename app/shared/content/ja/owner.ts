// Japanese: the owner's readout of the headline experiment (/owner/experiment), and its link in the
// owner's account menu (common.accountMenu.experiment).
import type { OwnerCopy } from "../copy.ts";

export const owner = {
  pageTitle: "見出しの実験",
  lede: "トップページのどの見出しが最も多くの売上につながるかを比べます。各訪問者は最初に表示された見出しで数えるため、何度再訪しても比較の公平さは保たれます。",
  checking: "ご本人の確認をしています…",
  loading: "数値を読み込んでいます…",
  noScript: "このページにはJavaScriptが必要です。オーナーのログイン情報を使って数値を読み込みます。",
  forOwner: {
    title: "このページはサイトオーナー専用です",
    body: "見出しの実験の数値は、オーナーのアカウントにのみ表示されます。",
    logIn: "ログイン",
  },
  unavailable: {
    title: "数値を読み込めませんでした",
    body: "サイトのAPIから応答がありませんでした。少し時間をおいて、もう一度お試しください。",
    retry: "もう一度試す",
  },
  period: "{since}から{until}まで（UTC）に初めて訪れた訪問者です。",
  verdicts: {
    title: "ここから言えること",
    notEnough:
      "まだデータが足りません。意味のある比較には、各見出しに少なくとも{visitors}人の訪問者と{trials}件のトライアルが必要です。",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant}はAより多くの売上につながっています。",
      less: "{variant}はAより売上が少なくなっています。",
      unclear: "{variant}とAの売上には、まだはっきりした差はありません。",
    },
    paidRate: {
      more: "{variant}はAより、お支払いをした訪問者の割合が高くなっています。",
      less: "{variant}はAより、お支払いをした訪問者の割合が低くなっています。",
      unclear: "{variant}とAのお支払いをした訪問者の割合には、まだはっきりした差はありません。",
    },
    trialRate: {
      more: "{variant}はAより多くのトライアル開始につながっています。",
      less: "{variant}はAよりトライアルの開始が少なくなっています。",
      unclear: "{variant}とAのトライアル数には、まだはっきりした差はありません。",
    },
    srm: "警告：見出しごとの訪問者の割合が均等になっていません（サンプル比率のミスマッチ〔SRM〕、p {p}）。見出しの割り当てか集計のどこかに問題があります。修正されるまで、この比較は信頼しないでください。",
    refusedBeacons:
      "この期間に大量送信として拒否した訪問ビーコン（同じアドレスからの送信が多すぎたもの）：{count}件。どの数値にも含まれていません。",
    method:
      "区間はすべて95%信頼区間です。Aとの2つの比較に合わせて調整した区間（ボンフェローニ補正）がゼロを含まない場合にのみ、その見出しはAと差があると判断します。売上は税抜きで、価格表に基づき米ドルに換算しています。",
  },
  table: {
    caption: "3つの見出し",
    headline: "見出し",
    visits: "訪問数",
    visitors: "訪問者数",
    trialRate: "トライアル率",
    paidRate: "支払い率",
    revenuePerVisitor: "訪問者あたりの売上",
    control: "対照",
    quoted: "「{headline}」",
    interval: "95%：{low}〜{high}",
    noInterval: "区間はまだありません",
    vsControl: "Aとの差：{diff}（調整後のp値 {p}）",
    none: "まだありません",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}ポイント",
  forest: {
    title: "Aとの差（2つの比較に合わせて調整した区間）",
    zero: "各バーは見出しの区間を、点はその差を示します。破線は差がないことを表します。",
    none: "比較できるだけの訪問者がまだいません。",
  },
  chart: {
    title: "見出しごとの訪問者数の推移",
    description: "各見出しでこれまでに数えた訪問者数を、日ごとに示します。",
    none: "まだ訪問者はいません。",
  },
  codes: {
    caption: "キャンペーンコード別の売上",
    note: "期間内のすべての支払い（支払者を問わず）を、そのサブスクリプションの購入時のコード別に集計（割引終了後の通常価格の支払いも含む）：税抜き・コード割引後の支払額と、コードによる割引額（価格表による米ドル）。コードで無料トライアルは変わりません。",
    code: "コード",
    none: "コードなし",
    subscriptions: "サブスクリプション",
    payments: "支払い",
    revenue: "売上",
    discount: "割引",
    empty: "この期間の支払いはまだありません。",
  },
  csv: {
    download: "日ごとの集計をダウンロード（CSV）",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "midashi-jikken-{date}",
  },
} satisfies OwnerCopy;
