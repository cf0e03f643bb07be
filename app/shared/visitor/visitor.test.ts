// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { ensureUserId, ensureVisitor, readHasPaid, readVariant, writeHasPaid } from "./visitor";

afterEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe("visitor", () => {
  it("creates a 9-character userId and hasPaid 'false' on the first visit", () => {
    ensureVisitor();
    expect(localStorage.getItem("userId")).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(localStorage.getItem("hasPaid")).toBe("false");
  });

  it("keeps an existing visitor as it is", () => {
    localStorage.setItem("userId", "Abc123xyz");
    localStorage.setItem("hasPaid", "true");
    ensureVisitor();
    expect(localStorage.getItem("userId")).toBe("Abc123xyz");
    expect(readHasPaid()).toBe(true);
  });

  it("replaces garbage values", () => {
    localStorage.setItem("userId", "<script>");
    localStorage.setItem("hasPaid", "yes please");
    ensureVisitor();
    expect(ensureUserId()).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(localStorage.getItem("userId")).not.toBe("<script>");
    expect(localStorage.getItem("hasPaid")).toBe("false");
  });

  it("records payment outcomes", () => {
    writeHasPaid(true);
    expect(localStorage.getItem("hasPaid")).toBe("true");
    writeHasPaid(false);
    expect(readHasPaid()).toBe(false);
  });

  it("reads the variant, and only warns when it is missing or invalid", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    localStorage.setItem("version", "C");
    expect(readVariant()).toBe("C");
    expect(warn).not.toHaveBeenCalled();
    localStorage.setItem("version", "Z");
    expect(readVariant()).toBeNull();
    localStorage.removeItem("version");
    expect(readVariant()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
