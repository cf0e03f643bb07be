// Japanese: the landing page's sections, in the order they appear (docs/product.md, Sections).
import type { LandingCopy } from "../copy.ts";

export const landing = {
  pageTitle: "{product} · 写真が歌になる",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
    headlines: {
      A: "写真が、あなたの歌になる",
      B: "思い出に、音楽を",
      C: "どの写真にも、歌がある。あなたの歌を聴こう。",
    },
    lede: "写真を何枚かアップロードするだけで、あなたの思い出を歌ったオリジナルソングが約2分で完成。歌詞もボーカルも、すべておまかせです。",
    cta: "最初の1曲を作る",
    quote: {
      text: "まるで誰かが、私たちの夏のためだけに歌を作ってくれたみたいでした。",
      author: "Lenaさん（7月に初めての曲を作成）",
    },
    imageAlt: "写真カードがカラフルな音の波に変わっていく様子",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "{count}のユーザーに愛用されています",
    userClaim: "{users}人以上",
  },
  uploadExplainer: {
    title: "写真をアップ。歌が届く。",
    intro: "音楽の才能は必要ありません。カメラロールから、何度でも聴きたくなる1曲まで、たった3ステップです。",
    imageAlt: "3枚の写真が、音楽を再生するスマホへ流れ込んでいく様子",
    steps: [
      { title: "写真をアップロード", text: "旅行や誕生日、なんでもない火曜日の写真を1〜20枚選びましょう。" },
      { title: "雰囲気を選ぶ", text: "ポップ、フォーク、ローファイ、カントリー、ロック。写真におまかせもできます。" },
      { title: "曲が完成", text: "あなたの思い出を綴った歌詞に、歌声とアレンジを乗せて完成。すぐにシェアできます。" },
    ],
  },
  songSample: {
    title: "写真数枚で、こんな歌に",
    trackTitle: "ルート1のゴールデンアワー",
    trackCaption: "海沿いのドライブ旅行で撮った9枚の写真から誕生",
    play: "サンプル曲を再生",
    pause: "サンプル曲を一時停止",
    seek: "サンプル曲の再生位置",
    position: "{duration}中{current}",
    failed: "サンプル曲を再生できませんでした。通信環境をご確認のうえ、もう一度お試しください。",
    sound: "再生中ですが、お使いの端末で音声の問題が検出されました。スピーカーやヘッドホンをご確認ください。",
  },
  signUpCta: {
    title: "最初の{days}日間は無料",
    text: "登録してプランを選ぶと、{days}日間の無料トライアルが始まります。終了前に解約すれば料金はかかりません。",
    button: "新規登録",
  },
  testimonials: {
    title: "写真好きの皆さんに愛されています",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "ドライブ旅行の写真を12枚アップしたら、途中で立ち寄ったダイナーの名前まで歌詞に入ったフォークソングが届きました。妹が泣いて、それから私も泣きました。",
      marcus:
        "父の昔の釣り写真で、誕生日ソングを作りました。それ以来、父は毎朝その曲を聴いています。今までで最高のプレゼントになりました。",
      priya: "婚約写真から作った曲を結婚式で流しました。ゲストから『どのバンドの曲？』と何度も聞かれました。",
      jonas:
        "複数の曲を同時に生成して、いちばんいいテイクを選んでいます。専属のスタジオバンドがいるような感覚です。クレジットを使う価値は十分あります。",
    },
  },
  tryForFree: {
    title: "{days}日間、無料でお試し",
    text: "すべてのスタイルが使い放題。トライアル期間中に解約すれば、料金は一切かかりません。",
    button: "最初の1曲を作る",
  },
} satisfies LandingCopy;
