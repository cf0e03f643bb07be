// HTML of the local identity provider's sign-up and login screens.
import escapeHtml from "escape-html";
import { standInPages } from "../html";
import type { FieldErrors } from "./accounts";

export interface FormPage {
  mode: "signup" | "login";
  uid: string;
  clientName: string;
  logoUri?: string;
  values?: { name?: string; email?: string };
  errors?: FieldErrors;
}

function field(
  id: "name" | "email" | "password",
  label: string,
  type: string,
  autocomplete: string,
  page: FormPage,
): string {
  const error = page.errors?.[id];
  const value = id === "password" ? "" : (page.values?.[id] ?? "");
  return `
    <div class="field">
      <label for="${id}">${label}</label>
      <input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" required
        ${error ? `aria-invalid="true" aria-describedby="${id}-error"` : ""}>
      ${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ""}
    </div>`;
}

export function formPage(page: FormPage): string {
  const signup = page.mode === "signup";
  const title = signup ? `Create your ${page.clientName} account` : `Log in to ${page.clientName}`;
  const fields = signup
    ? field("name", "Name", "text", "name", page) +
      field("email", "Email", "email", "email", page) +
      field("password", "Password (8 characters or more)", "password", "new-password", page)
    : field("email", "Email", "email", "email", page) +
      field("password", "Password", "password", "current-password", page);
  const switchLink = signup
    ? `Already have an account? <a href="/interaction/${page.uid}?mode=login">Log in</a>`
    : `New here? <a href="/interaction/${page.uid}?mode=signup">Create an account</a>`;
  const logo =
    page.logoUri && /^https?:\/\//.test(page.logoUri)
      ? `<img src="${escapeHtml(page.logoUri)}" alt="" width="48" height="48">`
      : "";

  return document(
    title,
    `
    ${logo}
    <h1>${escapeHtml(title)}</h1>
    ${page.errors?.form ? `<p class="error" role="alert">${escapeHtml(page.errors.form)}</p>` : ""}
    <form method="post" action="/interaction/${page.uid}/${page.mode}" novalidate>
      ${fields}
      <button type="submit">${signup ? "Sign up" : "Log in"}</button>
    </form>
    <p>${switchLink}</p>
    <p><a href="/interaction/${page.uid}/abort">Cancel and go back</a></p>`,
  );
}

/** The logout step: submits itself so the visitor is not asked to confirm. */
export function logoutPage(form: string): string {
  return document(
    "Logging out",
    `<h1>Logging out…</h1>
    ${form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>')}
    <noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
    <script>document.getElementById("op.logoutForm").submit()</script>`,
  );
}

export function messagePage(title: string, text: string): string {
  return document(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

const document = standInPages({
  service: "Local identity provider",
  footer: "Local stand-in for the hosted login. Accounts last until the process stops.",
  colors: { background: "#f4f1fb", ink: "#1b1036", accent: "#6d28d9", muted: "#564f6e" },
  cardWidth: "24rem",
  buttonRadius: "999px",
  css: `
  h1 { font-size: 1.4rem; margin: 0.5rem 0 1.5rem; }
  .field { margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.65rem 0.75rem; border: 1px solid #b9b0cf; border-radius: 0.5rem; font: inherit; }
  input[aria-invalid="true"] { border-color: #b4123f; }
  .error { color: #b4123f; margin: 0.25rem 0 0; font-size: 0.9rem; }
  a { color: #5b21b6; }
`,
});
