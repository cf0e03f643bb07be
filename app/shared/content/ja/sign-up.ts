// Japanese: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy";

export const signUp = {
  title: "登録ページへ移動しています…",
  text: "少々お待ちください。安全な登録ページを開いています（ログイン済みの場合はお支払い画面が開きます）。",
  failedTitle: "登録ページを開けませんでした",
  noScriptTitle: "登録にはJavaScriptが必要です",
  noScriptText:
    "安全な登録ページは、ブラウザ上でJavaScriptを使って動作します。このサイトでJavaScriptを有効にして、もう一度お試しください。",
  retry: "もう一度試す",
  back: "プランを見る",
} satisfies SignUpCopy;
