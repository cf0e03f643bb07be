// Japanese: after the checkout — /success while it confirms the payment with the provider (and when
// it cannot), /failure on its way to /glow, and /glow itself.
import type { CheckoutCopy } from "../copy.ts";

export const checkout = {
  successPageTitle: "お支払い",
  confirming: "お支払いを確認しています…",
  leaving: "ページを移動しています…",
  continue: "続ける",
  noScript: {
    title: "このページにはJavaScriptが必要です",
    body: "このブラウザではJavaScriptがオフになっているため、お支払いの結果を表示できません。お申し込みいただいた場合は、お支払い時に入力したメールアドレスに確認メールをお送りしています。お申し込みされていない場合、料金は請求されていません。",
  },
  missing: {
    title: "お支払いが見つかりませんでした",
    body: "このページは、決済ページから戻ってきたときにお支払いを確認するためのものですが、このリンクに該当するお支払いは見つかりませんでした。お申し込み済みの場合は、お支払い時に入力したメールアドレスにお送りする確認メールで詳細をご確認いただけます。",
    action: "プランを見る",
  },
  notCompleted: {
    title: "お手続きは完了していません",
    body: "料金は請求されていません。いつでもプランを選んで、もう一度お試しいただけます。",
    action: "プラン一覧に戻る",
  },
  unreachable: {
    title: "お支払いをまだ確認できていません",
    body: "お支払いは安全ですが、現在決済サービスに接続できません。少し時間をおいて、もう一度お試しください。",
    retry: "もう一度試す",
  },
  glow: {
    pageTitle: "ようこそ",
    loading: "アカウントを読み込んでいます…",
    paid: {
      title: "ようこそ！準備が整いました",
      next: "最初の1曲は、こんなふうに作れます。",
      lede: "{days}日間の無料トライアルが始まりました。{next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial: "{plan}プランの無料トライアルは{date}までです。その日に初回のお支払い（{price}）が発生します。{next}",
      ledeActive: "{plan}プランは有効です。{date}に{price}で更新されます。{next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral:
        "ありがとうございます。お申し込みが確認されました。詳細はお支払い時に入力したメールアドレスにお送りしています。",
      ledeConfirmed:
        "プランのお申し込みが確認されました。詳細はお支払い時に入力したメールアドレスにお送りしています。{next}",
      steps: [
        "メールをご確認ください。お支払い時に入力したメールアドレスに、お申し込み内容の確認メールをお送りしています。",
        "残しておきたい1日の写真を、何枚か選びましょう。",
        "雰囲気を選べば、約2分で歌が完成します。",
      ],
      openApp: "アプリを開く",
      action: "トップページに戻る",
    },
    unpaid: {
      title: "お支払いは行われていません",
      lede: "お支払いの前にチェックアウトを離れたため、料金は請求されていません。プランはいつでもお選びいただけます。",
      ledeTrial:
        "お支払いの前にチェックアウトを離れたため、料金は請求されていません。{days}日間の無料トライアルは、いつでも始められます。",
      action: "料金プランを見る",
      subscriberTitle: "{plan}プランは変更されていません",
      subscriberLede:
        "お支払いの前にチェックアウトを離れたため、料金は請求されておらず、ご利用中のプランもそのままです。",
      subscriberAction: "ご利用中のプランに戻る",
      declined:
        "カードが承認されなかった場合も、料金は請求されていません。もう一度お手続きいただき、別のカードでお支払いください。",
      declinedAction: "別のカードで試す",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "{name}は解約済みです",
      pastDueTitle: "前回のお支払いができませんでした",
      endedTitle: "{name}は終了しました",
      lede: "{standing}。",
    },
    research: {
      title: "リサーチのロックが解除されました",
      lede: "{days}日間の無料トライアルが始まりました。{open}",
      ledeConfirmed:
        "リサーチのお申し込みが確認されました。詳細はお支払い時に入力したメールアドレスにお送りしています。{open}",
      ledeKnown: "{standing}。{open}",
      open: "お好きな銘柄のリサーチを開いてください。",
      openResearch: "リサーチを開く",
    },
    help: "お支払いに関するご質問は、こちらまで：",
  },
} satisfies CheckoutCopy;
