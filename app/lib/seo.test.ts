import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/config";

/** The SEO module as a build with these settings would have it. */
async function seoWith(settings: { siteUrl: string; assetBaseUrl: string; productName?: string }) {
  vi.doMock("~/config", async (importOriginal) => {
    const actual = await importOriginal<typeof ConfigModule>();
    return { ...actual, config: { ...actual.config, productName: "Snapsong", ...settings } };
  });
  vi.resetModules();
  return import("./seo");
}

afterEach(() => {
  vi.doUnmock("~/config");
  vi.resetModules();
});

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("pageMeta", () => {
  const page = { title: "Pricing · Snapsong", description: "Two plans.", path: "/pricing" };

  it("gives the title, description and a canonical URL on the configured site", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "/assets" });
    const meta = pageMeta(page);
    expect(meta).toContainEqual({ title: "Pricing · Snapsong" });
    expect(find(meta, "name", "description")?.content).toBe("Two plans.");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://snapsong.example/pricing");
    expect(find(meta, "property", "og:url")?.content).toBe("https://snapsong.example/pricing");
  });

  it("says noindex only for pages that ask for it", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "/assets" });
    expect(find(pageMeta(page), "name", "robots")).toBeUndefined();
    expect(find(pageMeta({ ...page, noindex: true }), "name", "robots")?.content).toBe("noindex");
  });

  it("gives link previews the same title and description, and an absolute share image", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "/assets" });
    const meta = pageMeta(page);
    for (const key of ["og:title", "og:description"]) expect(find(meta, "property", key)).toBeDefined();
    expect(find(meta, "name", "twitter:title")?.content).toBe(page.title);
    expect(find(meta, "name", "twitter:description")?.content).toBe(page.description);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")?.content).toBe("https://snapsong.example/assets/brand/share.png");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://snapsong.example/assets/brand/share.png");
    expect(find(meta, "property", "og:site_name")?.content).toBe("Snapsong");
  });

  it("points previews at the asset host when assets live on a CDN", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "https://cdn.example/a" });
    expect(find(pageMeta(page), "property", "og:image")?.content).toBe("https://cdn.example/a/brand/share.png");
  });

  it("adds one ld+json script per structured-data object, and none by default", async () => {
    const { pageMeta } = await seoWith({ siteUrl: "https://snapsong.example", assetBaseUrl: "/assets" });
    const scripts = (meta: MetaDescriptor[]) => meta.filter((entry) => "script:ld+json" in entry);
    expect(scripts(pageMeta(page))).toEqual([]);
    const data = [{ "@type": "Organization" }, { "@type": "Product" }];
    expect(scripts(pageMeta({ ...page, jsonLd: data }))).toEqual(data.map((item) => ({ "script:ld+json": item })));
  });
});
