import { describe, expect, it } from "vitest";
import { localeInfo, locales, type Currency, type Locale } from "~/contracts/locales";
import { isTaxIncluded } from "~/contracts/locales";
import { privacyPage, termsPage } from "./legal-page";

/** How each language's terms and privacy policy say how tax and campaign codes work: one regexp per fact. */
interface Wording {
  /** The site's currencies as the terms name them. */
  currencies: Record<Currency, string>;
  /** The sentence saying which currencies' prices include tax: its group lists them. */
  included: RegExp;
  /** The sentence saying which currencies' prices are before tax, with tax added where due: its group lists them. */
  added: RegExp;
  billingAddress: RegExp;
  trialUntouched: RegExp;
  codeRefused: RegExp;
  /** The privacy policy: Stripe gets the billing address, and computes the tax from it. */
  stripeGetsAddress: RegExp;
  /** The privacy policy: Stripe gets the code of the link followed, or the one typed. */
  stripeGetsCode: RegExp;
}

const wordings: Record<Locale, Wording> = {
  en: {
    currencies: { USD: "US dollars", EUR: "euros", JPY: "yen", BRL: "Brazilian reais" },
    included: /Prices in ([^.(]+) \(our [^)]+ pages\) include VAT or consumption tax at the rate of your country/,
    added:
      /Prices in ([^.(]+) \(our [^)]+ pages\) are before tax: where the law requires tax and we are registered to collect it \([^)]+\), it is added at checkout; where we collect none, none is added\./,
    billingAddress:
      /Checkout asks for your billing address \(your country, and in the US also your state and ZIP code\), and Stripe Tax computes the tax from it/,
    trialUntouched: /A code never extends the free trial and never gives a second one/,
    codeRefused: /Checkout refuses an unknown, expired or used-up code and says why; you can then type another code/,
    stripeGetsAddress:
      /your billing address \(your country, and in the US also your state and ZIP code\); [^"]*Stripe Tax computes the tax on each payment from that address/,
    stripeGetsCode:
      /the campaign code of the link you followed \(\?code=…\); Stripe also receives a code you type at checkout/,
  },
  de: {
    currencies: { USD: "US-Dollar", EUR: "Euro", JPY: "Yen", BRL: "brasilianischen Real" },
    included:
      /Preise in ([^.(]+) \(unsere [^)]+ Seiten\) enthalten die Umsatz- bzw\. Verbrauchsteuer zum Satz deines Landes/,
    added:
      /Preise in ([^.(]+) \(unsere [^)]+ Seiten\) verstehen sich ohne Steuer: Wo das Gesetz Steuer verlangt und wir für ihre Erhebung registriert sind \([^)]+\), kommt sie beim Bezahlen hinzu; wo wir keine erheben, kommt keine hinzu\./,
    billingAddress:
      /Die Bezahlseite fragt nach deiner Rechnungsanschrift \(dem Land, in den USA auch Bundesstaat und Postleitzahl\); daraus berechnet Stripe Tax die Steuer\./,
    trialUntouched: /Ein Code verlängert die kostenlose Testphase nie und gibt dir keine zweite/,
    codeRefused:
      /Einen unbekannten, abgelaufenen oder aufgebrauchten Code lehnt die Bezahlseite ab und sagt, warum; du kannst dann einen anderen Code eingeben/,
    stripeGetsAddress:
      /deine Rechnungsanschrift \(das Land, in den USA auch Bundesstaat und Postleitzahl\); [^"]*Aus dieser Anschrift berechnet Stripe Tax die Steuer jeder Zahlung/,
    stripeGetsCode:
      /den Aktionscode des Links, dem du gefolgt bist \(\?code=…\); einen auf der Bezahlseite eingegebenen Code erhält Stripe ebenfalls/,
  },
  fr: {
    currencies: { USD: "dollars américains", EUR: "euros", JPY: "yens", BRL: "reais brésiliens" },
    included:
      /Les prix en ([^.(]+) \(nos pages [^)]+\) incluent la TVA ou la taxe japonaise sur la consommation au taux de votre pays/,
    added:
      /Les prix en ([^.(]+) \(nos pages [^)]+\) s’entendent hors taxes\u00a0: lorsque la loi impose une taxe et que nous sommes enregistrés pour la percevoir \([^)]+\), elle s’ajoute au paiement\u00a0; lorsque nous n’en percevons aucune, rien ne s’ajoute\./,
    billingAddress:
      /La page de paiement vous demande votre adresse de facturation \(votre pays et, aux États-Unis, aussi votre État et votre code postal\), à partir de laquelle Stripe Tax calcule la taxe/,
    trialUntouched: /Un code ne prolonge jamais l’essai gratuit et n’en donne jamais un second/,
    codeRefused:
      /La page de paiement refuse un code inconnu, expiré ou épuisé et en indique la raison\u00a0; vous pouvez alors saisir un autre code/,
    stripeGetsAddress:
      /votre adresse de facturation \(votre pays et, aux États-Unis, aussi votre État et votre code postal\)\u00a0; [^"]*Stripe Tax calcule la taxe de chaque paiement à partir de cette adresse/,
    stripeGetsCode:
      /le code promotionnel du lien que vous avez suivi \(\?code=…\)\u00a0; Stripe reçoit aussi un code que vous saisissez sur la page de paiement/,
  },
  es: {
    currencies: { USD: "dólares estadounidenses", EUR: "euros", JPY: "yenes", BRL: "reales brasileños" },
    included:
      /Los precios en ([^.(]+) \(nuestras páginas [^)]+\) incluyen el IVA o el impuesto japonés sobre el consumo al tipo de tu país/,
    added:
      /Los precios en ([^.(]+) \(nuestras páginas [^)]+\) no incluyen impuestos: cuando la ley exige un impuesto y estamos registrados para cobrarlo \([^)]+\), se añade en el pago; cuando no cobramos ninguno, no se añade nada\./,
    billingAddress:
      /La página de pago te pide la dirección de facturación \(tu país y, en EE\. UU\., también el estado y el código postal\), con la que Stripe Tax calcula el impuesto/,
    trialUntouched: /Un código nunca alarga la prueba gratuita ni da una segunda/,
    codeRefused:
      /La página de pago rechaza un código desconocido, caducado o agotado y explica por qué; entonces puedes escribir otro código/,
    stripeGetsAddress:
      /tu dirección de facturación \(tu país y, en EE\. UU\., también el estado y el código postal\); [^"]*Con esa dirección, Stripe Tax calcula el impuesto de cada pago/,
    stripeGetsCode:
      /el código promocional del enlace que seguiste \(\?code=…\); Stripe también recibe el código que escribas en la página de pago/,
  },
  "pt-br": {
    currencies: { USD: "dólares americanos", EUR: "euros", JPY: "ienes", BRL: "reais" },
    included:
      /Os preços em ([^.(]+) \(nossas páginas [^)]+\) incluem o IVA ou o imposto japonês sobre consumo, na alíquota do seu país/,
    added:
      /Os preços em ([^.(]+) \(nossas páginas [^)]+\) não incluem tributos: quando a lei exige um tributo e estamos registrados para cobrá-lo \([^)]+\), ele é somado no pagamento; quando não cobramos nenhum, nada é somado\./,
    billingAddress:
      /A página de pagamento pede o seu endereço de cobrança \(o país e, nos EUA, também o estado e o código postal, o ZIP code\), e a Stripe calcula o tributo a partir dele/,
    trialUntouched: /Um código nunca prolonga o teste grátis nem dá um segundo/,
    codeRefused:
      /A página de pagamento recusa um código desconhecido, expirado ou esgotado e diz o motivo; você pode então digitar outro código/,
    stripeGetsAddress:
      /seu endereço de cobrança \(o país e, nos EUA, também o estado e o código postal, o ZIP code\); [^"]*com ele, calcula o tributo de cada pagamento \(Stripe Tax\)/,
    stripeGetsCode:
      /o código promocional do link que você seguiu \(\?code=…\); a Stripe também recebe o código que você digitar na página de pagamento/,
  },
  ja: {
    currencies: { USD: "米ドル", EUR: "ユーロ", JPY: "円", BRL: "ブラジルレアル" },
    included: /([^。]+)の料金（[^）]+のページ）は、お客様の国の税率による付加価値税・消費税を含みます/,
    added:
      /([^。]+)の料金（[^）]+のページ）は税抜です。法令で課税が必要で、当社が徴収の登録をしている場合（[^）]+）は決済時に税金が加算され、当社が徴収していない場合は加算されません。/,
    billingAddress:
      /決済画面では請求先住所（国、米国の場合は州とZIPコードも）をお尋ねし、Stripe Taxがこれをもとに税額を計算します。/,
    trialUntouched: /コードによって無料体験が延長されたり、2回目の無料体験が付いたりすることはありません。/,
    codeRefused:
      /存在しないコードや期限切れ・利用上限に達したコードは決済画面で受け付けられず、その理由が表示されます。/,
    stripeGetsAddress:
      /請求先住所（国、米国の場合は州とZIPコードも）を取得します。[^"]*Stripe Taxはこの住所をもとに各お支払いの税額を計算し/,
    stripeGetsCode:
      /たどったリンクに含まれていたキャンペーンコード（\?code=…）も渡します。決済画面で入力されたコードもStripeが受け取り/,
  },
};

/** Every currency a page sells in. */
const currencies = [...new Set(locales.map((locale) => localeInfo[locale].currency))];
const textOf = (page: { sections: readonly { paragraphs: readonly string[] }[] }) => JSON.stringify(page.sections);

describe.each(locales)("the %s terms", (locale) => {
  const terms = textOf(termsPage(locale));
  const says = wordings[locale];

  it("say tax is included in the inclusive currencies' prices and added where due to the others'", () => {
    const included = terms.match(says.included)?.[1];
    const added = terms.match(says.added)?.[1];
    expect(included, "the sentence on tax-inclusive prices").toBeDefined();
    expect(added, "the sentence on prices before tax").toBeDefined();
    for (const currency of currencies) {
      const name = says.currencies[currency];
      const [saidIn, notIn] = isTaxIncluded(currency) ? [included, added] : [added, included];
      expect(saidIn, currency).toContain(name);
      expect(notIn, currency).not.toContain(name);
    }
    // The page's own currency is among them: its buyers read which one applies to them.
    expect(included! + added!).toContain(says.currencies[localeInfo[locale].currency]);
  });

  it("say the checkout asks for the billing address the tax is computed from", () => {
    expect(terms).toMatch(says.billingAddress);
  });

  it("say a campaign code never extends the free trial or gives a second one", () => {
    expect(terms).toMatch(says.trialUntouched);
  });

  it("say the checkout refuses an unknown or expired code", () => {
    expect(terms).toMatch(says.codeRefused);
  });
});

describe.each(locales)("the %s privacy policy", (locale) => {
  const privacy = textOf(privacyPage(locale));

  it("says Stripe receives the billing address to compute the tax, and the campaign code", () => {
    expect(privacy).toMatch(wordings[locale].stripeGetsAddress);
    expect(privacy).toMatch(wordings[locale].stripeGetsCode);
  });
});
