import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/config";
import type { Locale } from "~/contracts/locales";
import { pageCopy } from "~/shared/i18n/page-copy";

/** The SEO module as a build with these settings would have it. */
async function seoWith(settings: { siteUrl: string; assetBaseUrl: string; productName?: string }) {
  vi.doMock("~/config", async (importOriginal) => {
    const actual = await importOriginal<typeof ConfigModule>();
    return { ...actual, config: { ...actual.config, productName: "Snapsong", ...settings } };
  });
  vi.resetModules();
  return import("./seo");
}
const site = { siteUrl: "https://snapsong.example", assetBaseUrl: "/assets" };

afterEach(() => {
  vi.doUnmock("~/config");
  vi.resetModules();
});

const root = (locale: Locale) => ({ locale, common: pageCopy(locale, "common"), offers: [] });
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
const all = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.filter((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, unknown>[];

describe("pageMeta", () => {
  const page = { title: "Pricing · Snapsong", description: "Two plans.", path: "/pricing" };

  it("gives the title, description and a canonical URL on the configured site", async () => {
    const { pageMeta } = await seoWith(site);
    const meta = pageMeta(root("en"), page);
    expect(meta).toContainEqual({ title: "Pricing · Snapsong" });
    expect(find(meta, "name", "description")?.content).toBe("Two plans.");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://snapsong.example/pricing");
    expect(find(meta, "property", "og:url")?.content).toBe("https://snapsong.example/pricing");
  });

  it("names the page in its own language as canonical", async () => {
    const { pageMeta } = await seoWith(site);
    const meta = pageMeta(root("pt-br"), page);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://snapsong.example/pt-br/pricing");
    expect(find(meta, "property", "og:url")?.content).toBe("https://snapsong.example/pt-br/pricing");
    const landing = pageMeta(root("de"), { ...page, path: "/" });
    expect(find(landing, "rel", "canonical")?.href).toBe("https://snapsong.example/de");
  });

  it("lists the page in all six languages, and English for everyone else", async () => {
    const { pageMeta } = await seoWith(site);
    for (const locale of ["en", "ja"] as const) {
      const alternates = all(pageMeta(root(locale), page), "rel", "alternate").map(({ hrefLang, href }) => [
        hrefLang,
        href,
      ]);
      expect(alternates).toEqual([
        ["en", "https://snapsong.example/pricing"],
        ["de", "https://snapsong.example/de/pricing"],
        ["fr", "https://snapsong.example/fr/pricing"],
        ["es", "https://snapsong.example/es/pricing"],
        ["pt-BR", "https://snapsong.example/pt-br/pricing"],
        ["ja", "https://snapsong.example/ja/pricing"],
        ["x-default", "https://snapsong.example/pricing"],
      ]);
    }
  });

  it("gives link previews the page's language, and the others as alternates", async () => {
    const { pageMeta } = await seoWith(site);
    const meta = pageMeta(root("fr"), page);
    expect(find(meta, "property", "og:locale")?.content).toBe("fr_FR");
    expect(all(meta, "property", "og:locale:alternate").map((entry) => entry.content)).toEqual([
      "en_US",
      "de_DE",
      "es_ES",
      "pt_BR",
      "ja_JP",
    ]);
    expect(find(meta, "property", "og:image:alt")?.content).toBe(pageCopy("fr", "common").shareImageAlt);
    expect(find(pageMeta(root("en"), page), "property", "og:locale")?.content).toBe("en_US");
  });

  it("says noindex only for pages that ask for it, and lists no alternates for those", async () => {
    const { pageMeta } = await seoWith(site);
    expect(find(pageMeta(root("en"), page), "name", "robots")).toBeUndefined();
    const hidden = pageMeta(root("de"), { ...page, noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(all(hidden, "rel", "alternate")).toEqual([]);
  });

  it("gives link previews the same title and description, and an absolute share image", async () => {
    const { pageMeta } = await seoWith(site);
    const meta = pageMeta(root("en"), page);
    expect(find(meta, "property", "og:title")?.content).toBe(page.title);
    expect(find(meta, "property", "og:description")?.content).toBe(page.description);
    expect(find(meta, "name", "twitter:title")?.content).toBe(page.title);
    expect(find(meta, "name", "twitter:description")?.content).toBe(page.description);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")?.content).toBe("https://snapsong.example/assets/brand/share.png");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://snapsong.example/assets/brand/share.png");
    expect(find(meta, "property", "og:site_name")?.content).toBe("Snapsong");
  });

  it("points previews at the asset host when assets live on a CDN", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "https://cdn.example/a" });
    expect(find(pageMeta(root("en"), page), "property", "og:image")?.content).toBe(
      "https://cdn.example/a/brand/share.png",
    );
  });

  it("adds one ld+json script per structured-data object, and none by default", async () => {
    const { pageMeta } = await seoWith(site);
    const scripts = (meta: MetaDescriptor[]) => meta.filter((entry) => "script:ld+json" in entry);
    expect(scripts(pageMeta(root("en"), page))).toEqual([]);
    const data = [{ "@type": "Organization" }, { "@type": "Product" }];
    expect(scripts(pageMeta(root("en"), { ...page, jsonLd: data }))).toEqual(
      data.map((item) => ({ "script:ld+json": item })),
    );
  });
});
