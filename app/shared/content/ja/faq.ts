// Japanese: the FAQ of the landing and pricing pages, eight questions.
import type { FaqCopy } from "../copy.ts";

export const faq = {
  title: "よくある質問",
  contactLead: "ほかにも気になることがあれば、こちらまでお気軽にどうぞ：",
  /** Joins the plans' credit lines in the credits answer ('Pro includes …; Max has no limit'). */
  planCredits: {
    limited: "{plan}は毎月{credits}クレジット",
    unlimited: "{plan}は無制限",
    separator: "、",
  },
  items: [
    {
      question: "{product}は、どうやって写真を歌にするのですか？",
      answer:
        "写真を何枚かアップロードすると、AIが写真に写る人や場所、雰囲気といった瞬間を読み取って歌詞を書き、その歌詞に合わせて、ボーカルと楽器入りのオリジナルソングを作曲します。",
    },
    {
      question: "写真は何枚必要ですか？",
      answer:
        "1枚からでも作れますが、最大20枚まで使うとより良い仕上がりになります。同じ日や同じ旅行の写真を何枚か選ぶと、ストーリーのある歌になります。",
    },
    {
      question: "1曲できるまで、どのくらいかかりますか？",
      answer: "通常は2分以内です。同時生成を使えば、複数のバージョンを一度に作って、気に入ったものを残せます。",
    },
    {
      question: "クレジットとは何ですか？",
      answer: "クレジットは曲を数える単位で、{creditsPerSong}クレジットで1曲を作れます。{planCredits}です。",
    },
    {
      question: "無料トライアルはどんな仕組みですか？",
      answer:
        "最初のプランは{days}日間の無料トライアルから始まります（お一人様1回まで）。トライアルが終わるまで料金は発生せず、それまでに解約すれば料金は一切かかりません。",
    },
    {
      question: "いつでも解約できますか？",
      answer:
        "はい。各ページ下部の「プランの解約」から、アカウントがなくても解約できます。ご購入時のメールアドレスを入力いただくと、一度だけ使えるリンクをお送りします（ログイン中はアカウントから直接解約できます）。お支払い済みの期間が終わるまではご利用いただけ、解約の確認はメールでお届けします。",
    },
    {
      question: "作った曲は誰のものですか？",
      answer:
        "あなたのものです。曲は自由に保存、ダウンロード、シェアできます。Maxなら、収益化した動画などでの商用利用ライセンスも付いています。",
    },
    {
      question: "写真のプライバシーは守られますか？",
      answer:
        "はい。写真はあなたの曲を作るためだけに使われ、共有されたり販売されたりすることは一切ありません。写真や曲はいつでも削除できます。",
    },
  ],
} satisfies FaqCopy;
