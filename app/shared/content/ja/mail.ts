// Japanese: the mails a subscriber gets (app/mail/), in polite form (です・ます), with full-width
// punctuation. Shape: shared/content/mail-shape.ts.
import type { MailCopy } from "../mail-shape.ts";

export const mail: MailCopy = {
  dir: "ltr",
  fact: "{label}：{value}",
  charge: "{date}に{amount}",
  labels: {
    subscription: "ご契約",
    price: "料金",
    standing: "状況",
    trialEnds: "無料トライアル終了日",
    firstCharge: "初回のお支払い",
    chargedToday: "本日のお支払い",
    nextCharge: "次回のお支払い",
    before: "変更前",
  },
  billed: { month: "{name}（月払い）", year: "{name}（年払い）" },
  keep: "継続される場合、お手続きは不要です。",
  cancelOne: "{name}を解約する",
  footer: {
    subscription:
      "このメールは、{product}をお申し込みいただいた方にお送りしている、ご契約に関するお知らせです。広告ではありません。",
    request: "このメールは、{product}でこのメールアドレス宛てに解約用リンクのご依頼があったため、お送りしています。",
    contact: "ご不明な点は、このメールにご返信いただくか、{email} までお問い合わせください。",
  },
  confirmation: {
    subject: "{product}：ご注文の確認（{name}）",
    preview: "{name}：{standing}",
    title: "ご注文ありがとうございます",
    intro:
      "{product}の{name}のご注文を承りました。このメールはご契約内容の記録となりますので、大切に保管してください。",
    trial: "無料トライアルは{date}に終了します。それまでに解約されない場合、同日に初回のお支払い{amount}が発生します。",
    paid: "本日{amount}をお支払いいただきました。ご契約は各期間の終わりに自動で更新され、料金は{price}です。",
    open: { lead: "すぐにご利用いただけます：", plan: "{product}アプリを開く", paywall: "リサーチを開く" },
    cancelTitle: "解約について",
    cancel:
      "解約はいつでも、理由を問わず解約ページから行えます。解約後も、お支払い済みの期間（または無料トライアル）の終わりまでご利用いただけ、更新はされません。",
    termsLead: "ご契約には当社の利用規約が適用されます：",
  },
  trialReminder: {
    subject: "無料トライアル（{name}）は{date}に終了します",
    preview: "解約されない場合、{date}に{amount}をお支払いいただきます。",
    title: "無料トライアルは{date}に終了します",
    body: "{name}の無料トライアルは{date}に終了し、同日にお支払い方法へ{amount}を請求します。以降の料金は{price}です。",
    cancel: "お支払いを希望されない場合は、{date}より前に下のリンクから解約してください。料金は発生しません。",
  },
  renewalReminder: {
    subject: "{name}は{date}に更新されます",
    preview: "解約されない場合、{date}に{amount}をお支払いいただきます。",
    title: "ご契約は{date}に更新されます",
    body: "{date}に{name}が更新され、お支払い方法へ{amount}を請求します。",
    cancel:
      "ご不要な場合は、{date}より前に下のリンクから解約してください。以降の請求はなく、それまではご利用いただけます。",
  },
  paymentFailed: {
    subject: "{amount}のお支払いができませんでした",
    preview: "{name}を継続するには、カード情報を更新してください。",
    title: "お支払いができませんでした",
    body: "{name}の{amount}を、ご登録のお支払い方法から請求できませんでした。",
    retry: "{date}に再度請求します。それまでにカード情報を更新してください。",
    noRetry: "今後、自動での再請求は行いません。{name}を継続するには、カード情報を更新してください。",
    update: "カード情報を更新する",
    cancel: "ご利用をやめる場合は、解約することもできます：",
  },
  cancellation: {
    subject: "解約を受け付けました（{name}）",
    preview: "{standing}",
    title: "解約を受け付けました",
    received: "{date} {time}（UTC）に、{name}の解約を受け付けました。",
    ending: "{name}は{date}までご利用いただけます。以降の請求はありません。",
    ended: "{name}は{date}に終了しました。以降の請求はありません。",
    again: "気が変わったら、いつでもまたご利用いただけます：",
    site: "{product}へ",
  },
  planSwitch: {
    subject: "ご契約を変更しました：{name}",
    preview: "変更前：{previous}。変更後：{name}、{price}。",
    title: "ご契約内容が変わりました",
    body: "変更前：{previous}。変更後：{name}（{price}）。",
  },
  cancelLink: {
    subject: "{product}の解約用リンク",
    preview: "各リンクは1回限り、{minutes}有効です。",
    title: "ご契約の解約",
    intro: "{product}で解約方法のご依頼がありました。解約するご契約をお選びください：",
    none: "このメールアドレスで解約できるご契約は見つかりませんでした。",
    choice: "{link}（{standing}）",
    expires:
      "各リンクは1回限り、{minutes}有効です。リンクからそのご契約の解約手続きに進めます。解約は、お支払い済みの期間（または無料トライアル）の終わりに有効となります。",
    ignore: "お心当たりがない場合は、このメールを無視してください。何も変更されません。",
  },
  withdrawal: {
    subject: "{product}のご契約の撤回を受け付けました",
    preview: "{name}は終了しました。以降の請求はありません。",
    title: "ご契約の撤回を受け付けました",
    received: "{date} {time}（UTC）に、{name}のご契約の撤回を受け付けました。",
    ended: "{name}は直ちに終了しました。以降の請求はありません。",
    refund: "{amount}を、お支払いに使われたお支払い方法へ返金します。反映までは通常5〜10日ほどかかります。",
    noRefund: "お支払いはなかったため、返金はありません。",
    kept: "ご購入時にすぐの利用開始をご希望いただいたため、撤回までの有料サービスの日数分として{kept}はお支払い済みのままとなります。",
    keep: "このメールは、撤回の記録として大切に保管してください。",
  },
  checkoutNote: {
    refused: "コード {code} を適用できませんでした：{reason}",
    unknown: "コード {code} は存在しません。",
    then: "ここで別のコードを入力するか、通常価格でお支払いいただけます。",
    terms:
      "[利用規約]({terms})に同意し、サブスクリプションをすぐに開始することを求めます。14日以内に撤回した場合、それまでの有料サービスの日数分のみを支払い、無料トライアルの日数は無料です。",
  },
};
