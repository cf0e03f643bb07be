// Reading the provider's request parameters, with its error shape for bad input:
// `{error: {type, message, code, param}}` (parameter_missing, parameter_invalid_*, resource_missing).
import type { Params } from "./form";
import type { Metadata } from "./store";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }

  get body() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

export const missing = (param: string) =>
  new ApiError(400, `Missing required param: ${param}.`, "parameter_missing", param);
export const invalid = (param: string, message: string) =>
  new ApiError(400, message, "parameter_invalid_string", param);
export const noSuch = (what: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, `No such ${what}: '${id}'`, "resource_missing", param);

/** The value at a bracket path such as `subscription_data[metadata]`, or undefined. */
function at(params: Params, path: string): unknown {
  const names = path.replace(/\]/g, "").split("[");
  return names.reduce<unknown>(
    (node, name) => (node && typeof node === "object" ? (node as Params)[name] : undefined),
    params,
  );
}

export function text(params: Params, path: string, { required = false, max = 5000 } = {}): string | undefined {
  const value = at(params, path);
  if (value === undefined || value === "") {
    if (required) throw missing(path);
    return undefined;
  }
  if (typeof value !== "string") throw invalid(path, `Invalid string: ${path} must be a string.`);
  if (value.length > max) throw invalid(path, `Invalid string: ${path} must be at most ${max} characters.`);
  return value;
}

export function integer(params: Params, path: string, min: number, max: number): number | undefined {
  const value = text(params, path);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ApiError(
      400,
      `Invalid integer: ${path} must be between ${min} and ${max}.`,
      "parameter_invalid_integer",
      path,
    );
  }
  return Number(value);
}

export function url(params: Params, path: string, required = false): string | undefined {
  const value = text(params, path, { required, max: 5000 });
  if (value !== undefined && !/^https?:\/\//.test(value)) {
    throw new ApiError(400, `Not a valid URL: ${path}`, "url_invalid", path);
  }
  return value;
}

/** Up to 50 keys of at most 40 characters, values of at most 500, as the provider allows. */
export function metadata(params: Params, path: string): Metadata {
  const value = at(params, path);
  if (value === undefined || value === "") return {};
  if (!value || typeof value !== "object" || Array.isArray(value)) throw invalid(path, `Invalid object: ${path}`);
  const entries = Object.entries(value);
  const bad = entries.find(([key, item]) => typeof item !== "string" || key.length > 40 || item.length > 500);
  if (entries.length > 50 || bad) throw invalid(path, `Invalid metadata: ${path}${bad ? `[${bad[0]}]` : ""}`);
  return Object.fromEntries(entries) as Metadata;
}
