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
      negligible:
        "{variant}とAの売上には、意味のある差はありません。差があったとしても、設定した改善幅より小さいものです。実験を終了してかまいません。",
    },
    paidRate: {
      more: "{variant}はAより、お支払いをした訪問者の割合が高くなっています。",
      less: "{variant}はAより、お支払いをした訪問者の割合が低くなっています。",
      unclear: "{variant}とAのお支払いをした訪問者の割合には、まだはっきりした差はありません。",
      negligible:
        "{variant}とAのお支払いをした訪問者の割合には、意味のある差はありません。差があったとしても、設定した改善幅より小さいものです。実験を終了してかまいません。",
    },
    trialRate: {
      more: "{variant}はAより多くのトライアル開始につながっています。",
      less: "{variant}はAよりトライアルの開始が少なくなっています。",
      unclear: "{variant}とAのトライアル数には、まだはっきりした差はありません。",
      negligible:
        "{variant}とAのトライアル数には、意味のある差はありません。差があったとしても、設定した改善幅より小さいものです。実験を終了してかまいません。",
    },
    srm: "警告：見出しごとの訪問者の割合が均等になっていません（サンプル比率のミスマッチ〔SRM〕、p {p}）。見出しの割り当てか集計のどこかに問題があります。修正されるまで、この比較は信頼しないでください。",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "この期間に大量送信として拒否した訪問ビーコン（同じアドレスからの送信が多すぎたもの）：{count}件。どの数値にも含まれていません。",
    method:
      "見出しがAと差があると判断するのは、その見出しの常に有効な区間（下のグラフ）がゼロを含まない場合だけです。毎日確認して、最初に出た判定に従って行動してもかまいません。それでも確かさは、あらかじめ計画した1回だけの確認と変わりません（95%）。売上は税抜き・返金分を除いた額で、価格表に基づき米ドルに換算しています。",
  },
  table: {
    caption: "3つの見出し",
    headline: "見出し",
    visits: "訪問数",
    visitors: "訪問者数",
    maturing: "トライアル中",
    trialRate: "トライアル率",
    paidRate: "支払い率",
    revenuePerVisitor: "訪問者あたりの売上",
    control: "対照",
    quoted: "「{headline}」",
    interval: "95%：{low}〜{high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "トライアル終了済みの{count}人中",
    noInterval: "区間はまだありません",
    vsControl: "Aとの差：{diff}（1回だけ確認する場合：調整後のp値 {p}）",
    none: "まだありません",
    note: "トライアル率はすべての訪問者を数えます。支払い率と訪問者あたりの売上は、初めて訪れてから{days}日と1日以上たち、トライアルが支払いに変わるだけの時間があった訪問者だけを数えます。それ以外の訪問者は「トライアル中」です。「Aとの差」の数値とそのp値が当てはまるのは、計画した1回だけの確認の場合に限られます。判定は常に有効な区間に基づいています。",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}ポイント",
  forest: {
    title: "Aとの差（常に有効な区間）",
    zero: "各バーは見出しの常に有効な区間を、点はその差を示します。破線は差がないことを、網掛けの帯はプラス・マイナスどちらの方向でも意味のある最小の差を表します。",
    valid:
      "「常に有効」とは、いつ確認してもよいという意味です。何度確認しても、破線にかからないバーは、あらかじめ計画した1回だけの確認と同じくらい確かです。バーが帯の内側に収まっていれば、意味のある差はありません。",
    none: "比較できるだけの訪問者がまだいません。",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "あとどのくらい続けるか",
    lede: "指標ごとに、Aに対する意味のある最小の改善幅を設定してください。それを確かめるのに各見出しで何人の訪問者が必要かを、このページが計算します。",
    legend: "Aに対する意味のある最小の改善幅",
    range: "{min}〜{max}の範囲のパーセント値です。",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "ページのアドレスで「{figure}」に指定された改善幅「{value}」は、{min}〜{max}の範囲のパーセント値ではありません。計画には既定値の{default}%を使っています。",
    submit: "計画を更新",
    reset: "既定値に戻す",
    caption: "計画",
    metric: "指標",
    lift: "意味のある改善幅",
    baseline: "現在のA",
    assumed: "{value}（仮定）",
    needed: "見出しごとに必要な訪問者数",
    counted: "現在まで",
    daysLeft: "残り日数",
    reached: "達成",
    unknown: "まだ不明",
    impossible: "達成不可",
    explain: {
      lift: "意味のある改善幅：見出しを切り替えたくなる、Aに対する最小の改善です。それより小さい改善は、手間をかけるほどの価値がありません。",
      needed:
        "必要な訪問者数：各見出しに必要な人数です。その見出しが本当にその改善幅でAを上回っているなら、この人数があれば、実験の{power}で判定がそれを示します。",
      counted:
        "現在まで：訪問者が最も少ない見出しの現在の人数です。支払い率と売上では、トライアルが終了した訪問者だけを数えます。",
      daysLeft:
        "残り日数：この期間の各見出しのペース（それぞれ1日あたり約{perDay}人）で計算しています。支払い率と売上では、最後の訪問者のトライアルが終わるまで、さらに{days}日と1日待ちます。",
      assumed:
        "Aのトライアルが{trials}件になるまで（支払い率と売上では、トライアルが終了した支払者が{trials}人になるまで）、計画は「仮定」と表示した、このサイトで一般的な数値から計算し、その後はA自身の数値を使います。",
      nStar:
        "常に有効な区間が最も狭くなるのは、見出しごとに約{nStar}人のときです。それ以外の人数でも同じように有効ですが、区間は少し広くなります。",
    },
  },
  chart: {
    title: "見出しごとの訪問者数の推移",
    description: "各見出しでこれまでに数えた訪問者数を、日ごとに示します。",
    none: "まだ訪問者はいません。",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
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
    summary: "見出しごとのまとめをダウンロード（CSV）",
    /** The summary's file name, without the extension. */
    summaryFileName: "midashi-jikken-matome-{date}",
    note: "どちらのファイルでも、売上は米ドル・税抜きで、返金分と認められたチャージバック（支払いへの異議申し立て）の分を差し引いた額です。日ごとのファイルには、その日の訪問者のトライアルがすべて終了したかどうかが示されています。",
  },
} satisfies OwnerCopy;
