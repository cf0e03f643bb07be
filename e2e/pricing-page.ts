// The pricing page's plan cards and billing switch, as the pricing specs read them.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const card = (page: Page, name: string) => page.getByRole("article", { name });
export const monthly = (page: Page) => page.getByRole("radio", { name: "Monthly" });
export const annually = (page: Page) => page.getByRole("radio", { name: /^Annually/ });

export async function expectMonthlyPrices(page: Page) {
  await expect(monthly(page)).toBeChecked();
  await expect(annually(page)).not.toBeChecked();
  await expect(card(page, "Pro").getByText("$6", { exact: true })).toBeVisible();
  await expect(card(page, "Max").getByText("$12", { exact: true })).toBeVisible();
  await expect(page.getByText(/billed \$\d+ yearly/).filter({ visible: true })).toHaveCount(0);
}

export async function expectAnnualPrices(page: Page) {
  await expect(annually(page)).toBeChecked();
  await expect(monthly(page)).not.toBeChecked();
  const pro = card(page, "Pro");
  const max = card(page, "Max");
  await expect(pro.getByText("$3", { exact: true })).toBeVisible();
  await expect(pro.getByText("billed $36 yearly")).toBeVisible();
  await expect(max.getByText("$6", { exact: true })).toBeVisible();
  await expect(max.getByText("billed $72 yearly")).toBeVisible();
  await expect(pro.getByText("$6", { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expect(max.getByText("$12", { exact: true }).filter({ visible: true })).toHaveCount(0);
}
