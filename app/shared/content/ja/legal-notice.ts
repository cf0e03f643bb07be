// 日本語：特定商取引法に基づく表記（shared/content/legal-notice.ts）。
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "特定商取引法に基づく表記",
  title: "特定商取引法に基づく表記",
  lede: "{product}の有料プランの販売に関する表示です。",
  rows: [
    { label: "販売業者", value: "{company}" },
    { label: "運営統括責任者", value: "{representative}" },
    { label: "所在地", value: "{address}, {country}" },
    { label: "電話番号", value: "{phone}" },
    { label: "メールアドレス", value: "{email}" },
    { label: "販売価格", value: "{plans}／AI銘柄リサーチ：{research}（いずれも税込）" },
    { label: "商品代金以外の必要料金", value: "インターネット接続に必要な通信料はお客様のご負担となります。" },
    { label: "支払方法", value: "クレジットカードなど、決済画面（Stripe）に表示されるお支払い方法" },
    {
      label: "支払時期",
      value:
        "プラン・AI銘柄リサーチのいずれも、{days}日間の無料体験（お一人様1回）の終了時に初回料金をお支払いいただき、以後は更新日（月払いは毎月、年払いは毎年）に自動で決済されます。",
    },
    { label: "提供時期", value: "お申し込み手続きの完了後、ただちにご利用いただけます。" },
    {
      label: "返品・キャンセル",
      value:
        "デジタルサービスのため返品はありませんが、ご購入から14日以内であれば、お住まいの地域にかかわらず、利用規約の撤回権により理由を問わず契約を撤回できます（各ページ下部の「{cancel}」から届くリンクのページで撤回でき、サブスクリプションはその時点で終了します。お支払い額から、撤回までの有料サービスの日数分を差し引いて返金します。無料体験の日数は無料です）。プラン・AI銘柄リサーチのいずれも、解約はいつでも各ページ下部の「{cancel}」またはメール（{email}）で行え、お支払い済みの期間の終わりまでご利用いただけます。無料体験中に解約した場合、料金はかかりません。",
    },
    { label: "動作環境", value: "最新版のChrome、Firefox、Safari、Edge" },
  ],
  paragraphs: [],
};
