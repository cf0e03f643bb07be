import { describe, expect, it } from "vitest";
import { WITHDRAWAL_DAYS } from "~/contracts/cancel-api";
import { locales, type Locale } from "~/contracts/locales";
import { placeholders } from "~/shared/content/fill";
import { copies } from "~/shared/content/languages";
import { mailWords, WITHDRAWAL_SECTION } from "~/shared/content/mail-copy";
import { termsPage } from "./legal-page";

/**
 * How each language's terms say what the withdrawal does (app/contracts/cancel-api.ts,
 * `WithdrawalOffer`; api/subscribers/withdrawals.ts): one regexp per fact.
 */
interface Wording {
  /** 14 days from the checkout, without a reason, for every buyer wherever they live. */
  everyBuyer: RegExp;
  /** The cancellation page mails a link whose page withdraws, and the subscription ends at once. */
  linkEndsAtOnce: RegExp;
  /** The share kept for the days of paid service, because the buyer asked at checkout to start at once. */
  shareForStartAtOnce: RegExp;
  /** Accepting the terms at checkout is that express request. */
  acceptingIsTheRequest: RegExp;
  /** Withdrawing in the free trial costs nothing. */
  trialFree: RegExp;
}

const wordings: Record<Locale, Wording> = {
  en: {
    everyBuyer:
      /withdraw from a subscription within 14 days of buying it at checkout, without giving a reason, wherever you live: [^.]*we give it to every buyer\./,
    linkEndsAtOnce:
      /the cancellation page, linked in the footer of every page: it emails you a one-time link for your subscription, and during the 14 days that link's page lets you withdraw; your subscription then ends at once, not at the end of the period\./,
    shareForStartAtOnce:
      /we refund everything you have paid within 14 days, [^.]*less a share of the current period's price for the days of paid service until you withdrew \(a day begun counts as a whole day\), because you asked us at checkout to start the service at once\./,
    acceptingIsTheRequest:
      /Accepting these terms at checkout is that express request to start the service during the withdrawal period/,
    trialFree:
      /The days of the free trial cost nothing: if you withdraw during the trial, it costs you nothing and nothing is charged\./,
  },
  de: {
    everyBuyer:
      /Du kannst ein Abo binnen 14 Tagen nach dem Kauf auf der Bezahlseite ohne Angabe von Gründen widerrufen, egal wo du wohnst: [^.]*wir geben es allen, die bei uns kaufen\./,
    linkEndsAtOnce:
      /die Kündigungsseite, die in der Fußzeile jeder Seite verlinkt ist: Sie schickt dir per E-Mail einen einmaligen Link für dein Abo, und während der 14 Tage kannst du auf der Seite dieses Links widerrufen; dein Abo endet dann sofort, nicht erst am Ende des Zeitraums\./,
    shareForStartAtOnce:
      /erstatten wir dir alles, was du bezahlt hast, binnen 14 Tagen [^.]*abzüglich eines anteiligen Betrags vom Preis des laufenden Zeitraums für die Tage des bezahlten Dienstes bis zum Widerruf \(ein angefangener Tag zählt als ganzer\), weil du auf der Bezahlseite verlangt hast, dass der Dienst sofort beginnt\./,
    acceptingIsTheRequest:
      /Mit der Annahme dieser Bedingungen auf der Bezahlseite verlangst du ausdrücklich, dass der Dienst schon während der Widerrufsfrist beginnt/,
    trialFree:
      /Die Tage der kostenlosen Testphase kosten nichts: Widerrufst du während der Testphase, kostet es dich nichts, und es wird nichts abgebucht\./,
  },
  fr: {
    everyBuyer:
      /Vous pouvez vous rétracter d’un abonnement dans les 14 jours suivant son achat sur la page de paiement, sans donner de motif, où que vous habitiez\u00a0: [^.]*nous l’accordons à tous nos acheteurs\./,
    linkEndsAtOnce:
      /la page de résiliation, accessible en bas de chaque page\u00a0: elle vous envoie par courriel un lien à usage unique pour votre abonnement, et pendant les 14 jours, la page de ce lien vous permet de vous rétracter\u00a0; votre abonnement prend alors fin immédiatement, et non à la fin de la période\./,
    shareForStartAtOnce:
      /nous vous remboursons tout ce que vous avez payé sous 14 jours, [^.]*moins un montant proportionnel au prix de la période en cours pour les jours de service payant jusqu’à votre rétractation \(un jour entamé compte comme un jour entier\), car vous nous avez demandé sur la page de paiement de commencer le service immédiatement\./,
    acceptingIsTheRequest:
      /Accepter ces conditions sur la page de paiement vaut demande expresse que le service commence pendant le délai de rétractation/,
    trialFree:
      /Les jours d’essai gratuit ne coûtent rien\u00a0: si vous vous rétractez pendant l’essai, cela ne vous coûte rien et rien n’est prélevé\./,
  },
  es: {
    everyBuyer:
      /Puedes desistir de una suscripción en los 14 días siguientes a su compra en la página de pago, sin dar motivos, vivas donde vivas: [^.]*nosotros se lo damos a todos los compradores\./,
    linkEndsAtOnce:
      /la página de cancelación, enlazada en el pie de cada página: te envía por correo electrónico un enlace de un solo uso para tu suscripción, y durante los 14 días la página de ese enlace te permite desistir; tu suscripción termina entonces de inmediato, no al final del periodo\./,
    shareForStartAtOnce:
      /te devolvemos todo lo que has pagado en un plazo de 14 días, [^.]*menos la parte proporcional del precio del periodo en curso por los días de servicio de pago hasta que desististe \(un día empezado cuenta como entero\), porque en la página de pago nos pediste que el servicio empezara de inmediato\./,
    acceptingIsTheRequest:
      /Aceptar estas condiciones en la página de pago es esa solicitud expresa de que el servicio empiece durante el plazo de desistimiento/,
    trialFree:
      /Los días de prueba gratuita no cuestan nada: si desistes durante la prueba, no te cuesta nada y no se cobra nada\./,
  },
  "pt-br": {
    everyBuyer:
      /Você pode desistir de uma assinatura em até 14 dias após comprá-la na página de pagamento, sem dar motivo, more onde morar: é mais do que os 7 dias do art\. 49 [^.]*nós o damos a todos os compradores\./,
    linkEndsAtOnce:
      /a página de cancelamento, com link no rodapé de qualquer página: ela envia por e-mail um link de uso único para a sua assinatura, e durante os 14 dias a página desse link permite desistir; sua assinatura então termina na hora, não no fim do período\./,
    shareForStartAtOnce:
      /devolvemos tudo o que você pagou em até 14 dias, pelo mesmo meio de pagamento: nos primeiros 7 dias após a compra \(art\. 49 do CDC\), sem nenhum desconto; depois deles, menos a parte proporcional do preço do período em curso pelos dias de serviço pago até a desistência \(um dia começado conta como inteiro\), porque você pediu na página de pagamento que o serviço começasse na hora\./,
    acceptingIsTheRequest:
      /Aceitar estes termos na página de pagamento é esse pedido expresso para que o serviço comece durante o prazo de arrependimento/,
    trialFree:
      /Os dias do teste grátis não custam nada: se você desistir durante o teste, não paga nada e nada é cobrado\./,
  },
  ja: {
    everyBuyer:
      /お住まいの地域を問わず、サブスクリプションは決済画面でのご購入から14日以内であれば、理由を述べずに撤回できます。[^。]*当社はすべての購入者の方にこの権利を認めています。/,
    linkEndsAtOnce:
      /各ページ下部のリンクから開く解約ページです。サブスクリプション用の1回限りのリンクをメールでお送りし、14日以内であれば、そのリンクのページから撤回できます。撤回すると、期間の終わりを待たずに直ちにサブスクリプションが終了します。/,
    shareForStartAtOnce:
      /お支払いいただいた全額を14日以内に、お支払いと同じ方法で返金します。ただし、決済画面でサービスの即時開始を求められたため、撤回までの有料サービスの日数分（開始した日は1日として数えます）の料金を、現在の期間の料金から按分して差し引きます。/,
    acceptingIsTheRequest:
      /決済画面でこの規約に同意されることが、撤回期間中にサービスを開始することの明示的な要求となります。/,
    trialFree: /無料体験の日数分は無料です。無料体験中に撤回された場合、費用はかからず、料金も請求されません。/,
  },
};

/** What the confirmation mail fills when it repeats the section: the sender's details (app/mail/mail-context.ts). */
const mailFills = ["product", "email", "company", "address", "country"];

const textOf = (section: { paragraphs: readonly string[] }) => section.paragraphs.join("\n");

describe.each(locales)("the %s terms' right of withdrawal", (locale) => {
  const says = wordings[locale];
  const sections = termsPage(locale).sections;
  const withdrawal = textOf(sections[WITHDRAWAL_SECTION]!);

  it("gives every buyer the days the site offers to withdraw in", () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    expect(withdrawal).toMatch(says.everyBuyer);
  });

  it("says the mailed link's page withdraws, ending the subscription at once", () => {
    expect(withdrawal).toMatch(says.linkEndsAtOnce);
  });

  it("keeps a share for the days of paid service, as the buyer asked at checkout to start at once", () => {
    expect(withdrawal).toMatch(says.shareForStartAtOnce);
    expect(withdrawal).toMatch(says.acceptingIsTheRequest);
  });

  it("says withdrawing in the free trial costs nothing", () => {
    expect(withdrawal).toMatch(says.trialFree);
  });

  it("is the section the confirmation mail repeats, with only the placeholders the mail fills", () => {
    const own = copies[locale].legal.terms.sections;
    expect(sections.findIndex((section) => says.everyBuyer.test(textOf(section)))).toBe(WITHDRAWAL_SECTION);
    expect(mailWords[locale].terms.withdrawal).toEqual(own[WITHDRAWAL_SECTION]);
    const { title, paragraphs } = mailWords[locale].terms.withdrawal;
    for (const name of [title, ...paragraphs].flatMap(placeholders)) expect(mailFills).toContain(name);
  });
});
