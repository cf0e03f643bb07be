// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreScrollPosition, SCROLL_POSITIONS_KEY } from "./scroll-positions";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, "");
});

describe("restoreScrollPosition", () => {
  it("puts a revisited page back where the visitor left it", () => {
    history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ abc: 420 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    restoreScrollPosition();
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it("keys a tab's first document, as React Router does", () => {
    restoreScrollPosition();
    expect((history.state as { key: string }).key).toMatch(/^\w+$/);
  });

  it("throws nothing when site data is blocked", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(() => restoreScrollPosition()).not.toThrow();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
