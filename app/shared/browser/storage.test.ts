// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readItem, resetMemoryStorage, writeItem } from "./storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  resetMemoryStorage();
});

describe("storage", () => {
  it("reads and writes localStorage", () => {
    expect(writeItem("userId", "abc123XYZ")).toBe(true);
    expect(localStorage.getItem("userId")).toBe("abc123XYZ");
    expect(readItem("userId")).toBe("abc123XYZ");
  });

  it("keeps values in memory when the browser blocks storage", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readItem("hasPaid")).toBeNull();
    expect(writeItem("hasPaid", "true")).toBe(false);
    expect(readItem("hasPaid")).toBe("true");
  });

  it("keeps one memory for the page, however many bundles carry this module (the boot script's, the app's)", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    writeItem("userId", "Boot12345");
    vi.resetModules();
    const appCopy = await import("./storage");
    expect(appCopy.readItem("userId")).toBe("Boot12345");
  });

  it("survives a full storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeItem("version", "B")).toBe(false);
    expect(readItem("version")).toBe("B");
  });

  it("survives a storage whose reads throw", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("broken");
    });
    expect(readItem("version")).toBeNull();
  });
});
