// Japanese: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy.ts";

export const signUp = {
  title: "登録ページへ移動しています…",
  text: "少々お待ちください。安全な登録ページを開いています（ログイン済みの場合はお支払い画面が開きます）。",
  failedTitle: "登録ページを開けませんでした",
  noScriptTitle: "登録にはJavaScriptが必要です",
  noScriptText:
    "安全な登録ページは、ブラウザ上でJavaScriptを使って動作します。このサイトでJavaScriptを有効にして、もう一度お試しください。",
  retry: "もう一度試す",
  back: "プランを見る",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "プランの管理画面を開いています…",
    text: "少々お待ちください。決済サービスのプラン管理画面を開いています（必要な場合は、先にログインしていただきます）。",
    failedTitle: "プランの管理画面を開けませんでした",
    noScriptTitle: "プランの管理にはJavaScriptが必要です",
    noScriptText:
      "ログインとプランの管理画面は、ブラウザ上でJavaScriptを使って動作します。このサイトでJavaScriptを有効にして、もう一度お試しください。",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "ログインページへ移動しています…",
      text: "少々お待ちください。安全なログインページを開いています。",
      failedTitle: "ログインページを開けませんでした",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "ご契約中のプランがまだないため、管理や解約が必要なものはありません。",
    /** The API or the payment provider could not be reached. */
    unavailable: "現在、決済サービスに接続できません。少し時間をおいて、もう一度お試しください。",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: { cancel: "どのプランを解約しますか？", manage: "どのプランを管理しますか？" },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "アカウントなしで、または別のメールアドレスでご購入の場合は、そのメールアドレスで決済サービスから直接管理・解約できます：",
    portalLoginAction: "カスタマーポータルにログイン",
  },
} satisfies SignUpCopy;
