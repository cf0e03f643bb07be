import { describe, expect, it } from "vitest";
import { config, legalSettings } from "~/config";
import { localeInfo, locales, type Locale } from "~/contracts/locales";
import { legalDocuments } from "~/contracts/paths";
import { offerIds } from "~/contracts/offer-ids";
import { fill, placeholders } from "~/shared/content/fill";
import { copies } from "~/shared/content/languages";
import { legalNoticePlaceholders, legalNotices } from "~/shared/content/legal-notice";
import { offerCharge } from "~/catalogue/offers";
import { plans, pricePerMonth } from "~/catalogue/plans";
import { formatters } from "~/shared/i18n/page-copy";
import { storageKeys } from "~/shared/browser/storage";
import { legalNoticePage, legalPage, privacyPage, termsPage } from "./legal-page";

const company = {
  ...legalSettings,
  company: "Songify GmbH",
  address: "Hauptstraße 5, 80331 München",
  country: "DE",
  representative: "Max Muster",
  registerCourt: "Amtsgericht München",
  registerNumber: "HRB 123456",
  vatId: "DE123456789",
  phone: "+49 89 1234567",
  hosting: "Hetzner Online GmbH, Gunzenhausen",
  examples: [],
};
const production = { ...config, contactEmail: "help@songify.app", legal: company };
const text = (value: unknown) => JSON.stringify(value);

describe.each(locales)("the %s legal pages", (locale) => {
  it.each(legalDocuments)("%s: every placeholder filled, the company's details named", (document) => {
    const page = text(legalPage(locale, document, production));
    expect(page).not.toMatch(/\{\w+\}/);
    for (const value of ["Songify GmbH", "Hauptstraße 5, 80331 München", "help@songify.app"]) {
      expect(page).toContain(value);
    }
    const country = new Intl.DisplayNames([localeInfo[locale].tag], { type: "region" }).of("DE")!;
    expect(page).toContain(country);
  });

  it("the notice names the representative, register, VAT id, phone and the plans' prices where its market asks", () => {
    const page = text(legalPage(locale, "notice", production));
    // 特定商取引法 asks for no register entry or VAT id; the others' notices name them.
    const named = ["Max Muster", "+49 89 1234567", ...(locale === "ja" ? [] : ["HRB 123456", "DE123456789"])];
    for (const value of named) expect(page).toContain(value);
    if (locale === "ja") {
      const format = formatters(locale);
      for (const plan of plans) expect(page).toContain(format.money(pricePerMonth(plan, "monthly", format.currency)));
      expect(page).toContain("税込");
    }
  });

  it("the notice uses only the placeholders its values fill", () => {
    const notice = legalNotices[locale];
    const used = [notice.pageTitle, notice.title, notice.lede, ...notice.rows.flatMap((row) => [row.label, row.value])]
      .concat(notice.paragraphs.flatMap((paragraph) => [paragraph.title, paragraph.text]))
      .flatMap(placeholders);
    for (const name of used) expect(legalNoticePlaceholders).toContain(name);
  });

  it("the terms give each plan's price in the page's currency", () => {
    const page = text(legalPage(locale, "terms", production));
    const format = formatters(locale);
    for (const plan of plans) expect(page).toContain(format.money(pricePerMonth(plan, "monthly", format.currency)));
  });

  it("the terms, and the Japanese notice, list every subscription sold with what each period charges", () => {
    const format = formatters(locale);
    const pages = [
      legalPage(locale, "terms", production),
      ...(locale === "ja" ? [legalPage(locale, "notice", production)] : []),
    ];
    // Each product sold (pro, max, paywall) by its offers: a month's charge, then the year's.
    const products = [...new Set(offerIds.map((id) => id.split("-")[0]))];
    expect(products).toEqual(["pro", "max", "paywall"]);
    for (const product of products) {
      const [monthly, yearly] = offerIds.filter((id) => id.startsWith(`${product}-`));
      const prices = fill(copies[locale].legal.offerPrices, {
        monthly: format.money(offerCharge(monthly!, format.currency)),
        annual: format.money(offerCharge(yearly!, format.currency)),
      });
      for (const page of pages) expect(text(page), `${page.document}: ${product}`).toContain(prices);
    }
  });

  it("a production build's pages carry no example note; a local build's say which settings are examples", () => {
    expect(legalPage(locale, "privacy", production).example).toBeNull();
    const local = { ...production, legal: { ...company, examples: ["VITE_LEGAL_VAT_ID", "VITE_LEGAL_PHONE"] } };
    expect(legalPage(locale, "notice", local).example?.text).toContain("VITE_LEGAL_VAT_ID, VITE_LEGAL_PHONE");
  });
});

describe("what the legal pages say is sold (docs/product.md, Plans and prices)", () => {
  const paragraphs = (locale: Locale) =>
    termsPage(locale, production).sections.flatMap((section) => section.paragraphs);

  it("the English terms: both plans and the research, each a month and a year", () => {
    expect(paragraphs("en")).toContainEqual(
      expect.stringMatching(
        /^The app has two plans: Pro at \$6 a month, or \$36 a year paid at once; Max at \$12 a month, or \$72 a year paid at once\. The AI research on stocks and crypto \(the ticker pages\) is a subscription of its own: \$4\.99 a month, or \$35\.88 a year paid at once\. /,
      ),
    );
  });

  it("the Brazilian terms, in reais", () => {
    expect(paragraphs("pt-br")).toContainEqual(
      expect.stringContaining(
        "A pesquisa com IA sobre ações e criptomoedas (as páginas de cada ativo) é uma assinatura à parte: R$\u00a024,90 por mês, ou R$\u00a0178,80 por ano em um só pagamento.",
      ),
    );
  });

  it("the 特定商取引法に基づく表記: each subscription's price in yen, when it is paid, how it is cancelled", () => {
    const rows = Object.fromEntries(legalNoticePage("ja", production).rows.map((row) => [row.label, row.value]));
    expect(rows["販売価格"]).toBe(
      "Pro：月額￥900、または年額￥5,400（一括払い）／Max：月額￥1,800、または年額￥10,800（一括払い）／AI銘柄リサーチ：月額￥750、または年額￥5,400（一括払い）（いずれも税込）",
    );
    expect(rows["支払時期"]).toMatch(/^プラン・AI銘柄リサーチのいずれも、7日間の無料体験/);
    expect(rows["返品・キャンセル"]).toContain("プラン・AI銘柄リサーチのいずれも、解約はいつでも");
  });
});

describe("the privacy policy's list of what the browser keeps", () => {
  const names = (settings: typeof production) =>
    privacyPage("en", settings).storage.items.flatMap((item) => item.names);

  it("names every key the site stores and the identity SDK's cache, cookies and transaction", () => {
    const listed = names(production);
    for (const key of Object.values(storageKeys)) expect(listed).toContain(key);
    const client = production.auth.clientId;
    expect(listed).toEqual(
      expect.arrayContaining([
        `auth0.${client}.is.authenticated`,
        `a0.spajs.txs.${client}`,
        `@@auth0spajs@@::${client}::…`,
      ]),
    );
  });

  it("names Google Analytics' cookies only for a build that measures", () => {
    expect(names(production).some((name) => name.startsWith("_ga"))).toBe(false);
    const measured = { ...production, analytics: { ...production.analytics, measurementId: "G-ABC123XYZ" } };
    expect(names(measured)).toEqual(expect.arrayContaining(["_ga", "_ga_ABC123XYZ"]));
  });

  it("gives each entry its purpose, place and lifetime in words", () => {
    for (const locale of locales) {
      for (const item of privacyPage(locale, production).storage.items) {
        expect(item.purpose && item.place && item.kept, item.names[0]).toBeTruthy();
      }
    }
  });
});

it("has no legal page for another document", () => {
  expect(() => legalPage("en", "cookies", production)).toThrow(Response);
});
