// Reading the provider's request parameters, with its error shape for bad input:
// `{error: {type, message, code, param}}` (parameter_missing, parameter_invalid_*, parameter_unknown,
// resource_missing).
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

/**
 * Refuses the parameters (of the object at `path`, or the top level) that are not `known`, as the
 * provider refuses unknown ones; the stand-in's list is what it implements, so it names them.
 */
export function onlyParams(params: Params, known: readonly string[], path?: string): void {
  const node = path === undefined ? params : at(params, path);
  if (!node || typeof node !== "object" || Array.isArray(node)) return;
  const names = Object.keys(node).filter((name) => !known.includes(name) && !(path === undefined && name === "expand"));
  if (names.length === 0) return;
  const full = names.map((name) => (path === undefined ? name : `${path}[${name}]`));
  throw new ApiError(
    400,
    `Received unknown parameter${full.length > 1 ? "s" : ""}: ${full.join(", ")} (the stand-in takes ${known.join(", ")})`,
    "parameter_unknown",
    full[0],
  );
}

/** The value at a bracket path such as `subscription_data[metadata]`, or undefined. */
export function at(params: Params, path: string): unknown {
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

/** An update of a string the provider lets one clear: the new value, null for `path=` (empty), or the current one. */
export function updatedText(params: Params, path: string, current: string | null, max = 5000): string | null {
  return at(params, path) === "" ? null : (text(params, path, { max }) ?? current);
}

export function bool(params: Params, path: string): boolean | undefined {
  const value = text(params, path);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw new ApiError(400, `Invalid boolean: ${value}`, undefined, path);
  return value === "true";
}

export function oneOf<T extends string>(params: Params, path: string, values: readonly T[]): T | undefined {
  const value = text(params, path);
  if (value !== undefined && !values.includes(value as T)) {
    throw invalid(path, `Invalid ${path}: must be one of ${values.join(", ")}`);
  }
  return value as T | undefined;
}

/** A list of strings such as `enabled_events[0]=…`; an empty value (`enabled_events=`) is an empty list. */
export function texts(params: Params, path: string): string[] | undefined {
  const value = at(params, path);
  if (value === undefined) return undefined;
  if (value === "") return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== "string")) throw invalid(path, `Invalid array: ${path}`);
  return list as string[];
}

export function url(params: Params, path: string, required = false): string | undefined {
  const value = text(params, path, { required, max: 5000 });
  if (value !== undefined && !/^https?:\/\//.test(value)) {
    throw new ApiError(400, `Not a valid URL: ${path}`, "url_invalid", path);
  }
  return value;
}

/**
 * Metadata changed as an update changes it: each key given is set, an empty value removes it, and
 * `metadata=` (empty) removes them all.
 */
export function updatedMetadata(current: Metadata, params: Params, path = "metadata"): Metadata {
  const value = at(params, path);
  if (value === undefined) return current;
  if (value === "") return {};
  const next = { ...current, ...metadata(params, path) };
  return Object.fromEntries(Object.entries(next).filter(([, item]) => item !== ""));
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
